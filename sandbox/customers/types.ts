/**
 * Records kept for customers, their saved payment methods and their payment
 * consents (collections `customers`, `payment_methods`, `consents`). Card data is
 * kept as brand, last four digits and expiry only; bank accounts are masked.
 */
import type { LinkProvider } from '../methods/table';
import type { CardBrand } from '../model/card-brand';
import type { CardSummary, Metadata } from '../model/intent-types';

export interface Customer {
  readonly id: string;
  readonly request_id: string;
  readonly merchant_customer_id: string;
  readonly email: string | null;
  readonly first_name: string | null;
  readonly last_name: string | null;
  readonly phone_number: string | null;
  readonly metadata: Metadata;
  readonly created_at: string;
  readonly updated_at: string;
}

export const WALLET_TYPES = ['googlepay', 'applepay'] as const;
export type WalletType = (typeof WALLET_TYPES)[number];

export const DEBIT_SCHEMES = ['ach_direct_debit', 'bacs_direct_debit', 'becs_direct_debit', 'sepa_direct_debit'] as const;
export type DebitScheme = (typeof DEBIT_SCHEMES)[number];

/** The card behind a wallet token (its device number's brand and last four). */
export interface WalletSummary {
  readonly brand: CardBrand;
  readonly last4: string;
}

/** Where a linked account came from: the link page's provider and its test account. */
interface LinkedAccountSummary {
  readonly provider: LinkProvider;
  readonly id: string;
  readonly bank_name: string;
  readonly account_name: string;
}

/** A bank account as it may be shown back: holder, bank code, last four of the account. */
export interface BankSummary {
  /** Null for a linked account: the link pages share the account, not its holder's name. */
  readonly account_holder_name: string | null;
  readonly bank_code: string | null;
  readonly account_last4: string;
  readonly country: string;
  readonly currency: string;
  /** Present when the account was linked on a Plaid-style or TrueLayer-style page rather than typed. */
  readonly linked_account?: LinkedAccountSummary;
}

/** What a saved method is, one variant per family: `{ type, [type]: summary }`. */
export type MethodDetails =
  | { readonly type: 'card'; readonly card: CardSummary }
  | { readonly type: 'googlepay'; readonly googlepay: WalletSummary }
  | { readonly type: 'applepay'; readonly applepay: WalletSummary }
  | { readonly [K in DebitScheme]: { readonly type: K } & { readonly [P in K]: BankSummary } }[DebitScheme];

export type SavedMethodStatus = 'ACTIVE' | 'DISABLED';

export type SavedMethod = MethodDetails & {
  readonly id: string;
  readonly customer_id: string;
  readonly status: SavedMethodStatus;
  readonly created_at: string;
  readonly updated_at: string;
};
