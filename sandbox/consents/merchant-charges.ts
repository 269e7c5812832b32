/**
 * The merchant's charges paid on a consent (`merchant_charges`): what its schedule
 * (charge-terms.ts) and the later-charge test cards (later-charges.ts) count. A charge
 * the issuer refused without the shopper (`authentication_required`) and the shopper
 * then paid on-session is the merchant's charge completed, so it counts as that charge
 * would have: once, when it is paid (at confirm, or when its 3-D Secure ends).
 */
import type { SandboxStore } from '../core/store';
import type { Intent } from '../model/intent-types';
import type { Consent } from './types';

const PAID: ReadonlySet<Intent['status']> = new Set(['SUCCEEDED', 'REQUIRES_CAPTURE']);

export const isPaid = (intent: Intent): boolean => PAID.has(intent.status);

/** The consent with one more of the merchant's charges paid, now. */
export function withMerchantCharge(consent: Consent, now: Date): Consent {
  const charges = consent.merchant_charges ?? { succeeded: 0, last_charged_at: null };
  const at = now.toISOString();
  return { ...consent, merchant_charges: { succeeded: charges.succeeded + 1, last_charged_at: at }, updated_at: at };
}

/**
 * The consent of a paid intent that completed the merchant's refused charge on-session,
 * with that charge counted; `null` for any other intent. A confirm triggered by the
 * customer on a consent for the merchant's charges is refused except for such a
 * completion (charge-terms.ts `consent_trigger_mismatch`), and a pay-and-save intent
 * is the one its consent names: neither is counted here.
 */
export function recoveredCharge(store: SandboxStore, intent: Intent, now: Date): Consent | null {
  const id = intent.payment_consent_id;
  if (typeof id !== 'string' || intent.triggered_by !== 'customer' || !isPaid(intent)) return null;
  const consent = store.get<Consent>('consents', id);
  if (consent?.status !== 'VERIFIED' || consent.next_triggered_by !== 'merchant' || consent.payment_intent_id === intent.id) return null;
  return withMerchantCharge(consent, now);
}
