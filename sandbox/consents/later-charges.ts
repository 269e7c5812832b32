/**
 * Test cards and accounts whose later charges on a consent fail: a consent verified
 * with one of them pays its first merchant-initiated charges, then declines, as a
 * real card runs out of funds or expires and a real mandate is revoked. They count
 * the consent's paid merchant charges (`merchant_charges.succeeded`), so a retry of a
 * declined charge declines again. `docs/test-cards.md` is checked against this table.
 */
import type { IssuerCodeValue } from '../cards/declines';
import type { Decline } from '../model/intent-types';

export interface LaterChargeRule {
  /** How many merchant-initiated charges pay before the decline. */
  readonly pays: number;
  readonly then: IssuerCodeValue;
}

/** Card numbers → their rule. Each is a card that succeeds in every other use (test-cards.ts). */
export const LATER_CHARGE_CARDS = {
  '4000000200000513': { pays: 1, then: '51' },
  '4000000200003541': { pays: 3, then: '54' },
} as const satisfies Record<string, LaterChargeRule>;

/** A bank account whose direct-debit mandate the shopper revokes after its first charge. */
export const REVOKED_MANDATE_LAST_DIGITS = '0003';
export const MANDATE_PAYS = 1;

export const MANDATE_REVOKED: Decline = {
  failureCode: 'mandate_revoked',
  providerCode: 'R07',
  message: 'The account holder has cancelled this direct debit mandate. Please set up a new one.',
};

/** True when a charge on an account ending in these digits, after `paid` paid charges, finds its mandate revoked. */
export function mandateRevoked(lastDigits: string, paid: number): boolean {
  return lastDigits.endsWith(REVOKED_MANDATE_LAST_DIGITS) && paid >= MANDATE_PAYS;
}
