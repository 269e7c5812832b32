/**
 * The provider side of an element's confirm: the confirm with its idempotent
 * retries, the "did the lost confirm charge?" re-read, and the mapping of failures
 * to payment errors. In the confirm chunk (vite.config.ts): nothing here is needed
 * before an element's first paint, so it loads while the shopper types (see use-confirm-intent).
 */
import {
  CANCELLED_STATUS,
  DEFAULT_ERROR_CODE,
  isSuccessStatus,
  porticoError,
  type ChallengeEndReason,
  type PaymentError,
  type PayAndSave,
} from '../../protocol';
import type { ApiClient } from '../platform/api/client';
import { DEFAULT_ISSUER_KEY, describePaymentError, issuerKeyFor, issuerMessageKey, type PaymentErrorDescription } from '../platform/api/payment-error';
import { awaitsChallenge, challengeVerdict, runDeviceDataStep } from './three-ds/authenticate';
import { readShopperAction, type ShopperAction } from '../platform/api/shopper-action';
import { captchaConfirmFields } from '../platform/captcha/confirm-fields';
import { claimFingerprintSession, fingerprintSessionId } from '../platform/fingerprint/session';
import { importWithRetry } from '../platform/lib/import-with-retry';
import { recordMetric } from '../platform/telemetry/measure';
import { paidDespite } from './lost-answer';
import { fitToForm, paymentErrorOf } from './payment-error-of';
import {
  collectDeviceInfo,
  confirmPaymentIntent,
  paymentMethodFields,
  retrievePaymentIntent,
  type ConfirmQuoteFields,
  type PaymentIntent,
  type PaymentMethodInput,
} from '../platform/api/payment-intents';

export interface ConfirmRequest {
  readonly client: ApiClient;
  readonly intentId: string;
  readonly paymentMethod: PaymentMethodInput;
  /** A redirect method's way back: the checkout's result page, as the method's body built it. */
  readonly returnUrl?: string;
  /** Save the card for the intent's customer once paid (a shopper's "save this card"). */
  readonly save?: true;
  /** The card brand, for issuer codes whose meaning depends on it (spec §8). */
  readonly brand: string | undefined;
  /** The currency quote the shopper chose (ConfirmActivity.fields), sent as is. */
  readonly quote?: ConfirmQuoteFields;
  /** The merchant's device fingerprint session (`sessionId` of the frame's address, spec §2), when given. */
  readonly fingerprintSession?: string | null;
  /** Pay and save (the element's `payment_consent`): a card paid now is saved on a new consent. */
  readonly consent?: PayAndSave;
  readonly translate: (key: string) => string;
}

export type ConfirmOutcome = { readonly ok: true; readonly intent: PaymentIntent } | { readonly ok: false; readonly error: PaymentError };

/** A confirm's outcome, with what the answered intent asks next: the bank's challenge, or a step the shopper takes elsewhere. */
export type PaymentOutcome = ConfirmOutcome & { readonly challenge?: boolean; readonly action?: ShopperAction | null };

/**
 * Confirms, and runs the 3DS device-data step when the bank wants one. The intent
 * answered is settled, or waits for the shopper's challenge (`awaitsChallenge`).
 * Timed: spec §9's confirm latency, from the request to the outcome (retries and the re-read included).
 */
export async function confirmPayment(request: ConfirmRequest): Promise<PaymentOutcome> {
  const started = performance.now();
  const outcome = await confirmIntent(request);
  recordMetric('confirmLatency', performance.now() - started, outcome.ok ? { status: outcome.intent.status } : { code: outcome.error.code });
  return outcome.ok ? { ...outcome, challenge: awaitsChallenge(outcome.intent), action: readShopperAction(outcome.intent.next_action) } : outcome;
}

async function confirmIntent({
  client,
  intentId,
  paymentMethod,
  returnUrl,
  save,
  brand,
  quote,
  fingerprintSession,
  consent,
  translate,
}: ConfirmRequest): Promise<ConfirmOutcome> {
  try {
    const body = {
      ...paymentMethodFields(paymentMethod, save),
      // Only a card typed now is saved by paying (a saved one is saved already).
      ...(consent && paymentMethod.type === 'card' ? { payment_consent: consent } : {}),
      ...quote,
      ...(returnUrl ? { return_url: returnUrl } : {}),
      device_data: collectDeviceInfo(window, undefined, fingerprintSessionForConfirm(client.claims?.account_id, fingerprintSession ?? null)),
      // The captcha the client secret asks for (spec §3 captcha_policy), if any: once per confirm, kept across its retries.
      ...(await captchaConfirmFields(client.claims?.captcha_policy)),
    };
    const confirmed = await confirmPaymentIntent(client, intentId, body).catch(
      async (caught: unknown) => (await paidDespite(client, intentId, caught)) ?? Promise.reject(caught),
    );
    return { ok: true, intent: await runDeviceDataStep(client, confirmed) };
  } catch (caught) {
    const described = fitToForm(describePaymentError(caught, brand), brand, { pin: asksForPin(paymentMethod) });
    // An expired secret names its intent, as at the element's first check: the one the merchant gets a fresh secret for.
    const named = described.code === 'client_secret_expired' ? { ...described, details: { ...described.details, intent_id: intentId } } : described;
    return { ok: false, error: paymentErrorOf(named, brand, translate) };
  }
}

/** Whether the form that paid asked for PIN digits (the Korean card fields do). */
function asksForPin(method: PaymentMethodInput): boolean {
  return method.type === 'card' && 'kr_card' in method.card;
}

