/**
 * The provider side of recurring mode: create, read and verify a consent with the
 * customer's client secret, and what a failure means to the merchant and the shopper.
 * Nothing here is needed before an element's first paint (vite.config.ts groups it
 * with the confirm).
 */
import { porticoError, type ChallengeEndReason, type ConsentSummary, type CreateConsentParams, type PaymentError } from '../../protocol';
import { finishChallenge } from './confirm-payment';
import { readShopperAction, type ShopperAction } from '../platform/api/shopper-action';
import { CHALLENGE_STAGE, readRedirectForm } from '../platform/api/redirect-form';
import type { ApiClient } from '../platform/api/client';
import { isFetchError } from '../platform/api/fetch-error';
import { describePaymentError } from '../platform/api/payment-error';
import {
  consentSummaryOf,
  createPaymentConsent,
  retrievePaymentConsent,
  verifyPaymentConsent,
  type ConsentVerifyBody,
  type PaymentConsent,
} from '../platform/api/payment-consents';
import type { DirectDebitInput, PaymentMethodInput } from '../platform/api/payment-intents';
import { toConsentPaymentMethod } from '../platform/api/direct-debit-consent-shape';
import { isDirectDebitScheme } from './consent/direct-debit-schemes';
import { paymentErrorOf } from './payment-error-of';

export type ConsentOutcome =
  | {
      readonly ok: true;
      readonly consent: PaymentConsent;
      /** What the merchant's page hears of it. */
      readonly summary: ConsentSummary;
      /** A bank's page to link the account on (Plaid, TrueLayer), http(s) only; `null` otherwise. */
      readonly redirect: Extract<ShopperAction, { type: 'redirect' }> | null;
      /** The issuer's 3-D Secure challenge for the card being saved: the verification intent the SDK shows it for; `null` otherwise. */
      readonly challenge: { readonly intentId: string } | null;
    }
  | { readonly ok: false; readonly error: PaymentError };

function settled(consent: PaymentConsent): ConsentOutcome {
  const next = readShopperAction(consent.next_action);
  return { ok: true, consent, summary: consentSummaryOf(consent), redirect: next?.type === 'redirect' ? next : null, challenge: challengeOf(consent) };
}

/** Saving a card whose issuer asks for a challenge (docs/test-cards.md#authentication-on-saved-cards): its verification intent waits at it. */
function challengeOf(consent: PaymentConsent): { readonly intentId: string } | null {
  const intentId = consent.payment_intent_id;
  if (consent.status !== 'PENDING_VERIFICATION' || typeof intentId !== 'string' || !intentId) return null;
  return readRedirectForm(consent.next_action)?.stage === CHALLENGE_STAGE ? { intentId } : null;
}

/** A method the customer saved earlier, chosen in place of typing one (runtime/features/dropin/saved/). */
interface SavedMethodRef {
  readonly type: 'saved';
  readonly id: string;
}

const isSaved = (method: { readonly type: string }): method is SavedMethodRef => method.type === 'saved';

/** What verify takes for the method a body built: a saved one by id, a direct debit in verify's own shape, any other as confirm's. */
function consentBodyOf(method: PaymentMethodInput | SavedMethodRef): ConsentVerifyBody {
  if (isSaved(method)) return { payment_method_id: method.id };
  return { payment_method: isDirectDebit(method) ? toConsentPaymentMethod(method) : method };
}

const isDirectDebit = (method: PaymentMethodInput): method is DirectDebitInput => isDirectDebitScheme(method.type);

function failureOf(caught: unknown, consentId: string | null, brand: string | undefined, translate: (key: string) => string): PaymentError {
  // A consent already verified or disabled (here, or in another tab): the merchant's to make a new one.
  if (isFetchError(caught) && caught.status === 409 && consentId) return porticoError('consent_not_pending', { consent_id: consentId });
  return paymentErrorOf(describePaymentError(caught, brand), brand, translate);
}

export async function createConsent(
  client: ApiClient,
  customerId: string,
  params: CreateConsentParams,
  translate: (key: string) => string,
): Promise<ConsentOutcome> {
  try {
    return settled(await createPaymentConsent(client, customerId, params));
  } catch (caught) {
    return { ok: false, error: failureOf(caught, null, undefined, translate) };
  }
}

export async function readConsent(client: ApiClient, consentId: string): Promise<PaymentConsent | null> {
  try {
    return await retrievePaymentConsent(client, consentId);
  } catch {
    return null;
  }
}

export interface ConsentChallengeEnd {
  readonly client: ApiClient;
  readonly consentId: string;
  /** The consent's verification intent, whose challenge the SDK showed. */
  readonly intentId: string;
  readonly brand: string | undefined;
  readonly reason: ChallengeEndReason | undefined;
  readonly translate: (key: string) => string;
}

export type ConsentChallengeOutcome =
  | { readonly ok: true; readonly consent: PaymentConsent; readonly summary: ConsentSummary }
  | { readonly ok: false; readonly error: PaymentError; readonly cancelled?: boolean };

/**
 * After the SDK says a challenge at save is over: the verification intent says how it
 * went, as a payment's does (confirm-payment.ts); authorised, the card is saved on the
 * consent in the same write, so the consent read back is VERIFIED, anything else the
 * provider's fault.
 */
export async function finishConsentChallenge({ client, consentId, intentId, brand, reason, translate }: ConsentChallengeEnd): Promise<ConsentChallengeOutcome> {
  const outcome = await finishChallenge({ client, intentId, reason, brand, translate });
  if (!outcome.ok) return outcome;
  const consent = await readConsent(client, consentId);
  if (consent?.status === 'VERIFIED') return { ok: true, consent, summary: consentSummaryOf(consent) };
  const details = { consent_id: consentId, status: consent?.status ?? 'unknown' };
  return { ok: false, error: porticoError('default_backend_error', details, translate('payment.error.default_backend_error')) };
}

export interface ConsentVerifyRequest {
  readonly client: ApiClient;
  readonly consentId: string;
  readonly paymentMethod: PaymentMethodInput | SavedMethodRef;
  readonly brand: string | undefined;
  readonly translate: (key: string) => string;
}

export async function verifyConsent({ client, consentId, paymentMethod, brand, translate }: ConsentVerifyRequest): Promise<ConsentOutcome> {
  try {
    return settled(await verifyPaymentConsent(client, consentId, consentBodyOf(paymentMethod)));
  } catch (caught) {
    return { ok: false, error: failureOf(caught, consentId, brand, translate) };
  }
}
