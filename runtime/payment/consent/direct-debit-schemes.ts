/**
 * The four direct-debit schemes as the shopper meets them: which account fields the
 * form asks for, the country whose banks confirm the bank code, the currency, the
 * `{region}` of the verify page, and whether the shopper may link the account on
 * the bank's page instead of typing it (docs/sandbox/methods.md, "Direct debit").
 */
import type { PaymentMethodName } from '../../../protocol';

const DIRECT_DEBIT_SCHEMES = ['ach_direct_debit', 'bacs_direct_debit', 'sepa_direct_debit', 'becs_direct_debit'] as const;
export type DirectDebitScheme = (typeof DIRECT_DEBIT_SCHEMES)[number] & PaymentMethodName;

/** The account fields of all schemes, by the provider's confirm names. */
export type AccountField = 'routing_number' | 'sort_code' | 'bsb' | 'iban' | 'account_number';
/** Every field of the form: the holder, the account, and the mandate's box. */
export type FormField = 'name' | 'email' | AccountField | 'mandate';

export interface SchemeRow {
  /** The account fields in the order the shopper fills them. */
  readonly fields: readonly AccountField[];
  /** Where the bank list comes from; `null` for SEPA (the IBAN names the country). */
  readonly country: string | null;
  readonly currency: string;
  /** The verify page's `{region}` (spec §2), as the sandbox's table has it. */
  readonly region: string;
  /** A Plaid-style (ACH) or TrueLayer-style (Bacs, SEPA) page to link the account; BECS has none. */
  readonly linkable: boolean;
  /** The mandate's texts: `directDebit.mandate.{mandate}.*`. */
  readonly mandate: 'ach' | 'bacs' | 'sepa' | 'becs';
}

export const SCHEMES: Readonly<Record<DirectDebitScheme, SchemeRow>> = {
  ach_direct_debit: { fields: ['routing_number', 'account_number'], country: 'US', currency: 'USD', region: 'us', linkable: true, mandate: 'ach' },
  bacs_direct_debit: { fields: ['sort_code', 'account_number'], country: 'GB', currency: 'GBP', region: 'uk', linkable: true, mandate: 'bacs' },
  sepa_direct_debit: { fields: ['iban'], country: null, currency: 'EUR', region: 'eu', linkable: true, mandate: 'sepa' },
  becs_direct_debit: { fields: ['bsb', 'account_number'], country: 'AU', currency: 'AUD', region: 'au', linkable: false, mandate: 'becs' },
};

export function isDirectDebitScheme(value: unknown): value is DirectDebitScheme {
  return typeof value === 'string' && (DIRECT_DEBIT_SCHEMES as readonly string[]).includes(value);
}
