import { useEffect, useState } from 'react';
import { CANCELLED_STATUS, originNotRegistered, porticoError, type IntentSummary } from '../../protocol';
import type { ClientSecretVerdict } from './client-secret-check';
import type { Emit } from './context';

/** What the frame shows instead of its fields, a `frame.*` key of the shopper's language. */
type FrameNotice = 'options_invalid' | 'secret_expired' | 'intent_paid' | 'intent_cancelled';

/** The check's answer once it is not "pay here": what the shopper reads, and the intent when it was paid. */
interface SecretOutcome {
  readonly notice: FrameNotice;
  /** A paid intent: what the merchant already heard in `success`, for a later `confirm()` to answer. */
  readonly paid: IntentSummary | null;
}

type Refusal = Exclude<ClientSecretVerdict, { readonly ok: true }>;

/** Tells the merchant what the verdict means (once: the effect runs once per secret) and says what the shopper is to read. */
function report(verdict: Refusal, intentId: string | null, emit: Emit, translate: (key: string) => string): SecretOutcome {
  switch (verdict.reason) {
    case 'settled':
      // The intent was paid or cancelled before this frame opened: as a confirm that met it would say.
      if (verdict.intent.status === CANCELLED_STATUS) {
        emit('onCancel', {});
        return { notice: 'intent_cancelled', paid: null };
      }
      emit('onSuccess', { intent: verdict.intent });
      return { notice: 'intent_paid', paid: verdict.intent };
    case 'expired':
      emit('onError', porticoError('client_secret_expired', { intent_id: intentId }, translate('frame.secret_expired')));
      return { notice: 'secret_expired', paid: null };
    case 'origin_not_registered':
      emit('onError', originNotRegistered(verdict.origin, verdict.account_id));
      return { notice: 'options_invalid', paid: null };
    default:
      emit('onError', porticoError('invalid_client_secret', { reason: verdict.reason, intent_id: intentId }, translate('frame.options_invalid')));
      return { notice: 'options_invalid', paid: null };
  }
}

/**
 * Once the element is up, runs `check` (lazySecretCheck: client-secret-check.ts). When
 * the provider will not take the secret, or not on this page, tells the merchant
 * (`invalid_client_secret`, `origin_not_registered`, `client_secret_expired`); when the
 * intent is already paid or cancelled, says so as a confirm would (`success`, `cancel`).
 * Answers what the frame shows instead of fields the shopper would fill in vain, or
 * null while the form is the right thing to show. `check` is null where nothing is to
 * check (no secret).
 */
export function useClientSecretCheck(
  check: (() => Promise<ClientSecretVerdict>) | null,
  intentId: string | null,
  emit: Emit,
  translate: (key: string) => string,
): SecretOutcome | null {
  const [outcome, setOutcome] = useState<SecretOutcome | null>(null);
  useEffect(() => {
    // A new intent's secret (update()) is judged afresh.
    setOutcome(null);
    if (!check) return;
    let live = true;
    check()
      .then((verdict) => {
        if (!live || verdict.ok) return;
        setOutcome(report(verdict, intentId, emit, translate));
      })
      // The chunk did not load: the confirm will meet the same and say so.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [check, intentId, emit, translate]);
  return outcome;
}
