import { useCallback } from 'react';
import { porticoError, type ChallengeRequest, type ConsentSummary, type PaymentError, type ThreeDsCallParams } from '../../protocol';
import type { PaymentConsent } from '../platform/api/payment-consents';
import type { ShopperAction } from '../platform/api/shopper-action';
import { logEvent } from '../platform/telemetry';
import { useElementFrame, useParentCall, usePaymentRequest, type ElementFrameValue } from '../host/context';
import { lazyModule, loadConsentVerification } from './load-confirm-payment';
import { useConsentChallenge } from './use-consent-challenge';
import { useSessionState, useSessionStore } from './session-store';
import { useConsentCreation, useConsentCreationHosted } from './use-consent-creation';
import type { PaymentStatus, ReadyDraft } from './confirm-types';

const loadLinkedConsent = lazyModule(() => import('./bank-link/linked-consent'));

/** What the consent flow needs of the payment hook it lives in (use-confirm-intent.ts): its state and its one way to fail. */
export interface ConsentHost {
  readonly translate: (key: string) => string;
  readonly setStatus: (status: PaymentStatus) => void;
  readonly setAction: (action: ShopperAction | null) => void;
  readonly setError: (error: PaymentError | null) => void;
  /** Shows and reports a failure (`onCancel` instead when the shopper cancelled), then throws it. */
  readonly fail: (error: PaymentError, cancelled?: boolean) => never;
  /** Runs `task` as the element's one call in progress (`busy` otherwise). */
  readonly exclusive: <T>(task: () => Promise<T>) => Promise<T>;
  /** The shopper's method, as the parent's confirm would pay with it; throws `validation_error` (already shown) when incomplete. */
  readonly draft: () => Promise<ReadyDraft>;
}

export interface ConsentFlow {
  /** Spec §4: recurring once a consent is created (or the element was made for one), payment once a confirm is received. */
  readonly recurring: () => boolean;
  readonly setPaymentMode: () => void;
  /** The consent whose terms the shopper agrees to, once created or read. */
  readonly consent: PaymentConsent | null;
  /**
   * Saves `draft`'s method on the consent: `VERIFIED`, or waiting for micro-deposits or the bank's page,
   * or for the issuer's 3-D Secure challenge, which the SDK shows (then `endChallenge`).
   */
  readonly verify: (draft: ReadyDraft, consentId?: string) => Promise<ConsentSummary | ChallengeRequest>;
  /** A card's 3-D Secure challenge at save is open: the SDK's next `on3ds*` code is for `endChallenge`. */
  readonly challengeOpen: () => boolean;
  readonly endChallenge: (params: ThreeDsCallParams) => Promise<ConsentSummary>;
}

/** The API client recurring mode saves with: it needs the client secret and the merchant's `customer_id`. */
function recurringApi(api: ElementFrameValue['api'], customerId: string | null) {
  if (!api || !customerId) throw porticoError('recurring_mode_required', { customer_id: customerId });
  return api;
}

/**
 * Recurring mode (spec §3, §4) in an element that pays: the parent's `createPaymentConsent`
 * and `verifyConsent`, with the customer's client secret. A body never needs to know the
 * mode: its `pay(draft)` verifies the consent here instead of confirming an intent.
 */
export function useConsent(host: ConsentHost): ConsentFlow {
  const { api, options, emit } = useElementFrame();
  const store = useSessionStore();
  const { consent } = useSessionState();
  const customerId = options.customer_id ?? null;
  // The consent the merchant named, for a frame asked to save (the payment request's mode, not the session's).
  const givenConsentId = usePaymentRequest().mode === 'recurring' ? options.consent_id : undefined;
  const { translate, setStatus, setAction, setError, fail, exclusive, draft } = host;

  const remember = useCallback((next: PaymentConsent) => store.set({ consent: next }), [store]);
  // A card element creates its own consent; in the drop-in, the drop-in does (its bodies come and go).
  useConsentCreation(!useConsentCreationHosted());

  const challenge = useConsentChallenge({ api: customerId ? api : null, translate, setStatus, fail, exclusive, remember, emit });

  const verify = useCallback(
    async (ready: ReadyDraft, consentId?: string): Promise<ConsentSummary | ChallengeRequest> => {
      const client = recurringApi(api, customerId);
      const id = consentId ?? store.get().consent?.id ?? givenConsentId;
      if (!id) return fail(porticoError('consent_missing'));
      setStatus('processing');
      setError(null);
      setAction(null);
      let outcome: Awaited<ReturnType<typeof import('./consent-verification').verifyConsent>>;
      try {
        const [{ verifyConsent }, api_] = await Promise.all([loadConsentVerification(), client()]);
        outcome = await verifyConsent({ client: api_, consentId: id, paymentMethod: ready.paymentMethod, brand: ready.brand, translate });
      } catch {
        outcome = {
          ok: false,
          error: porticoError('default_backend_error', { reason: 'chunk_load_failed' }, translate('payment.error.default_backend_error')),
        };
      }
      if (!outcome.ok) {
        logEvent('onConsentVerifyError', 'error', { code: outcome.error.code, original_code: outcome.error.original_code });
        return fail(outcome.error);
      }
      const { consent: verified, summary, redirect, challenge: atSave } = outcome;
      remember(verified);
      if (verified.status === 'VERIFIED') {
        setStatus('succeeded');
        emit('onConsent', { consent: summary });
        return summary;
      }
      // The issuer wants the shopper at save: the SDK shows the challenge of the verification intent, then ends it here.
      if (atSave) return challenge.open({ consentId: id, intentId: atSave.intentId, brand: ready.brand });
      if (verified.status !== 'PENDING_VERIFICATION') return fail(porticoError('consent_not_pending', { consent_id: id, status: verified.status }));
      const micro = summary.next_action;
      if (micro) {
        setAction({ type: 'verify_micro_deposits', consentId: id, currency: micro.currency, attemptsRemaining: micro.attempts_remaining });
        setStatus('waiting');
        emit('onConsent', { consent: summary });
        return summary;
      }
      // A bank's page where the shopper links the account (Plaid, TrueLayer): followed as a payment's is.
      if (!redirect)
        return fail(
          porticoError(
            'unsafe_next_action',
            { consent_id: id, type: String(verified.next_action?.type ?? 'none') },
            translate('payment.error.unsafe_next_action'),
          ),
        );
      setAction(redirect);
      setStatus('waiting');
      emit('onConsent', { consent: summary });
      // A bank-link popup the shopper's click opened (runtime/payment/bank-link/) takes the page; else the whole page goes.
      const settleLinked = () =>
        loadLinkedConsent().then(({ settleLinkedConsent }) => settleLinkedConsent({ client, consentId: id, remember, setAction, setStatus, emit }));
      if (!ready.linkPopup?.follow(redirect.url, settleLinked)) emit('onRedirect', { url: redirect.url });
      return summary;
    },
    [api, customerId, givenConsentId, translate, setStatus, setAction, setError, fail, remember, emit, store, challenge],
  );

  useParentCall('verifyConsent', (params) => {
    recurringApi(api, customerId);
    return exclusive(async () => verify(await draft(), params.consent_id));
  });

  return {
    recurring: () => store.get().mode === 'recurring',
    setPaymentMode: () => store.set({ mode: 'payment' }),
    consent,
    verify,
    challengeOpen: challenge.isOpen,
    endChallenge: challenge.end,
  };
}
