/**
 * Confirming with a payment consent (`payment_consent_id`): the method the consent
 * was verified with pays, within what the consent allows (consents/charge-terms.ts).
 * - `triggered_by: merchant` (the merchant's key only, no shopper present): no CVC,
 *   no 3-D Secure (a merchant-initiated charge is out of scope of strong customer
 *   authentication); a card pays as the test card it was saved from, a direct-debit
 *   account is debited under its mandate, a wallet's card as its network token. The
 *   consent counts the paid charge in the same write (its schedule, the later-charge
 *   test cards of consents/later-charges.ts).
 * - `triggered_by: customer` (default): the shopper is there, so a saved card needs its
 *   CVC again, exactly as with `payment_method_id` (saved.ts).
 */
import { ApiError, invalid } from '../../core/errors';
import type { Refusal } from '../../core/idempotency';
import { declineFor } from '../../cards/declines';
import { withAmountTrigger, type TestCard } from '../../cards/test-cards';
import { savedTestCard } from '../../customers/card-outcome';
import type { SavedMethod, WalletSummary } from '../../customers/types';
import { assertChargeAllowed } from '../../consents/charge-terms';
import { MANDATE_REVOKED, mandateRevoked } from '../../consents/later-charges';
import { disabledConsent } from '../../consents/records';
import { isPaid, withMerchantCharge } from '../../consents/merchant-charges';
import type { Consent, NextTriggeredBy } from '../../consents/types';
import { declinedAtConfirm, paidAtConfirm } from '../../model/attempts';
import type { CardBrand } from '../../model/card-brand';
import type { Intent } from '../../model/intent-types';
import type { Caller } from '../../core/auth';
import { payWithCard } from './card';
import { asksForShopper, authenticationRequired, awaitsShopper, completeOnSession } from './authentication-required';
import { supportedMethod } from './common';
import type { ConfirmContext, ConfirmResult } from './handler';
import { bankOf, confirmWithSavedMethod, expired, isDebit, payWithSavedAccount, pendingAttempt, type SavedConfirmContext } from './saved';

const ID_FIELD = 'payment_consent_id';

export interface ConsentConfirmContext extends SavedConfirmContext {
  readonly caller: Caller;
}

const given = (value: unknown): boolean => value !== undefined && value !== null;

/** True when the confirm pays with a consent. */
export function namesConsent(body: Record<string, unknown>): boolean {
  return given(body.payment_consent_id);
}

function readInput(body: Record<string, unknown>): { readonly consentId: string; readonly triggeredBy: NextTriggeredBy } {
  for (const other of ['payment_method', 'payment_method_id'] as const) {
    if (given(body[other])) throw invalid(other, 'conflict', `Send payment_consent_id or ${other}, not both: the consent names its method.`);
  }
  const id = body.payment_consent_id;
  if (typeof id !== 'string') throw invalid(ID_FIELD, 'must_be_string');
  if (id.length === 0 || id.length > 64) throw invalid(ID_FIELD, 'invalid_length', 'payment_consent_id must have 1 to 64 characters.');
  const by = body.triggered_by ?? 'customer';
  if (by !== 'customer' && by !== 'merchant') throw invalid('triggered_by', 'invalid_value', "triggered_by must be 'customer' or 'merchant'.");
  return { consentId: id, triggeredBy: by };
}

function consentOf(ctx: ConsentConfirmContext, id: string): Consent {
  const consent = ctx.store.get<Consent>('consents', id);
  const customer = ctx.intent.customer_id;
  // Another customer's consent reads as an unknown one.
  if (!consent || (customer !== undefined && customer !== consent.customer_id)) {
    throw new ApiError('not_found', { field: ID_FIELD, consent_id: id }, "No payment consent with this id belongs to the intent's customer.");
  }
  return consent;
}

function methodOf(ctx: ConsentConfirmContext, consent: Consent): SavedMethod {
  const id = consent.payment_method?.id ?? null;
  const method = id === null ? undefined : ctx.store.get<SavedMethod>('payment_methods', id);
  if (!method || method.status !== 'ACTIVE') {
    throw new ApiError(
      'consent_disabled',
      { consent_id: consent.id, payment_method_id: id },
      "The consent's saved payment method is disabled: the consent can no longer be charged.",
    );
  }
  return method;
}

/** The saved card as the merchant's charge meets it: 3-D Secure exempted, the later-charge rule and the expiry applied. */
function merchantCard(ctx: ConsentConfirmContext, method: Extract<SavedMethod, { type: 'card' }>, paid: number): TestCard {
  const brand = method.card.brand as CardBrand;
  const saved = savedTestCard(ctx.store, method.id, brand);
  const description = 'A card charged on a consent';
  if (expired(method.card, ctx.now)) return { brand, outcome: 'decline', description, ...declineFor('54', brand) };
  if (saved.outcome === 'three_ds') return { brand, outcome: 'success', description };
  if (saved.outcome === 'success' && saved.later !== undefined && paid >= saved.later.pays) {
    return { brand, outcome: 'decline', description, ...declineFor(saved.later.then, brand) };
  }
  return withAmountTrigger(saved, ctx.intent.amount);
}

