/**
 * One payment as the dashboard shows it: the intent, its refunds, and a timeline read
 * from the events the sandbox recorded for it (webhooks/events.ts makes one for every
 * change a merchant is told of, whether or not an endpoint listens). Each event holds the
 * intent as it was, so the timeline has every attempt, not just the latest: its method,
 * its 3-D Secure session and outcome, its decline code and the sentence the shopper read,
 * and each webhook delivery with the endpoint's answers.
 */
import type { DashboardAttempt, DashboardDelivery, DashboardPaymentDetail, DashboardTimelineEntry } from '../../protocol/dashboard-api';
import type { SandboxStore } from '../core/store';
import { ISSUER_MESSAGES } from '../cards/declines';
import type { Intent, PaymentAttempt } from '../model/intent-types';
import type { Refund } from '../refunds/types';
import type { ThreeDsSession } from '../threeds/session';
import type { WebhookDelivery, WebhookEndpoint, WebhookEvent } from '../webhooks/types';

type TimelineDelivery = DashboardDelivery;
type TimelineAttempt = DashboardAttempt;
type TimelineEntry = DashboardTimelineEntry;
export type PaymentDetail = DashboardPaymentDetail;

type EventObject = Record<string, unknown> & { readonly id?: unknown };

function shopperMessage(code: string | undefined): string | null {
  if (code === undefined) return null;
  return code in ISSUER_MESSAGES ? ISSUER_MESSAGES[code as keyof typeof ISSUER_MESSAGES] : null;
}

function attemptOf(store: SandboxStore, attempt: PaymentAttempt | null | undefined): TimelineAttempt | null {
  if (!attempt) return null;
  const session = store.findBy<'sessions', ThreeDsSession>('sessions', 'attempt_id', attempt.id).find((s) => s.kind === '3ds');
  const card = attempt.payment_method.card;
  return {
    id: attempt.id,
    status: attempt.status,
    method: attempt.payment_method.type,
    card: card ? { brand: card.brand, last4: card.last4 } : null,
    failure_code: attempt.failure_code ?? null,
    provider_code: attempt.provider_original_response_code ?? null,
    shopper_message: attempt.status === 'FAILED' ? shopperMessage(attempt.failure_code) : null,
    three_ds: session ? { scenario: session.scenario, stage: session.stage, outcome: session.outcome ?? null } : null,
  };
}

export function deliveriesOf(store: SandboxStore, eventId: string, endpoints: ReadonlyMap<string, WebhookEndpoint>): TimelineDelivery[] {
  return store
    .findBy<'webhook_deliveries', WebhookDelivery>('webhook_deliveries', 'event_id', eventId)
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .map((d) => ({ id: d.id, endpoint_id: d.endpoint_id, endpoint_url: endpoints.get(d.endpoint_id)?.url ?? null, status: d.status, attempts: d.attempts }));
}

function entryOf(store: SandboxStore, event: WebhookEvent, object: EventObject, endpoints: ReadonlyMap<string, WebhookEndpoint>): TimelineEntry {
  const isRefund = event.type.startsWith('refund.');
  const intent = isRefund ? null : (object as unknown as Intent);
  const refund = isRefund ? (object as unknown as Refund) : null;
  const nextAction = intent?.next_action;
  return {
    event_id: event.id,
    type: event.type,
    at: event.created_at,
    status: typeof object.status === 'string' ? object.status : null,
    next_action: nextAction ? (nextAction.type === 'redirect_form' && nextAction.stage ? `${nextAction.type}: ${nextAction.stage}` : nextAction.type) : null,
    attempt: intent ? attemptOf(store, intent.latest_payment_attempt) : null,
    refund: refund ? { id: refund.id, amount: refund.amount, status: refund.status } : null,
    captured_amount: typeof intent?.captured_amount === 'number' && event.type === 'payment_intent.succeeded' ? intent.captured_amount : null,
    deliveries: deliveriesOf(store, event.id, endpoints),
  };
}

/** The intent's and its refunds' events, oldest first. */
function eventsOf(store: SandboxStore, intentId: string, refundIds: ReadonlySet<string>): Array<{ event: WebhookEvent; object: EventObject }> {
  const found: Array<{ event: WebhookEvent; object: EventObject }> = [];
  for (const event of store.list<WebhookEvent>('webhook_events')) {
    // Ids are random: a body that does not hold the id cannot be about it, and is not parsed.
    if (!event.body.includes(intentId)) continue;
    const object = (JSON.parse(event.body) as { data?: { object?: EventObject } }).data?.object;
    if (!object) continue;
    const about = object.id === intentId || (typeof object.id === 'string' && refundIds.has(object.id)) || object.paid_intent_id === intentId;
    if (about) found.push({ event, object });
  }
  return found.sort((a, b) => a.event.seq - b.event.seq);
}

export function paymentDetail(store: SandboxStore, intentId: string): PaymentDetail | null {
  const intent = store.getIntent(intentId);
  if (!intent) return null;
  const { client_secret: _secret, ...shown } = intent;
  const refunds = store.findBy<'refunds', Refund>('refunds', 'payment_intent_id', intentId).sort((a, b) => a.created_at.localeCompare(b.created_at));
  const endpoints = new Map(store.list<WebhookEndpoint>('webhook_endpoints').map((e) => [e.id, e]));
  const timeline = eventsOf(store, intentId, new Set(refunds.map((r) => r.id))).map(({ event, object }) => entryOf(store, event, object, endpoints));
  return { intent: shown, refunds, timeline };
}
