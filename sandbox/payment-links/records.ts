/**
 * Link records: codes, lookup by code, and payment detection. Intents are settled
 * by other modules, so a link learns it was paid by reading its intents' statuses
 * whenever it is read or used, never through a hook.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { SandboxStore } from '../core/store';
import { isSuccessStatus } from '../../protocol/index';
import type { LinkPayment, PaymentLink } from './types';
import type { Intent } from '../model/intent-types';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const CODE_PATTERN = /^plk_[A-Za-z0-9]{16}$/;

/** 16 base-62 characters from the CSPRNG: about 95 bits, URL-safe and unguessable. */
export function newLinkCode(): string {
  let code = 'plk_';
  for (let i = 0; i < 16; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export function newLinkId(): string {
  return `link_${randomBytes(12).toString('hex')}`;
}

export function findLinkByCode(store: SandboxStore, code: string): PaymentLink | undefined {
  if (!CODE_PATTERN.test(code)) return undefined;
  return store.findBy<'links', PaymentLink>('links', 'code', code)[0];
}

/**
 * The link with every newly paid intent recorded, and PAID once a single-use
 * link has a payment. Reusable links stay UNPAID and only gain payments.
 */
export function syncPayments(store: SandboxStore, link: PaymentLink, now: Date): PaymentLink {
  const recorded = new Set(link.payments.map((p) => p.intent_id));
  const fresh: LinkPayment[] = [];
  for (const id of link.intent_ids) {
    if (recorded.has(id)) continue;
    const intent = store.getIntent(id);
    if (intent && isSuccessStatus(intent.status)) {
      fresh.push({ intent_id: id, amount: intent.amount, currency: intent.currency, paid_at: intent.updated_at });
    }
  }
  if (fresh.length === 0) return link;
  const payments = [...link.payments, ...fresh];
  return {
    ...link,
    payments,
    status: link.reusable ? link.status : 'PAID',
    updated_at: now.toISOString(),
  };
}

/**
 * A single-use link keeps one live intent for a given amount and currency, so two
 * tabs of the same link pay the same intent (whose lock then stops a double charge).
 */
export function openIntentFor(store: SandboxStore, link: PaymentLink, amount: number, currency: string): Intent | undefined {
  if (link.reusable) return undefined;
  for (const id of [...link.intent_ids].reverse()) {
    const intent = store.getIntent(id);
    if (!intent || intent.amount !== amount || intent.currency !== currency) continue;
    if (intent.status === 'REQUIRES_PAYMENT_METHOD' || intent.status === 'REQUIRES_CUSTOMER_ACTION') return intent;
  }
  return undefined;
}
