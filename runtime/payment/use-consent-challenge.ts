import { useCallback, useRef } from 'react';
import { porticoError, type ChallengeRequest, type ConsentSummary, type PaymentError, type ThreeDsCallParams } from '../../protocol';
import type { ApiClient } from '../platform/api/client';
import type { PaymentConsent } from '../platform/api/payment-consents';
import type { ConsentChallengeOutcome } from './consent-verification';
import type { Emit } from '../host/context';
import { logEvent } from '../platform/telemetry';
import { loadConsentVerification } from './load-confirm-payment';
import type { PaymentStatus } from './confirm-types';

/** Spec §8's default message key, for what the element cannot complete. */
const DEFAULT_MESSAGE_KEY = 'payment.error.default_backend_error';

/** The challenge the SDK shows while a card is saved: the consent, its verification intent, the card's brand for the issuer's codes. */
interface OpenChallenge {
  readonly consentId: string;
  readonly intentId: string;
  readonly brand: string | undefined;
}

export interface ConsentChallengeHost {
  /** The customer's client secret's API client; `null` outside recurring mode. */
  readonly api: (() => Promise<ApiClient>) | null;
  readonly translate: (key: string) => string;
  readonly setStatus: (status: PaymentStatus) => void;
  readonly fail: (error: PaymentError, cancelled?: boolean) => never;
  readonly exclusive: <T>(task: () => Promise<T>) => Promise<T>;
  readonly remember: (consent: PaymentConsent) => void;
  readonly emit: Emit;
}

export interface ConsentChallenge {
  /** Asks the SDK to show the challenge (a `ChallengeRequest` for the verification intent), and waits for its end. */
  readonly open: (challenge: OpenChallenge) => ChallengeRequest;
  readonly isOpen: () => boolean;
  /** The SDK's `on3ds*` code: what the provider says of the verification decides, never the page's word. */
  readonly end: (params: ThreeDsCallParams) => Promise<ConsentSummary>;
}

/**
 * 3-D Secure at save (docs/test-cards.md#authentication-on-saved-cards): a card whose
 * issuer asks for a challenge leaves the consent waiting, with a zero-amount
 * verification intent at the challenge. The SDK shows it as a payment's, with the
 * customer's client secret (which reads its own consent's verification intent); then
 * the verification intent says how it ended, as for a payment (confirm-payment.ts
 * finishChallenge), and the consent is read back: `VERIFIED` with the saved card, or
 * the failure shown, the consent waiting for another try.
 */
export function useConsentChallenge(host: ConsentChallengeHost): ConsentChallenge {
  const { api, translate, setStatus, fail, exclusive, remember, emit } = host;
  const pending = useRef<OpenChallenge | null>(null);

  const open = useCallback(
    (challenge: OpenChallenge): ChallengeRequest => {
      pending.current = challenge;
      setStatus('verifying');
      return { challenge: { intent_id: challenge.intentId } };
    },
    [setStatus],
  );

  const end = useCallback(
    ({ reason }: ThreeDsCallParams): Promise<ConsentSummary> => {
      const challenge = pending.current;
      if (!challenge || !api) throw porticoError('code_not_supported', { reason: 'no_challenge' });
      return exclusive(async () => {
        pending.current = null;
        setStatus('processing');
        let outcome: ConsentChallengeOutcome;
        try {
          const [{ finishConsentChallenge }, client] = await Promise.all([loadConsentVerification(), api()]);
          outcome = await finishConsentChallenge({ client, ...challenge, reason, translate });
        } catch {
          outcome = { ok: false, error: porticoError('default_backend_error', { reason: 'chunk_load_failed' }, translate(DEFAULT_MESSAGE_KEY)) };
        }
        if (!outcome.ok) {
          logEvent('onConsentVerifyError', 'error', { code: outcome.error.code, original_code: outcome.error.original_code });
          return fail(outcome.error, outcome.cancelled);
        }
        remember(outcome.consent);
        setStatus('succeeded');
        emit('onConsent', { consent: outcome.summary });
        return outcome.summary;
      });
    },
    [api, translate, setStatus, fail, exclusive, remember, emit],
  );

  return { open, isOpen: () => pending.current !== null, end };
}
