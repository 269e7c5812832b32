/**
 * What an intent and a card's BIN read as on the wire: in a file of their own, so the element
 * requests (element-requests.ts) and the call map (payloads.ts) that answers them share them
 * without importing each other.
 */
import type { IntentStatus } from '../intent-status';

export interface IntentSummary {
  readonly id: string;
  readonly status: IntentStatus;
  readonly amount?: number;
  readonly currency?: string;
}

/** What the provider's BIN lookup says of a card: brand, `credit` / `debit` / `prepaid`, the issuer's country (ISO 3166 alpha-2). */
export interface BinInfo {
  readonly brand: string;
  readonly type: string;
  readonly issuer_country: string | null;
}
