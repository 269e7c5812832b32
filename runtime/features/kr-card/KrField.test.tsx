// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ElementBody } from '../../host/screen-contract';
import { renderInFrame } from '../../host/testing';
import KrCardExpiryElement from './KrCardExpiryElement';
import KrCardIdentifierElement from './KrCardIdentifierElement';
import KrCardPswFirstTwoElement from './KrCardPswFirstTwoElement';

type Kind = 'kr-card-expiry' | 'kr-card-psw-first-two' | 'kr-card-identifier';

function setup(Body: ElementBody, kind: Kind) {
  const { events, call } = renderInFrame(Body, { client: null, kind });
  const input = () => document.querySelector('input') as HTMLInputElement;
  const type = (value: string) => fireEvent.change(input(), { target: { value } });
  const alert = () => screen.getByRole('alert').textContent;
  return { events, call, input, type, alert };
}

describe('Korean card fields', () => {
  afterEach(cleanup);

  it('expiry: a labelled numeric field that formats MM / YY and reports ready with its title', () => {
    const { input, type, events } = setup(KrCardExpiryElement, 'kr-card-expiry');
    expect(screen.getByRole('textbox', { name: 'Expiry date' })).toBe(input());
    expect(input()).toMatchObject({ inputMode: 'numeric', autocomplete: 'cc-exp', placeholder: 'MM / YY' });
    type('1234');
    expect(input().value).toBe('12 / 34');
    expect(events).toContainEqual(['onReady', { kind: 'kr-card-expiry', title: 'Secure card expiry date input' }]);
  });

  it('expiry: says nothing while typing, the problem once the shopper leaves, and marks the field', () => {
    const { input, type, alert } = setup(KrCardExpiryElement, 'kr-card-expiry');
    type('01 / 2');
    expect(alert()).toBe('');
    expect(input().getAttribute('aria-invalid')).toBe('false');
    fireEvent.blur(input());
    expect(alert()).toBe("Your card's expiry date is incomplete.");
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    type('01 / 20');
    expect(alert()).toBe("Your card's expiry date is in the past.");
    type('12 / 40');
    expect(alert()).toBe('');
    expect(input().getAttribute('aria-invalid')).toBe('false');
  });

  it('leaving an empty field says nothing', () => {
    const { input, alert } = setup(KrCardExpiryElement, 'kr-card-expiry');
    fireEvent.blur(input());
    expect(alert()).toBe('');
  });

  it('PIN digits: a masked numeric field the browser never fills, two digits at most', () => {
    const { input, type, events } = setup(KrCardPswFirstTwoElement, 'kr-card-psw-first-two');
    expect(input()).toMatchObject({ type: 'password', inputMode: 'numeric', autocomplete: 'off', name: 'pswFirstTwo' });
    expect(screen.getByLabelText('First 2 digits of card PIN')).toBe(input());
    type('1a23');
    expect(input().value).toBe('12');
    type('1');
    fireEvent.blur(input());
    expect(screen.getByRole('alert').textContent).toBe('Enter the first 2 digits of your card PIN.');
    expect(events).toContainEqual(['onReady', { kind: 'kr-card-psw-first-two', title: 'Secure card PIN input' }]);
  });

  it('identifier: a birth date or a business number; a wrong one is named after blur', () => {
    const { input, type, alert } = setup(KrCardIdentifierElement, 'kr-card-identifier');
    expect(screen.getByRole('textbox', { name: 'Date of birth (YYMMDD) or business registration number' })).toBe(input());
    expect(input().autocomplete).toBe('off');
    type('900230');
    fireEvent.blur(input());
    expect(alert()).toBe('Enter a valid date of birth (YYMMDD) or business registration number.');
    type('900228');
    expect(alert()).toBe('');
    type('124-81-00999');
    expect(input().value).toBe('1248100999');
    expect(alert()).toBe('Enter a valid date of birth (YYMMDD) or business registration number.');
    type('1248100998');
    expect(alert()).toBe('');
    type('12481');
    expect(alert()).toBe('Your date of birth or business registration number is incomplete.');
  });

  it('emits focus and blur with the field, and change with empty/complete, at most once a second (spec §9)', () => {
    vi.useFakeTimers();
    try {
      const { input, type, events } = setup(KrCardPswFirstTwoElement, 'kr-card-psw-first-two');
      fireEvent.focus(input());
      type('1');
      type('12');
      fireEvent.blur(input());
      expect(events).toContainEqual(['onFocus', { field: 'pswFirstTwo' }]);
      expect(events).toContainEqual(['onBlur', { field: 'pswFirstTwo' }]);
      const changes = () => events.filter(([event]) => event === 'onChange').map(([, payload]) => payload);
      expect(changes()).toEqual([{ empty: false, complete: false }]);
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(changes()).toEqual([
        { empty: false, complete: false },
        { empty: false, complete: true },
      ]);
      act(() => {
        vi.advanceTimersByTime(5000);
      });
      expect(changes()).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('Enter submits: the frame tells the merchant to pay', () => {
    const { input, type, events } = setup(KrCardIdentifierElement, 'kr-card-identifier');
    type('900101');
    fireEvent.submit(input().form!);
    expect(events).toContainEqual(['onSubmit', {}]);
  });

  it('clear() empties the field and forgets that it was left; focus() focuses it', async () => {
    const { input, type, call, alert } = setup(KrCardExpiryElement, 'kr-card-expiry');
    type('13');
    fireEvent.blur(input());
    expect(alert()).not.toBe('');
    await act(async () => {
      await call('update', { action: 'clear' });
    });
    expect(input().value).toBe('');
    expect(alert()).toBe('');
    expect(input().getAttribute('aria-invalid')).toBe('false');
    // element.focus() focuses the frame's window with nothing in it focused: the field takes it.
    (document.activeElement as HTMLElement | null)?.blur();
    await act(async () => {
      window.dispatchEvent(new FocusEvent('focus'));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(document.activeElement).toBe(input());
  });
});
