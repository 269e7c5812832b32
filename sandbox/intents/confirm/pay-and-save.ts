/**
 * Pay and save in one step: a card confirm with `payment_consent: { next_triggered_by,
 * merchant_trigger_reason? }` pays as any card confirm and, once the payment is
 * authorised, saves the card for the intent's customer on a new VERIFIED consent
 * whose id the intent names (`payment_consent_id`). The consent is stored
 * PENDING_VERIFICATION with the confirm (consents/from-payment.ts), so a payment
 * that waits for 3-D Secure verifies it when the challenge ends.
 */
import { invalid } from '../../core/errors';
import { isObject } from '../../core/body';
import type { Refusal } from '../../core/idempotency';
import { consentToSave, verifiedByPayment } from '../../consents/from-payment';
import { parseTrigger, type ConsentTrigger } from '../../consents/validation';
import type { SavedMethod } from '../../customers/types';
import { confirmWithCard } from './card';
import type { ConfirmContext, ConfirmResult } from './handler';

const FIELD = 'payment_consent';
const KNOWN: ReadonlySet<string> = new Set(['next_triggered_by', 'merchant_trigger_reason']);

const given = (value: unknown): boolean => value !== undefined && value !== null;

/** The confirm's `payment_consent`, or `null` when it has none. */
export function readPayAndSave(body: Record<string, unknown>): ConsentTrigger | null {
  const value = body[FIELD];
  if (!given(value)) return null;
  if (!isObject(value)) throw invalid(FIELD, 'must_be_object');
  for (const key of Object.keys(value)) {
    if (!KNOWN.has(key))
      throw invalid(`${FIELD}.${key}`, 'unknown_field', `${FIELD} takes ${[...KNOWN].join(' and ')}; ${key} would be ignored, so it is refused.`);
  }
  if (given(body.payment_consent_id)) {
    throw invalid(FIELD, 'conflict', 'Send payment_consent (save the card paid now) or payment_consent_id (pay with a saved consent), not both.');
  }
  if (given(body.payment_method_id)) {
    throw invalid(
      FIELD,
      'unsupported',
      'payment_consent saves a card typed now (payment_method): a saved method is verified on a consent with POST /payment_consents/{id}/verify.',
    );
  }
  return parseTrigger(value, `${FIELD}.`, 'optional');
}

export interface PayAndSaveContext extends Omit<ConfirmContext, 'paymentMethod'> {
  /** A customer client secret for the new consent (the sandbox's signing key is the route's). */
  readonly consentSecret: (customerId: string) => string;
}

export function confirmAndSave(ctx: PayAndSaveContext, trigger: ConsentTrigger): ConfirmResult | Refusal {
  const { intent, body, store, now } = ctx;
  const customerId = intent.customer_id;
  if (!customerId) {
    throw invalid(FIELD, 'customer_required', "payment_consent saves the card for the intent's customer: create the intent with a customer_id.");
  }
  const pm = body.payment_method;
  if (!isObject(pm) || pm.type !== 'card') {
    throw invalid(FIELD, 'unsupported_method', 'payment_consent saves a card: confirm with payment_method.type card.');
  }
  const save = { intentId: intent.id, customerId, requestId: String(body.request_id), trigger, clientSecret: () => ctx.consentSecret(customerId) };
  const consent = consentToSave(store, intent, save, now);
  const tagged = { ...intent, payment_consent_id: consent.id };
  const result = confirmWithCard({ ...ctx, intent: tagged, body: { ...body, save_payment_method: true }, paymentMethod: { ...pm, type: 'card' } });
  if (!('intent' in result)) return result;
  const saved = result.records?.find((write) => write.collection === 'payment_methods')?.record as SavedMethod | undefined;
  const after = verifiedByPayment(consent, saved, now) ?? consent;
  return { ...result, records: [...(result.records ?? []), { collection: 'consents', record: after }] };
}
