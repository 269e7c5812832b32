/**
 * Spec §3's stored key "payment-link-amount-set flag": once the shopper has set the
 * amount and the intent exists, a reload goes back to the payment step with the
 * same amount instead of the empty form.
 *
 * Why sessionStorage, keyed by the link's code: the flag belongs to one tab's visit
 * to one link. localStorage would carry it into a new tab days later (a reusable
 * link's next payment would start from an old amount and an intent that is gone),
 * and a second link in another tab must not see this one's. It ends with the tab.
 *
 * What is kept: the amount and currency, and the intent's id with a hand-off for its
 * client secret (runtime/platform/handoff/: single-use, redeemed by the reload for the secret and
 * the next hand-off), never the secret itself. Not kept: the address, phone, reference or
 * message the shopper typed; a reload that has to show the form again asks for them again.
 */
import { isHandoff } from '../../../../protocol';

export interface AmountSet {
  readonly amount: number;
  readonly currency: string;
  readonly intent?: { readonly id: string; readonly handoff: string };
}

const KEY_PREFIX = 'portico.payment-link-amount-set:';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked (privacy settings): the page works, a reload starts over
  }
}

function read(value: unknown): AmountSet | null {
  if (typeof value !== 'object' || value === null) return null;
  const { amount, currency, intent } = value as Record<string, unknown>;
  if (typeof amount !== 'number' || !(amount > 0) || typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return null;
  const pair = typeof intent === 'object' && intent !== null ? (intent as Record<string, unknown>) : null;
  const kept = pair && typeof pair.id === 'string' && isHandoff(pair.handoff) ? { id: pair.id, handoff: pair.handoff } : undefined;
  return kept ? { amount, currency, intent: kept } : { amount, currency };
}

export function loadAmountSet(code: string): AmountSet | null {
  try {
    const text = storage()?.getItem(KEY_PREFIX + code);
    return text ? read(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

export function saveAmountSet(code: string, value: AmountSet): void {
  try {
    storage()?.setItem(KEY_PREFIX + code, JSON.stringify(value));
  } catch {
    // full or blocked: only the reload convenience is lost
  }
}
