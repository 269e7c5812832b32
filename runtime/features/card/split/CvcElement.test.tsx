// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInFrame } from '../../../host/testing';
import CvcElement from './CvcElement';
import { settle } from './testing';

/** A BroadcastChannel that hands a message to the others at once, so a test can act between its arrival and React's next render. */
class InstantChannel {
  static readonly open = new Set<InstantChannel>();
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor(readonly name: string) {
    InstantChannel.open.add(this);
  }
  postMessage(data: unknown) {
    for (const other of InstantChannel.open) if (other !== this && other.name === this.name) other.onmessage?.({ data });
  }
  close() {
    InstantChannel.open.delete(this);
  }
}

describe('CvcElement (split CVC)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('before a brand is known takes 3 or 4 digits, and says an incomplete code after blur', () => {
    const { events } = renderInFrame(CvcElement, { client: null, kind: 'cvc', group: crypto.randomUUID() });
    const input = screen.getByRole('textbox', { name: 'Security code' }) as HTMLInputElement;
    expect(input.autocomplete).toBe('cc-csc');
    fireEvent.change(input, { target: { value: '12a345' } });
    expect(input.value).toBe('1234');
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toBe("Your card's security code is incomplete.");
    expect(events).toContainEqual(['onReady', { kind: 'cvc', title: 'Secure card security code input' }]);
    fireEvent.focus(input);
    expect(events).toContainEqual(['onFocus', { field: 'cvc' }]);
  });

  it('does not pay itself: confirm goes to the number frame (the SDK routes it there)', async () => {
    const { call } = renderInFrame(CvcElement, { client: null, kind: 'cvc', group: null });
    await expect(call('confirm', {})).rejects.toMatchObject({ code: 'code_not_supported' });
  });

  it('a carried key that arrives between two keys typed here is shown before the next key lands, so none is lost', async () => {
    // Issue 43's CI: "1234123" typed in one go from the expiry left "23" in the CVC. The "1" was carried from the
    // expiry frame and arrived after "2" was typed here; its value waited for React's next render, the "3" was
    // typed over the "2" still on screen, and that value replaced the carried one.
    vi.stubGlobal('BroadcastChannel', InstantChannel);
    const group = crypto.randomUUID();
    renderInFrame(CvcElement, { client: null, kind: 'cvc', group });
    await settle();
    const expiryFrame = new InstantChannel(`portico-group:${group}`);
    const input = screen.getByRole('textbox', { name: 'Security code' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '2' } });
    // The message comes as its own task, outside any event React handles.
    const previous = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      expiryFrame.postMessage({ code: 'update_cvc', value: '1', carried: true });
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = previous;
    }
    fireEvent.change(input, { target: { value: `${input.value}3` } });
    await settle();
    expect(input.value).toBe('123');
    expiryFrame.close();
  });
});
