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

/** The hook over one input; `shown`: the body is on screen already (else `show()` puts it there). */
function setUp(shown = true) {
  document.body.innerHTML = '<input id="field"><button id="other">x</button>';
  const input = document.querySelector<HTMLInputElement>('#field')!;
  const focus = vi.fn(() => input.focus());
  const hooks: FrameHooks = { clear: new Set(), focus: new Set([focus]), group: new Set() };
  const view = renderHook(({ bodyShown }) => useFocusFromPage(hooks, bodyShown), { initialProps: { bodyShown: shown } });
  return { input, focus, show: () => act(() => view.rerender({ bodyShown: true })) };
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
  });
});

describe('focus the page gave while the boot markup was leaving', () => {
  it('lands in the input once the body is shown, when the window has focus and nothing in it is focused', async () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    const { input, focus, show } = setUp(false);
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
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    const { focus, show } = setUp(false);
    show();
    await aTurn();
    expect(focus).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });

  it("takes nothing when something in the frame has focus already (the body took the boot markup's)", async () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    const { focus, show } = setUp(false);
    const other = document.querySelector<HTMLButtonElement>('#other')!;
    other.focus();
    show();
    await aTurn();
    expect(focus).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(other);
  });
});
