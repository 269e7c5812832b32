/**
 * What decides a saved card's payments, kept apart from the method: the saved
 * method holds brand, last four and expiry only, and is what every answer shows.
 * The test card it was saved from (approved, declining with a code, 3DS with a
 * scenario, flaky) is recorded here, in the collection `card_outcomes` that no
 * route reads out, under the method's id: never the card number, which is not
 * kept anywhere.
 */
import type { SandboxStore } from '../core/store';
import { declineFor, isIssuerCode, type IssuerCodeValue } from '../cards/declines';
import { testCardFor, type TestCard, type ThreeDsScenario } from '../cards/test-cards';
import type { CardBrand } from '../model/card-brand';
import type { MethodInput } from './saved-method-input';
import type { SavedMethod } from './types';
import type { LaterChargeRule } from '../consents/later-charges';

export type SavedCardOutcome =
  | { readonly outcome: 'success'; readonly later?: LaterChargeRule }
  | { readonly outcome: 'flaky' }
  | { readonly outcome: 'decline'; readonly code: IssuerCodeValue }
  | { readonly outcome: 'three_ds'; readonly scenario: ThreeDsScenario };

/** Stored in `card_outcomes`; its id is the saved method's. */
interface CardOutcomeRecord {
  readonly id: string;
  readonly card: SavedCardOutcome;
}

/** A record of `card_outcomes` to store in the same write as its method. */
export interface OutcomeWrite {
  readonly collection: 'card_outcomes';
  readonly record: CardOutcomeRecord;
}

export function outcomeOf(card: TestCard): SavedCardOutcome {
  switch (card.outcome) {
    case 'success':
      return card.later ? { outcome: 'success', later: card.later } : { outcome: 'success' };
    case 'flaky':
      return { outcome: card.outcome };
    case 'decline':
      // The table's declines all carry an issuer code; any other code is the generic one.
      return { outcome: 'decline', code: isIssuerCode(card.providerCode) ? card.providerCode : '05' };
    case 'three_ds':
      return { outcome: 'three_ds', scenario: card.scenario };
  }
}

export function outcomeWrite(methodId: string, card: SavedCardOutcome): OutcomeWrite {
  return { collection: 'card_outcomes', record: { id: methodId, card } };
}

/** The outcome record of a card just saved from typed details (create, consent verify); none for a wallet or an account. */
export function outcomeWritesFor(method: SavedMethod | null, input: MethodInput): OutcomeWrite[] {
  if (method === null || input.kind !== 'card') return [];
  return [outcomeWrite(method.id, outcomeOf(testCardFor(input.number, input.brand)))];
}

/**
 * The test card a saved card pays as. A card saved before outcomes were kept (an
 * older state file) has no record: it pays as any other valid number, approved.
 */
export function savedTestCard(store: SandboxStore, methodId: string, brand: CardBrand): TestCard {
  const stored = store.get<CardOutcomeRecord>('card_outcomes', methodId)?.card;
  const description = 'A saved card';
  switch (stored?.outcome) {
    case undefined:
      return { brand, outcome: 'success', description };
    case 'success':
      return { brand, outcome: 'success', description, ...(stored.later ? { later: stored.later } : {}) };
    case 'flaky':
      return { brand, outcome: 'flaky', description };
    case 'decline':
      return { brand, outcome: 'decline', description, ...declineFor(stored.code, brand) };
    case 'three_ds':
      return { brand, outcome: 'three_ds', description, scenario: stored.scenario };
  }
}
