/**
 * The documented test cards: the one place that decides a card confirmation's
 * outcome. `docs/test-cards.md` and the tests are checked against this table.
 * Any other Luhn-valid number succeeds, unless the amount is a trigger
 * (declines.ts).
 */
import type { CardBrand } from '../model/card-brand';
import { codeForAmount, declineFor, type CardDecline, type IssuerCodeValue } from './declines';
import { LATER_CHARGE_CARDS, type LaterChargeRule } from '../consents/later-charges';

interface SuccessCard {
  readonly brand: CardBrand;
  readonly outcome: 'success';
  readonly description: string;
  /** Saved on a consent, it declines the merchant's charges after the first few (consents/later-charges.ts). */
  readonly later?: LaterChargeRule;
}

export interface DeclineCard extends CardDecline {
  readonly brand: CardBrand;
  readonly outcome: 'decline';
  readonly description: string;
}

/**
 * How the simulated issuer authenticates the shopper:
 * - `frictionless`: device data is collected, then the payment succeeds with no challenge;
 * - `challenge`: a one-time code page; the right code pays;
 * - `challenge_decline`: the right code passes authentication, then the issuer declines;
 * - `challenge_cancel`: the challenge page cancels by itself, as a shopper pressing Cancel;
 * - `authentication_required`: a challenge as `challenge` whenever the shopper is there, and
 *   the merchant's own charges on a consent are answered `authentication_required`
 *   (intents/confirm/consent.ts): the issuer wants the shopper back.
 */
export type ThreeDsScenario = 'frictionless' | 'challenge' | 'challenge_decline' | 'challenge_cancel' | 'authentication_required';

export interface ThreeDsCard {
  readonly brand: CardBrand;
  readonly outcome: 'three_ds';
  readonly description: string;
  readonly scenario: ThreeDsScenario;
}

/** The provider answers 503 to the first confirm of the intent with this card, then succeeds. */
interface FlakyCard {
  readonly brand: CardBrand;
  readonly outcome: 'flaky';
  readonly description: string;
}

export type TestCard = SuccessCard | DeclineCard | ThreeDsCard | FlakyCard;

/** The decline issued after a passed `challenge_decline` authentication. */
export const CHALLENGE_DECLINE_CODE: IssuerCodeValue = '05';

function decline(code: IssuerCodeValue, brand: CardBrand, description: string): DeclineCard {
  return { brand, outcome: 'decline', description, ...declineFor(code, brand) };
}

function threeDs(scenario: ThreeDsScenario, description: string): ThreeDsCard {
  return { brand: 'visa', outcome: 'three_ds', description, scenario };
}

export const TEST_CARDS = {
  '4111111111111111': { brand: 'visa', outcome: 'success', description: 'Visa, payment succeeds' },
  '5555555555554444': { brand: 'mastercard', outcome: 'success', description: 'Mastercard, payment succeeds' },
  // The first cards, kept as they are: end-to-end tests depend on them.
  '4000000000009995': decline('51', 'visa', 'Declined: insufficient funds'),
  '4000000000000069': decline('54', 'visa', 'Declined: expired card'),
  '4000000000000002': decline('05', 'visa', 'Declined: generic decline (do not honour)'),
  // One card per spec §8 family: 4000 0001 0000 then the code in three digits and a check digit.
  '4000000100000043': decline('04', 'visa', 'Declined: error with payment'),
  '4000000100000050': decline('05', 'visa', 'Declined: do not honour (no mapped family)'),
  '4000000100000142': decline('14', 'visa', 'Declined: suspected fraud'),
  '4000000100000167': decline('16', 'visa', 'Declined: payment method unavailable'),
  '4000000100000514': decline('51', 'visa', 'Declined: insufficient funds'),
  '4000000100000548': decline('54', 'visa', 'Declined: expired card'),
  '4000000100000555': decline('55', 'visa', 'Declined: incorrect PIN'),
  '4000000100000613': decline('61', 'visa', 'Declined: exceeds amount limit'),
  '4000000100000654': decline('65', 'visa', 'Declined: exceeds frequency limit'),
  '5100000100000650': decline('65', 'mastercard', 'Declined: code 65 on a Mastercard (the family is Visa/UnionPay only)'),
  '4000000100000688': decline('68', 'visa', 'Declined by the provider'),
  '4000000100000787': decline('78', 'visa', 'Declined: card not activated'),
  '4000000100000829': decline('82', 'visa', 'Declined: wrong 3-digit security code'),
  '4000000100001215': decline('121', 'visa', 'Declined: exceeds withdrawal limit'),
  '4000000100001223': decline('122', 'visa', 'Declined: wrong 4-digit security code'),
  '4000000100001256': decline('125', 'visa', 'Declined: wrong expiry date'),
  '4000000000003014': threeDs('frictionless', '3DS frictionless: device data, then success'),
  '4000000000003220': threeDs('challenge', '3DS challenge, then success'),
  '4000000000003238': threeDs('challenge_decline', '3DS challenge passed, then the issuer declines'),
  '4000000000003246': threeDs('challenge_cancel', '3DS required, the shopper cancels'),
  '4000000000003261': threeDs('authentication_required', '3DS challenge; merchant-initiated charges answered authentication_required'),
  '4000000000005019': { brand: 'visa', outcome: 'flaky', description: 'Network-flaky: 503 once, then success on retry' },
  // Saved on a consent, later merchant-initiated charges decline (consents/later-charges.ts).
  '4000000200000513': {
    brand: 'visa',
    outcome: 'success',
    description: 'Pays, and the first charge on a consent; every later charge declines: insufficient funds',
    later: LATER_CHARGE_CARDS['4000000200000513'],
  },
  '4000000200003541': {
    brand: 'visa',
    outcome: 'success',
    description: 'Pays, and three charges on a consent; then declines: expired card',
    later: LATER_CHARGE_CARDS['4000000200003541'],
  },
  // Korean domestic cards: paid with payment_method.card.kr_card (PIN's first two digits, birth date or business number), no CVC.
  '9410000000000005': { brand: 'kr_local', outcome: 'success', description: 'Korean domestic card, payment succeeds' },
  '9410000100000558': decline('55', 'kr_local', 'Korean domestic card, declined: wrong PIN digits'),
} as const satisfies Record<string, TestCard>;

export type TestCardNumber = keyof typeof TEST_CARDS;

/** The table's entry for a normalised (digits only) number; unknown numbers succeed. */
export function testCardFor(number: string, detectedBrand: CardBrand): TestCard {
  if (Object.hasOwn(TEST_CARDS, number)) return TEST_CARDS[number as TestCardNumber];
  return { brand: detectedBrand, outcome: 'success', description: 'Any other valid number: payment succeeds' };
}

/** What the card does for this amount: a succeeding card declines on a trigger amount. */
export function cardOutcome(number: string, detectedBrand: CardBrand, amount: number): TestCard {
  return withAmountTrigger(testCardFor(number, detectedBrand), amount);
}

/** A succeeding card declines on a trigger amount (a saved card's too); any other card is left as it is. */
export function withAmountTrigger(card: TestCard, amount: number): TestCard {
  if (card.outcome !== 'success') return card;
  const code = codeForAmount(amount);
  return code === null ? card : decline(code, card.brand, `Declined by amount ${amount}`);
}
