/**
 * Which stored change is an event: a payment intent, consent, link or refund that
 * moved to a status a merchant acts on. Runs as a store observer (core/store.ts), so the
 * event and its deliveries are written in the transaction of the change itself.
 */
import type { CollectionName, StoredRecord } from '../core/collections';
import type { Clock } from '../core/clock';
import type { SandboxStore, WriteObserver } from '../core/store';
import type { Intent } from '../model/intent-types';
import type { Consent } from '../consents/types';
import type { Refund } from '../refunds/types';
import { ACCOUNT_ID } from '../core/client-secret';
import { randomHex } from '../core/random-hex';
import type { EventType, WebhookDelivery, WebhookEndpoint, WebhookEvent } from './types';

export function webhookId(prefix: 'evt' | 'whd' | 'whe'): string {
  return `${prefix}_${randomHex(12)}`;
}

const INTENT_STATUS_EVENTS: Partial<Record<Intent['status'], EventType>> = {
  REQUIRES_CUSTOMER_ACTION: 'payment_intent.requires_customer_action',
  REQUIRES_CAPTURE: 'payment_intent.requires_capture',
  SUCCEEDED: 'payment_intent.succeeded',
  CANCELLED: 'payment_intent.cancelled',
};

function intentEvents(before: Intent | undefined, after: Intent): EventType[] {
  if (before === undefined) return ['payment_intent.created'];
  const types: EventType[] = [];
  const attempt = after.latest_payment_attempt;
  const failedNow = attempt?.status === 'FAILED' && !(before.latest_payment_attempt?.id === attempt.id && before.latest_payment_attempt.status === 'FAILED');
  if (failedNow) types.push('payment_intent.payment_failed');
  const byStatus = INTENT_STATUS_EVENTS[after.status];
  // A new 3-D Secure stage is a change of next_action, not of status: one event per status reached.
  if (byStatus !== undefined && before.status !== after.status) types.push(byStatus);
  return types;
}

function consentEvents(before: Consent | undefined, after: Consent): EventType[] {
  if (before?.status === after.status) return [];
  if (after.status === 'VERIFIED') return ['payment_consent.verified'];
  if (after.status === 'DISABLED') return ['payment_consent.disabled'];
  return [];
}

const REFUND_STATUS_EVENTS: Record<Refund['status'], EventType> = {
  RECEIVED: 'refund.received',
  SETTLED: 'refund.settled',
  FAILED: 'refund.failed',
};

function refundEvents(before: Refund | undefined, after: Refund): EventType[] {
  return before?.status === after.status ? [] : [REFUND_STATUS_EVENTS[after.status]];
}

const PAID: ReadonlySet<Intent['status']> = new Set(['SUCCEEDED', 'REQUIRES_CAPTURE']);

/**
 * A link's payment, told when its intent is paid (the link's own record learns it only
 * when next read): the link as stored, with the paying intent. Once per payment, so a
 * reusable link tells each one.
 */
function linkPaid(store: SandboxStore, before: Intent | undefined, after: Intent): Emitted[] {
  const linkId = after.payment_link_id;
  if (typeof linkId !== 'string' || !PAID.has(after.status) || (before !== undefined && PAID.has(before.status))) return [];
  const link = store.get<StoredRecord>('links', linkId);
  if (!link) return [];
  const object: StoredRecord & Record<string, unknown> = {
    ...link,
    status: 'PAID',
    paid_intent_id: after.id,
    paid_amount: after.amount,
    paid_currency: after.currency,
  };
  return [{ type: 'payment_link.paid', object }];
}

interface Emitted {
  readonly type: EventType;
  readonly object: StoredRecord;
}

function emitted(store: SandboxStore, collection: CollectionName, before: StoredRecord | undefined, after: StoredRecord): Emitted[] {
  switch (collection) {
    case 'intents': {
      const [was, now] = [before as Intent | undefined, after as Intent];
      return [...intentEvents(was, now).map((type) => ({ type, object: after })), ...linkPaid(store, was, now)];
    }
    case 'consents':
      return consentEvents(before as Consent | undefined, after as Consent).map((type) => ({ type, object: after }));
    case 'refunds':
      return refundEvents(before as Refund | undefined, after as Refund).map((type) => ({ type, object: after }));
    default:
      return [];
  }
}

/** What a merchant sees of the record: never a client secret (the merchant's key fetches a fresh one). */
function publicObject(record: StoredRecord): Record<string, unknown> {
  const { client_secret: _secret, ...rest } = record as StoredRecord & { client_secret?: unknown };
  return rest;
}

let lastSeq = 0;

/** Milliseconds × 1000, plus a count within the millisecond: increasing in this process, and across a restart. */
function nextSeq(now: Date): number {
  lastSeq = Math.max(lastSeq + 1, now.getTime() * 1000);
  return lastSeq;
}

export function eventOf(type: EventType, record: StoredRecord, now: Date): WebhookEvent {
  const id = webhookId('evt');
  const created_at = now.toISOString();
  const body = JSON.stringify({ id, type, created_at, account_id: ACCOUNT_ID, data: { object: publicObject(record) } });
  return { id, type, created_at, seq: nextSeq(now), body };
}

export function newDelivery(event: WebhookEvent, endpoint: WebhookEndpoint, now: Date): WebhookDelivery {
  const at = now.toISOString();
  return {
    id: webhookId('whd'),
    event_id: event.id,
    endpoint_id: endpoint.id,
    status: 'PENDING',
    attempts: [],
    next_attempt_at: at,
    created_at: at,
    updated_at: at,
  };
}

/**
 * The observer that records events; `onDeliveries` hears of each write that made deliveries
 * to send (the dispatcher sends them at once). An event no endpoint listens to makes none, and
 * wakes nothing: the request that made it has nothing more to do.
 */
export function eventRecorder(store: SandboxStore, clock: Clock, onDeliveries: () => void): WriteObserver {
  return (collection, before, after) => {
    const events = emitted(store, collection, before, after);
    if (events.length === 0) return [];
    const now = clock.now();
    const endpoints = store.list<WebhookEndpoint>('webhook_endpoints').filter((e) => e.status === 'ENABLED');
    const records: Array<{ collection: CollectionName; record: StoredRecord }> = [];
    let deliveries = 0;
    for (const { type, object } of events) {
      const event = eventOf(type, object, now);
      records.push({ collection: 'webhook_events', record: event });
      for (const endpoint of endpoints.filter((e) => e.events.includes(type))) {
        records.push({ collection: 'webhook_deliveries', record: newDelivery(event, endpoint, now) });
        deliveries++;
      }
    }
    if (deliveries > 0) onDeliveries();
    return records;
  };
}
