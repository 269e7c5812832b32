/**
 * The documented test cards: the one place that decides a confirmation's outcome.
 * `docs/test-cards.md` and the tests are checked against this table.
 * Any other Luhn-valid number succeeds.
 */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'jcb' | 'diners' | 'unionpay' | 'unknown';

export interface SuccessCard {
  readonly brand: CardBrand;
  readonly outcome: 'success';
  readonly description: string;
}

export interface DeclineCard {
  readonly brand: CardBrand;
  readonly outcome: 'decline';
  readonly description: string;
  /** The issuer's response code, as the provider passes it on. */
  readonly providerCode: string;
  /** The spec §8 issuer-mapping key, stored as the attempt's `failure_code`. */
  readonly failureCode: string;
  /** The English sentence the decline carries as `message`: what a shopper sees. */
  readonly message: string;
}

export type TestCard = SuccessCard | DeclineCard;

export const TEST_CARDS = {
  '4111111111111111': { brand: 'visa', outcome: 'success', description: 'Visa, payment succeeds' },
  '5555555555554444': { brand: 'mastercard', outcome: 'success', description: 'Mastercard, payment succeeds' },
  '4000000000009995': {
    brand: 'visa',
    outcome: 'decline',
    description: 'Declined: insufficient funds',
    providerCode: '51',
    failureCode: 'insufficient_funds',
    message: "This card doesn't have sufficient funds or credit. Please try a different card.",
  },
  '4000000000000069': {
    brand: 'visa',
    outcome: 'decline',
    description: 'Declined: expired card',
    providerCode: '54',
    failureCode: 'card_expired',
    message: 'Your card has expired. Please try a different card.',
  },
  '4000000000000002': {
    brand: 'visa',
    outcome: 'decline',
    description: 'Declined: generic decline (do not honour)',
    providerCode: '05',
    failureCode: 'issuer_declined',
    message: 'Your card was declined. Please contact your card issuer or try a different card.',
  },
} as const satisfies Record<string, TestCard>;

export type TestCardNumber = keyof typeof TEST_CARDS;

/** The outcome for a normalised (digits only) card number; unknown numbers succeed. */
export function testCardFor(number: string, detectedBrand: CardBrand): TestCard {
  if (Object.hasOwn(TEST_CARDS, number)) return TEST_CARDS[number as TestCardNumber];
  return { brand: detectedBrand, outcome: 'success', description: 'Any other valid number: payment succeeds' };
}
