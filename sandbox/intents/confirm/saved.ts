/**
 * Confirming with a saved method (`payment_method_id`) of the intent's customer:
 * - a card needs its CVC again (`payment_method_options.card.cvc`); it then pays
 *   as the test card it was saved from (card-outcome.ts), 3DS included, with the
 *   amount triggers of any card;
 * - a direct-debit account is debited at once, as typed details would be (an
 *   account ending in 0002 fails for insufficient funds);
 * - a wallet is not offered again here: a wallet pays with a fresh token.
 * The attempt names the method (`payment_method.id`) and carries its summary.
 */
import { invalid } from '../../core/errors';
import { isObject } from '../../core/body';
import type { Refusal } from '../../core/idempotency';
import { withAmountTrigger } from '../../cards/test-cards';
import { savedTestCard } from '../../customers/card-outcome';
import { DEBIT_SCHEMES, type BankSummary, type DebitScheme, type SavedMethod } from '../../customers/types';
import { newId } from '../../model/intent';
import type { CardBrand } from '../../model/card-brand';
import type { Intent, PaymentAttempt } from '../../model/intent-types';
import { payWithCard } from './card';
import { supportedMethod } from './common';
import { settleNow } from './direct-debit';
import type { ConfirmContext, ConfirmResult } from './handler';

const ID_FIELD = 'payment_method_id';
const CVC_FIELD = 'payment_method_options.card.cvc';

export type SavedConfirmContext = Omit<ConfirmContext, 'paymentMethod'>;

/** The saved method to pay with: the intent's customer's, and ACTIVE. Unknown and foreign ids read alike. */
export function usableMethod(ctx: SavedConfirmContext, id: string): SavedMethod {
  const customerId = ctx.intent.customer_id;
  if (!customerId) {
    throw invalid(ID_FIELD, 'customer_required', 'A saved method pays an intent of its customer: create the intent with a customer_id.');
  }
  const method = ctx.store.get<SavedMethod>('payment_methods', id);
  if (!method || method.customer_id !== customerId) {
    throw invalid(ID_FIELD, 'not_found', "No saved payment method with this id belongs to the intent's customer.");
  }
  if (method.status !== 'ACTIVE') throw invalid(ID_FIELD, 'disabled', 'This saved payment method is disabled.');
  return method;
}

/** `payment_method_options.card.cvc`: the shopper types it again; 3 or 4 digits. */
function savedCvc(body: Record<string, unknown>): void {
  const options = body.payment_method_options;
  if (options !== undefined && options !== null && !isObject(options)) throw invalid('payment_method_options', 'must_be_object');
  const card = isObject(options) ? options.card : undefined;
  if (card !== undefined && card !== null && !isObject(card)) throw invalid('payment_method_options.card', 'must_be_object');
  const cvc = isObject(card) ? card.cvc : undefined;
  if (cvc === undefined || cvc === null) throw invalid(CVC_FIELD, 'required', 'A saved card needs its CVC again: payment_method_options.card.cvc.');
  if (typeof cvc !== 'string' || !/^\d{3,4}$/.test(cvc)) throw invalid(CVC_FIELD, 'invalid_cvc', 'The CVC must be a string of 3 or 4 digits.');
}

export function expired(card: { readonly expiry_month: string; readonly expiry_year: string }, now: Date): boolean {
  const year = Number(card.expiry_year.length === 2 ? `20${card.expiry_year}` : card.expiry_year);
  const month = Number(card.expiry_month);
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

export function pendingAttempt(intent: Intent, paymentMethod: PaymentAttempt['payment_method'], now: Date): PaymentAttempt {
  const at = now.toISOString();
  return {
    id: newId('att'),
    status: 'PENDING',
    amount: intent.amount,
    currency: intent.currency,
    payment_method: paymentMethod,
    created_at: at,
    updated_at: at,
  };
}

function payWithSavedCard(ctx: SavedConfirmContext, method: Extract<SavedMethod, { type: 'card' }>): ConfirmResult | Refusal {
  savedCvc(ctx.body);
  if (expired(method.card, ctx.now)) throw invalid(ID_FIELD, 'card_expired', 'This saved card has expired.');
  const attempt = pendingAttempt(ctx.intent, { id: method.id, type: 'card', card: method.card }, ctx.now);
  // Saved cards only ever get a brand of the sandbox's own (saved-method-records.ts, saved-from-payment.ts).
  const card = savedTestCard(ctx.store, method.id, method.card.brand as CardBrand);
  return payWithCard(ctx, attempt, withAmountTrigger(card, ctx.intent.amount));
}

export function payWithSavedAccount(ctx: SavedConfirmContext, scheme: DebitScheme, bank: BankSummary, id: string): ConfirmResult {
  const debit: ConfirmContext = { ...ctx, paymentMethod: { type: scheme } };
  supportedMethod(debit);
  if (bank.currency !== ctx.intent.currency) {
    throw invalid(ID_FIELD, 'currency_mismatch', `This account is debited in ${bank.currency}, not ${ctx.intent.currency}.`);
  }
  return settleNow(debit, { id, type: scheme, [scheme]: bank }, bank.account_last4);
}

export type SavedAccount = Extract<SavedMethod, { type: DebitScheme }>;

export function isDebit(method: SavedMethod): method is SavedAccount {
  return (DEBIT_SCHEMES as readonly string[]).includes(method.type);
}

/** The account's summary, under the key of its scheme (a mapped type TypeScript cannot index by a union). */
export function bankOf(method: SavedAccount): BankSummary {
  return (method as unknown as Readonly<Record<DebitScheme, BankSummary>>)[method.type];
}

export function confirmWithSavedMethod(ctx: SavedConfirmContext, id: string): ConfirmResult | Refusal {
  const method = usableMethod(ctx, id);
  if (method.type === 'card') return payWithSavedCard(ctx, method);
  if (isDebit(method)) return payWithSavedAccount(ctx, method.type, bankOf(method), method.id);
  throw invalid(ID_FIELD, 'unsupported_type', `A saved ${method.type} method cannot pay here: pay with the wallet again.`);
}
