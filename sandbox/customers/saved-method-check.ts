/**
 * The zero-amount issuer check that saving a card or wallet runs: nothing is
 * charged, but the test cards decline exactly as they decline payments.
 */
import type { CardBrand } from '../model/card-brand';
import { CHALLENGE_DECLINE_CODE, testCardFor } from '../cards/test-cards';
import { type CardDecline, declineFor } from '../cards/declines';

export type IssuerCheck = { readonly kind: 'approved'; readonly brand: CardBrand } | { readonly kind: 'declined'; readonly decline: CardDecline };

/**
 * Consents run no 3DS page in the sandbox: a 3DS card ends as its payment would
 * once authenticated (challenge_decline declines; the others are approved). The
 * flaky card's one-off 503 belongs to intent confirm; here it is approved.
 */
export function issuerCheck(number: string, detectedBrand: CardBrand): IssuerCheck {
  const card = testCardFor(number, detectedBrand);
  switch (card.outcome) {
    case 'success':
    case 'flaky':
      return { kind: 'approved', brand: card.brand };
    case 'decline':
      return { kind: 'declined', decline: card };
    case 'three_ds':
      return card.scenario === 'challenge_decline'
        ? { kind: 'declined', decline: declineFor(CHALLENGE_DECLINE_CODE, card.brand) }
        : { kind: 'approved', brand: card.brand };
  }
}
