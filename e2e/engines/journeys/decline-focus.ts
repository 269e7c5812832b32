/**
 * Focus after a decline (issue 38, problem 9): a shopper who pressed the drop-in's Pay with the
 * pointer and was told "Please try a different card" finds focus in the card number, its
 * digits selected, so the next card typed replaces the declined one. Before, focus stayed in
 * the security code, the last field typed, where there was nothing to do.
 */
import { expect } from '@playwright/test';
import { waitFor, waitForText, type Place } from '../shopper';
import { expectPaid } from './cards';
import type { Journey } from './journey';

const DROPIN = '#dropin iframe';
const inDropin = (css: string): Place => ({ frames: [DROPIN], css });
const PAY = inDropin('.portico-dropin__pay');
const NUMBER = inDropin('input[name="number"]');
const DECLINED = '4000000000009995';
const VISA = '4111111111111111';

/** The drop-in's focused element: its name and, for a field, the part of its value selected (a test's probe). */
const FOCUSED = `JSON.stringify((() => {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLInputElement)) return { name: focused ? focused.tagName.toLowerCase() : null };
  return { name: focused.name, selected: focused.value.slice(focused.selectionStart ?? 0, focused.selectionEnd ?? 0) };
})())`;

interface Focused {
  readonly name: string | null;
  readonly selected?: string;
}

export const declineFocus: Journey = {
  name: 'drop-in: after a decline by a pointer press on Pay, focus is in the card number, its digits selected',
  run: async (shopper, { checkoutUrl }) => {
    await shopper.goto('/dropin.html');
    await waitFor(
      'the card number field',
      () => shopper.value(NUMBER),
      (value) => value === '',
    );
    await shopper.fill(NUMBER, DECLINED);
    await shopper.fill(inDropin('input[name="expiry"]'), '1234');
    await shopper.fill(inDropin('input[name="cvc"]'), '123');
    await shopper.click(PAY);
    await waitForText(shopper, inDropin('[role="alert"]'), /try a different card/);
    const focused = await waitFor(
      'focus in the card number',
      async () => JSON.parse(String(await shopper.evaluate([DROPIN], FOCUSED))) as Focused,
      (now) => now.name === 'number',
    );
    expect(focused).toEqual({ name: 'number', selected: '4000 0000 0000 9995' });
    // What the shopper types next replaces the declined card, and pays.
    await shopper.type(VISA);
    expect(await shopper.value(NUMBER)).toBe('4111 1111 1111 1111');
    await shopper.click(PAY);
    await expectPaid(shopper, checkoutUrl);
  },
};