interface Charge {
  readonly result: ConfirmResult | Refusal;
  /** The consent as the charge leaves it, when it changes it beyond the count (a revoked mandate). */
  readonly consent?: Consent;
}

function chargeByMerchant(ctx: ConsentConfirmContext, consent: Consent, method: SavedMethod): Charge {
  const paid = consent.merchant_charges?.succeeded ?? 0;
  if (method.type === 'card') {
    const attempt = pendingAttempt(ctx.intent, { id: method.id, type: 'card', card: method.card }, ctx.now);
    if (asksForShopper(ctx, method) && !expired(method.card, ctx.now)) return { result: authenticationRequired(ctx, attempt, consent.id) };
    return { result: payWithCard(ctx, attempt, merchantCard(ctx, method, paid)) };
  }
  if (isDebit(method)) {
    const bank = bankOf(method);
    if (mandateRevoked(bank.account_last4, paid)) {
      const summary = { id: method.id, type: method.type, [method.type]: bank };
      supportedMethod({ ...ctx, paymentMethod: { type: method.type } });
      return { result: declinedAtConfirm(ctx.intent, summary, MANDATE_REVOKED, ctx.now), consent: disabledConsent(consent, 'mandate_revoked', ctx.now) };
    }
    return { result: payWithSavedAccount(ctx, method.type, bank, method.id) };
  }
  // A wallet's card is a network token the scheme lets the merchant charge again.
  const debit: ConfirmContext = { ...ctx, paymentMethod: { type: method.type } };
  supportedMethod(debit);
  const wallet = (method as unknown as Readonly<Record<string, WalletSummary>>)[method.type];
  const intent = paidAtConfirm(ctx.intent, { id: method.id, type: method.type, [method.type]: wallet }, ctx.now);
  return { result: { status: 200, body: intent, intent } };
}

function tagged(intent: Intent, consentId: string, triggeredBy: NextTriggeredBy): Intent {
  return { ...intent, payment_consent_id: consentId, triggered_by: triggeredBy };
}

/**
 * A decline of the merchant's own charge, worded for the merchant: the issuer's
 * sentence speaks to a shopper ("Please try a different card"), and no shopper is there.
 */
function forMerchant(body: unknown, intent: Intent): unknown {
  if (typeof body !== 'object' || body === null || (body as { code?: unknown }).code !== 'issuer_declined') return body;
  const attempt = intent.latest_payment_attempt;
  const reason = [attempt?.failure_code, attempt?.provider_original_response_code && `code ${attempt.provider_original_response_code}`]
    .filter(Boolean)
    .join(', ');
  return {
    ...body,
    message: `The issuer declined this merchant-initiated charge${reason === '' ? '' : ` (${reason})`}. No shopper was present to use another method: ask the customer to update the payment method on this consent, or charge again later.`,
  };
}

export function confirmWithConsent(ctx: ConsentConfirmContext): ConfirmResult | Refusal {
  const { consentId, triggeredBy } = readInput(ctx.body);
  if (triggeredBy === 'merchant' && ctx.caller !== 'merchant') {
    throw new ApiError('unauthorized', { field: 'triggered_by' }, "Only the merchant's server (x-api-key) may confirm with triggered_by: merchant.");
  }
  const consent = consentOf(ctx, consentId);
  // The shopper completing the merchant's charge the issuer refused without them: the merchant's terms were checked then.
  const recovering = triggeredBy === 'customer' && awaitsShopper(ctx.intent, consentId);
  assertChargeAllowed(consent, ctx.intent, recovering ? consent.next_triggered_by : triggeredBy, ctx.now);
  const method = methodOf(ctx, consent);
  const intent = tagged(ctx.intent.customer_id === undefined ? { ...ctx.intent, customer_id: consent.customer_id } : ctx.intent, consentId, triggeredBy);
  const on = { ...ctx, intent };
  const charge = recovering
    ? { result: completeOnSession(on, method) }
    : triggeredBy === 'customer'
      ? { result: confirmWithSavedMethod(on, method.id) }
      : chargeByMerchant(on, consent, method);
  const { result } = charge;
  if (!('intent' in result)) return result;
  const settled = tagged(result.intent, consentId, triggeredBy);
  const body = result.body === result.intent ? settled : triggeredBy === 'merchant' ? forMerchant(result.body, settled) : result.body;
  // The merchant's charge counts once paid; so does the refused one the shopper completes (when its 3-D Secure ends, from-payment.ts).
  const after = (triggeredBy === 'merchant' || recovering) && isPaid(settled) ? withMerchantCharge(consent, ctx.now) : charge.consent;
  const records = [...(result.records ?? []), ...(after ? [{ collection: 'consents' as const, record: after }] : [])];
  return { ...result, body, intent: settled, records };
}
