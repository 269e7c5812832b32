// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FrameHooks } from './context';
import { useFocusFromPage } from './use-focus-from-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

function setUp() {
  document.body.innerHTML = '<input id="field"><button id="other">x</button>';
  const input = document.querySelector<HTMLInputElement>('#field')!;
  const focus = vi.fn(() => input.focus());
  const hooks: FrameHooks = { clear: new Set(), focus: new Set([focus]), group: new Set() };
  const view = renderHook(({ shown }) => useFocusFromPage(hooks, shown), { initialProps: { shown: true } });
  return { input, focus, view };
}

const key = (init: KeyboardEventInit) => document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));

describe('focus the merchant page gives the frame', () => {
  it('lands in the input when the window gains focus with nothing focused inside', async () => {
    const { input, focus } = setUp();
    window.dispatchEvent(new FocusEvent('focus'));
    await vi.waitFor(() => expect(document.activeElement).toBe(input));
    expect(focus).toHaveBeenCalledTimes(1);
  });

  it('is left alone when the shopper focused something inside themselves (a click into another control)', async () => {
    const { focus } = setUp();
    const other = document.querySelector<HTMLButtonElement>('#other')!;
    window.dispatchEvent(new FocusEvent('focus'));
    other.focus();
    // The window's focus handler runs after a turn: by then the click's focus is in place.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(focus).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(other);
  });

  it('a key typed at the body (focus refused by the browser, as WebKit does) focuses the input first; Tab and shortcuts do not', () => {
    const { input, focus } = setUp();
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    key({ key: 'Tab' });
    key({ key: 'Shift' });
    key({ key: 'v', ctrlKey: true });
    expect(focus).not.toHaveBeenCalled();
    key({ key: '1' });
    expect(focus).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(input);
    // Once the input has focus, the keys are its own.
    input.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: '2' }));
    expect(focus).toHaveBeenCalledTimes(1);
  });

  it('a key handed to the frame while its window has no focus (focus moved on to the next field) pulls nothing back here', () => {
    const { focus } = setUp();
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    key({ key: '1' });
    expect(focus).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});

describe('focus the page gave while the boot markup was leaving', () => {
  function shownLater(windowFocused: boolean) {
    document.body.innerHTML = '<input id="field">';
    const input = document.querySelector<HTMLInputElement>('#field')!;
    const focus = vi.fn(() => input.focus());
    const hooks: FrameHooks = { clear: new Set(), focus: new Set([focus]), group: new Set() };
    vi.spyOn(document, 'hasFocus').mockReturnValue(windowFocused);
    const view = renderHook(({ shown }) => useFocusFromPage(hooks, shown), { initialProps: { shown: false } });
    return { input, focus, show: () => act(() => view.rerender({ shown: true })) };
  }

  it('lands in the input once the body is shown, when the window has focus and nothing in it is focused', async () => {
    const { input, focus, show } = shownLater(true);
    // The focus event came and went while nothing was listening.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(focus).not.toHaveBeenCalled();
    show();
    await vi.waitFor(() => expect(document.activeElement).toBe(input));
    expect(focus).toHaveBeenCalledTimes(1);
  });

  // Timers run in order: one set after the body was shown runs after any the hook set then.
  const aTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('takes nothing when the window has no focus', async () => {
    const { focus, show } = shownLater(false);
    show();
    await aTurn();
    expect(focus).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });

  it("takes nothing when something in the frame has focus already (the body took the boot markup's)", async () => {
    const { focus, show } = shownLater(true);
    const other = document.body.appendChild(document.createElement('button'));
    other.focus();
    show();
    await aTurn();
    expect(focus).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(other);
  });
});