/**
 * The fingerprint session the confirm names. The script is asked for once the frame is idle
 * after its first paint (platform/fingerprint/schedule.ts); a shopper who pays before then (a
 * fast one, or a busy device, where idle comes up to 2 s late) gets the session made now and
 * the script asked for beside the confirm, so the provider's risk check still gets the device.
 * The confirm waits for neither.
 */
function fingerprintSessionForConfirm(merchantId: string | undefined, merchantSession: string | null): string {
  const asked = fingerprintSessionId();
  if (asked !== null) return asked;
  const made = claimFingerprintSession(merchantSession);
  importWithRetry(() => import('../platform/fingerprint/load-fingerprint'))
    .then(({ loadDeviceFingerprint }) => loadDeviceFingerprint(merchantId, merchantSession))
    .catch(() => undefined);
  return made;
}

export interface ChallengeEndRequest {
  readonly client: ApiClient;
  readonly intentId: string;
  readonly reason: ChallengeEndReason | undefined;
  readonly brand: string | undefined;
  readonly translate: (key: string) => string;
}

export type ChallengeOutcome = ConfirmOutcome & { readonly cancelled?: boolean };

/** After the SDK says the challenge is over: the provider's intent decides success, decline, failure or cancel. */
export async function finishChallenge({ client, intentId, reason, brand, translate }: ChallengeEndRequest): Promise<ChallengeOutcome> {
  let intent: PaymentIntent;
  try {
    intent = await retrievePaymentIntent(client, intentId);
  } catch (caught) {
    return { ok: false, error: paymentErrorOf(describePaymentError(caught, brand), brand, translate) };
  }
  const verdict = challengeVerdict(intent, reason);
  if (verdict.kind === 'settled') return { ok: true, intent };
  if (verdict.kind === 'declined') {
    const key = issuerKeyFor(verdict.originalCode, brand) ?? DEFAULT_ISSUER_KEY;
    const described: PaymentErrorDescription = {
      code: DEFAULT_ISSUER_KEY,
      messageKey: issuerMessageKey(key),
      details: { intent_id: intentId },
      original_code: verdict.originalCode,
    };
    return { ok: false, error: paymentErrorOf(described, brand, translate) };
  }
  const error = porticoError(verdict.code, { intent_id: intentId, ...(reason ? { reason } : {}) }, translate(`payment.error.${verdict.code}`));
  return { ok: false, error, cancelled: verdict.cancelled };
}

export interface WaitingCheck {
  readonly client: ApiClient;
  readonly intentId: string;
  /** The attempt the shopper is completing elsewhere (a QR code, instructions). */
  readonly attemptId: string | null;
  readonly translate: (key: string) => string;
}

export type WaitingOutcome =
  | { readonly kind: 'pending' }
  | { readonly kind: 'settled'; readonly intent: PaymentIntent }
  | { readonly kind: 'failed'; readonly error: PaymentError; readonly cancelled: boolean };

/** What the provider's `failure_code` of a method completed elsewhere means to the shopper (docs/sandbox/methods.md). */
const FAILURE_ERRORS: Readonly<Record<string, 'payment_rejected' | 'insufficient_funds'>> = {
  shopper_rejected: 'payment_rejected',
  insufficient_funds: 'insufficient_funds',
};

/**
 * One look at an intent the shopper pays elsewhere: still waiting, settled, or
 * failed. A failed look (network, 5xx) counts as still waiting: polling goes on.
 */
export async function checkWaitingIntent({ client, intentId, attemptId, translate }: WaitingCheck): Promise<WaitingOutcome> {
  let intent: PaymentIntent;
  try {
    intent = await retrievePaymentIntent(client, intentId);
  } catch {
    return { kind: 'pending' };
  }
  if (isSuccessStatus(intent.status)) return { kind: 'settled', intent };
  const attempt = intent.latest_payment_attempt;
  const details = { intent_id: intentId };
  if (intent.status === CANCELLED_STATUS) {
    return {
      kind: 'failed',
      cancelled: true,
      error: porticoError('payment_rejected', { ...details, status: intent.status }, translate('payment.error.payment_rejected')),
    };
  }
  // Still this attempt's wait (or a newer one's, from another tab: the page there settles it).
  if (intent.status === 'REQUIRES_CUSTOMER_ACTION') return { kind: 'pending' };
  if (attempt && attempt.id !== attemptId && attempt.status !== 'FAILED') return { kind: 'pending' };
  const failure = typeof attempt?.failure_code === 'string' ? attempt.failure_code : '';
  if (failure === 'shopper_cancelled') {
    return {
      kind: 'failed',
      cancelled: true,
      error: porticoError('payment_rejected', { ...details, failure_code: failure }, translate('payment.error.payment_rejected')),
    };
  }
  const mapped = FAILURE_ERRORS[failure];
  const error: PaymentError =
    mapped === 'insufficient_funds'
      ? paymentErrorOf(
          { code: DEFAULT_ISSUER_KEY, messageKey: issuerMessageKey('insufficient_funds'), details: { ...details, failure_code: failure } },
          undefined,
          translate,
        )
      : porticoError(
          mapped ?? DEFAULT_ERROR_CODE,
          { ...details, ...(failure ? { failure_code: failure } : {}) },
          translate(`payment.error.${mapped ?? DEFAULT_ERROR_CODE}`),
        );
  return { kind: 'failed', cancelled: false, error };
}
