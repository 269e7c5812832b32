/**
 * After a decline, focus goes where the shopper must act: the field the decline names (a
 * wrong security code, an expired date), or else the card number, selected, to type another
 * card over it, as the message says ("Please try a different card"). A shopper who pressed Pay
 * with the pointer still had focus in the last field typed (the Pay button takes none on
 * mouse-down), the security code, where nothing is to be done.
 *
 * Only while focus is in this frame: a decline after the merchant's own Pay button (focus on
 * their page) is announced by the message's live region, and focus stays where the shopper is.
 * In the commit that shows the decline: the answer comes from the network, so a passive effect
 * could run after the shopper's next key, which would land in the field they left.
 */
import { useLayoutEffect, type RefObject } from 'react';
import { CARD_FIELDS, type CardField, type PaymentError } from '../../../protocol';

export function useFocusAfterDecline(error: PaymentError | null, inputs: RefObject<Partial<Record<CardField, HTMLInputElement | null>>>): void {
  useLayoutEffect(() => {
    if (!error || error.audience !== 'customer' || !document.hasFocus()) return;
    const named = CARD_FIELDS.find((field) => field === error.details.field);
    const input = inputs.current[named ?? 'number'];
    if (!input) return;
    input.focus();
    if (!named) input.select();
  }, [error, inputs]);
}
