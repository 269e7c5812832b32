/**
 * A customer's saved payment methods (docs/sandbox/customers-consents.md): list the
 * ACTIVE ones and disable one. The browser calls these with a customer client
 * secret, or with the client secret of an intent created for that customer.
 * Read from untrusted JSON: an item this checkout cannot show (a wallet, an
 * unknown type, a field missing) is left out.
 */
import { isCardBrand, isRecord, type CardBrand, randomId } from '../../../../protocol';
import type { ApiClient } from '../../../platform/api/client';

const METHODS_PATH = '/api/v1/pa/payment_methods';

const DEBIT_SCHEMES = ['ach_direct_debit', 'bacs_direct_debit', 'becs_direct_debit', 'sepa_direct_debit'] as const;
type DebitScheme = (typeof DEBIT_SCHEMES)[number];

export interface SavedCard {
  readonly kind: 'card';
  readonly id: string;
  /** `null`: a brand this checkout has no name for (shown as a card). */
  readonly brand: CardBrand | null;
  readonly last4: string;
  /** Two digits, `01`–`12`. */
  readonly expiryMonth: string;
  /** Four digits. */
  readonly expiryYear: string;
}

export interface SavedAccount {
  readonly kind: 'account';
  readonly id: string;
  readonly scheme: DebitScheme;
  /** `null` for a linked account: the link page shares the account, not its holder. */
  readonly holder: string | null;
  readonly last4: string;
  readonly currency: string;
  /** Set for an account linked on a bank's page (Plaid, TrueLayer). */
  readonly linked: { readonly bankName: string; readonly accountName: string } | null;
}

export type SavedMethod = SavedCard | SavedAccount;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function readCard(id: string, card: unknown): SavedCard | null {
  if (!isRecord(card)) return null;
  const last4 = text(card.last4);
  const month = text(card.expiry_month);
  const year = text(card.expiry_year);
  if (!last4 || !month || !year) return null;
  return {
    kind: 'card',
    id,
    brand: isCardBrand(card.brand) ? card.brand : null,
    last4,
    expiryMonth: month.padStart(2, '0'),
    expiryYear: year.length === 2 ? `20${year}` : year,
  };
}

function readAccount(id: string, scheme: DebitScheme, bank: unknown): SavedAccount | null {
  if (!isRecord(bank)) return null;
  const last4 = text(bank.account_last4);
  const currency = text(bank.currency);
  if (!last4 || !currency) return null;
  const link = isRecord(bank.linked_account) ? bank.linked_account : null;
  const bankName = link ? text(link.bank_name) : null;
  const accountName = link ? text(link.account_name) : null;
  return {
    kind: 'account',
    id,
    scheme,
    holder: text(bank.account_holder_name),
    last4,
    currency,
    linked: bankName && accountName ? { bankName, accountName } : null,
  };
}

function isDebitScheme(value: unknown): value is DebitScheme {
  return typeof value === 'string' && (DEBIT_SCHEMES as readonly string[]).includes(value);
}

/** One item of the provider's list, or `null` when it is not a card or account this checkout can show. */
export function readSavedMethod(item: unknown): SavedMethod | null {
  if (!isRecord(item) || item.status !== 'ACTIVE') return null;
  const id = text(item.id);
  if (!id) return null;
  if (item.type === 'card') return readCard(id, item.card);
  if (isDebitScheme(item.type)) return readAccount(id, item.type, item[item.type]);
  return null;
}

/** The customer's ACTIVE cards and accounts, in the order they were saved. */
export async function listSavedMethods(client: ApiClient, customerId: string): Promise<SavedMethod[]> {
  const params = new URLSearchParams({ customer_id: customerId, status: 'ACTIVE' });
  const answer = await client.request<unknown>('GET', `${METHODS_PATH}?${params.toString()}`);
  const items = isRecord(answer) && Array.isArray(answer.items) ? answer.items : [];
  return items.map(readSavedMethod).filter((method): method is SavedMethod => method !== null);
}

/**
 * Disables the method: it can no longer be charged, and leaves the list. One
 * request_id for the call: a retried press replays rather than meets a 409.
 */
export async function disableSavedMethod(client: ApiClient, id: string, requestId: string = randomId()): Promise<void> {
  await client.request<unknown>('POST', `${METHODS_PATH}/${encodeURIComponent(id)}/disable`, { request_id: requestId });
}
