/**
 * What a result page tells the shopper, from the intent as the provider has it
 * (never from a `status` in the address): paid (spec §4's success statuses), failed
 * (cancelled, or back to "requires payment method" after a failed or no attempt),
 * or still pending (waiting for the store, ATM, bank or app).
 */
import { CANCELLED_STATUS, isSuccessStatus, type IntentStatus } from '../../protocol';
import type { PaymentIntent } from '../platform/api/payment-intents';

export type PaymentResult = 'paid' | 'pending' | 'failed';

export function resultOf(intent: PaymentIntent): PaymentResult {
  if (isSuccessStatus(intent.status)) return 'paid';
  if (intent.status === CANCELLED_STATUS || intent.status === 'REQUIRES_PAYMENT_METHOD') return 'failed';
  return 'pending';
}

/**
 * Spec §3: `pre_auth` (or `capture_method: 'manual'`) means no automatic capture. Such an intent
 * counts as a success (spec §4) once authorised, yet the money is only held: the page says
 * "authorised", not "received".
 */
export function isAuthorisedOnly(status: IntentStatus): boolean {
  return status === 'REQUIRES_CAPTURE' || status === 'AUTHORIZED';
}

/** The shop's return address and the host name to show, when it is http(s); else `null`. */
export function returnLink(url: string | null): { readonly href: string; readonly host: string } | null {
  if (url === null) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? { href: parsed.href, host: parsed.hostname } : null;
  } catch {
    return null;
  }
}
