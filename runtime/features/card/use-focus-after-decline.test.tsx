// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentError } from '../../../protocol';
import { useFocusAfterDecline } from './use-focus-after-decline';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

function setUp() {
  document.body.innerHTML = '<input name="number" value="4000 0000 0000 9995"><input name="expiry"><input name="cvc">';
  const [number, expiry, cvc] = [...document.querySelectorAll('input')] as [HTMLInputElement, HTMLInputElement, HTMLInputElement];
  cvc.focus();
  return { number, expiry, cvc, inputs: { current: { number, expiry, cvc } } };
}

const decline = (details: Record<string, unknown> = {}): PaymentError => ({
  code: 'issuer_declined',
  message: 'Please try a different card.',
  details,
  audience: 'customer',
});

describe('focus after a decline', () => {
  it('"try a different card": the card number, its digits selected to type over, not the security code the shopper left', () => {
    const { number, inputs } = setUp();
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    renderHook(({ error }) => useFocusAfterDecline(error, inputs), { initialProps: { error: decline() } });
    expect(document.activeElement).toBe(number);
    expect([number.selectionStart, number.selectionEnd]).toEqual([0, number.value.length]);
  });

  it('moves focus in the commit that shows the decline, so a key the shopper presses once it shows lands in the number', () => {
    const { inputs } = setUp();
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    const seen: Array<string | null> = [];
    renderHook(
      ({ error }: { error: PaymentError | null }) => {
        useFocusAfterDecline(error, inputs);
        // Runs after the hook's effect in the same commit only if the hook's is a layout effect too.
        useLayoutEffect(() => void seen.push(document.activeElement?.getAttribute('name') ?? null));
      },
      { initialProps: { error: null as PaymentError | null } },
    ).rerender({ error: decline() });
    expect(seen).toEqual(['cvc', 'number']);
  });

  it('a decline about one field: that field', () => {
    const { expiry, inputs } = setUp();
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    renderHook(() => useFocusAfterDecline(decline({ field: 'expiry' }), inputs));
    expect(document.activeElement).toBe(expiry);
  });

  it("focus on the merchant's page (their own Pay button) stays there; a network failure moves nothing", () => {
    const { cvc, inputs } = setUp();
    const hasFocus = vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    renderHook(() => useFocusAfterDecline(decline(), inputs));
    expect(document.activeElement).toBe(cvc);
    hasFocus.mockReturnValue(true);
    renderHook(() => useFocusAfterDecline({ code: 'network_error', message: '', details: {}, audience: 'network' }, inputs));
    expect(document.activeElement).toBe(cvc);
  });
});
