/**
 * The split card group (`split-card` in protocol/element-groups.ts) in card terms:
 * which frame holds which card field, and the collector's card values from its own
 * number and what the contributors sent.
 */
import type { CardField, ElementKind } from '../../../../protocol';
import { ELEMENT_GROUPS } from '../../../../protocol/element-groups';
import type { GroupValues } from '../../../host/group';
import { formatExpiry, type CardValues } from '../card-fields';

export const KIND_OF_FIELD = ELEMENT_GROUPS['split-card'].fields satisfies Record<CardField, ElementKind>;

export function splitCardValues(number: string, contributed: GroupValues): CardValues {
  return { number, expiry: contributed.update_expiry ?? '', cvc: contributed.update_cvc ?? '' };
}

/**
 * A browser's `cc-exp` autofill as "MM / YY": it may come as "12/34", "12 / 2034",
 * "1234" or "122034"; anything else is formatted as if typed.
 */
export function autofilledExpiry(value: string): string {
  const match = /^\s*(\d{1,2})\s*[/.\s-]?\s*(\d{4}|\d{2})\s*$/.exec(value);
  if (!match) return formatExpiry(value);
  const [, month = '', year = ''] = match;
  return formatExpiry(month.padStart(2, '0') + year.slice(-2));
}
