/**
 * The demo merchant's webhook endpoint: the provider posts each event here, signed;
 * the order is fulfilled from `payment_intent.succeeded` (or `.requires_capture`),
 * once, whatever the browser did. The secret comes from registering the endpoint
 * at start (`register`, idempotent per URL, so a restart keeps the same secret).
 *   POST /webhooks/portico          the provider's deliveries (signature checked, 2xx once stored)
 *   GET  /api/orders/:intent_id      → { fulfilled, fulfilled_by, event_id, fulfilments, … } for the success page
 *   GET  /api/webhook-events?consent_id=… → what the webhook heard of a consent's charges, newest first
 * Orders live in this process's memory: a demo, not a database.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';

type ProviderReply = { readonly ok: boolean; readonly status: number; readonly body: unknown };
type ProviderCall = (path: string, body?: unknown) => Promise<ProviderReply>;

export const WEBHOOK_PATH = '/webhooks/portico';
/** A delivery whose signed timestamp is further than this from the clock is refused: a replay. */
const TOLERANCE_S = 300;
const EVENTS = [
  'payment_intent.succeeded',
  'payment_intent.requires_capture',
  'payment_intent.payment_failed',
  'payment_intent.cancelled',
  'payment_consent.verified',
  'payment_consent.disabled',
  'payment_link.paid',
] as const;
const FULFILLING = new Set(['payment_intent.succeeded', 'payment_intent.requires_capture']);

/** The check of docs/sandbox/webhooks.md, as a merchant writes it. */
export function verifyPorticoSignature(header: string | undefined, rawBody: string, secret: string, toleranceSeconds = TOLERANCE_S): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.split('=', 2))) as Record<string, string | undefined>;
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return false;
  if (Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  return timingSafeEqual(expected, Buffer.from(parts.v1 ?? '', 'hex'));
}

interface PaymentObject {
  readonly id: string;
  readonly status?: string;
  readonly amount?: number;
  readonly currency?: string;
  readonly merchant_order_id?: string | null;
  readonly payment_consent_id?: string;
  readonly latest_payment_attempt?: { readonly failure_code?: string } | null;
}

interface Event {
  readonly id: string;
  readonly type: string;
  readonly created_at: string;
  readonly data: { readonly object: PaymentObject };
}

export interface Order {
  readonly intent_id: string;
  readonly merchant_order_id: string | null;
  readonly amount: number | undefined;
  readonly currency: string | undefined;
  readonly fulfilled_by: 'webhook';
  readonly event_id: string;
  readonly fulfilled_at: string;
}

export interface HeardEvent {
  readonly event_id: string;
  readonly type: string;
  readonly object_id: string;
  readonly status: string | undefined;
  readonly amount: number | undefined;
  readonly currency: string | undefined;
  readonly failure_code: string | undefined;
  readonly consent_id: string | undefined;
  readonly received_at: string;
}

export class MerchantWebhooks {
  secret: string | null = null;
  endpointId: string | null = null;
  readonly orders = new Map<string, Order>();
  /** How many times each order was fulfilled: never more than once, whatever was delivered. */
  readonly fulfilments = new Map<string, number>();
  readonly seen = new Set<string>();
  readonly heard: HeardEvent[] = [];
  deliveries = 0;

  /** Registers `url` for the events the demo handles; the same URL gets the same endpoint and secret again. */
  async register(provider: ProviderCall, url: string): Promise<void> {
    const made = await provider('/api/v1/pa/webhooks/endpoints/create', { request_id: `demo-merchant:${url}`, url, events: EVENTS });
    if (!made.ok) throw new Error(`registering the webhook endpoint ${url} failed: ${made.status} ${JSON.stringify(made.body)}`);
    const endpoint = made.body as { id: string; secret: string };
    this.secret = endpoint.secret;
    this.endpointId = endpoint.id;
  }

  handle(event: Event): void {
    // At least once: a delivery seen before (its answer lost, a retry) is acknowledged and ignored.
    if (this.seen.has(event.id)) return;
    this.seen.add(event.id);
    const object = event.data.object;
    this.heard.unshift({
      event_id: event.id,
      type: event.type,
      object_id: object.id,
      status: object.status,
      amount: object.amount,
      currency: object.currency,
      failure_code: object.latest_payment_attempt?.failure_code,
      consent_id: object.payment_consent_id ?? (event.type.startsWith('payment_consent.') ? object.id : undefined),
      received_at: new Date().toISOString(),
    });
    this.heard.length = Math.min(this.heard.length, 500);
    if (FULFILLING.has(event.type) && !this.orders.has(object.id)) {
      this.orders.set(object.id, {
        intent_id: object.id,
        merchant_order_id: object.merchant_order_id ?? null,
        amount: object.amount,
        currency: object.currency,
        fulfilled_by: 'webhook',
        event_id: event.id,
        fulfilled_at: new Date().toISOString(),
      });
      this.fulfilments.set(object.id, (this.fulfilments.get(object.id) ?? 0) + 1);
    }
  }
}

export function addWebhookRoutes(app: Hono, hooks: MerchantWebhooks): void {
  app.post(WEBHOOK_PATH, async (c) => {
    // The raw body: the signature is over the bytes sent, not over a re-serialised object.
    const raw = await c.req.text();
    if (hooks.secret === null) return c.json({ code: 'not_ready', message: 'The endpoint is not registered yet.', details: {} }, 503);
    if (!verifyPorticoSignature(c.req.header('portico-signature'), raw, hooks.secret)) {
      return c.json({ code: 'invalid_signature', message: 'The Portico-Signature header does not match this body.', details: {} }, 400);
    }
    hooks.deliveries++;
    hooks.handle(JSON.parse(raw) as Event);
    return c.json({ received: true });
  });

  app.get('/api/orders/:intent_id', (c) => {
    const id = c.req.param('intent_id');
    const order = hooks.orders.get(id);
    return c.json(order ? { fulfilled: true, ...order, fulfilments: hooks.fulfilments.get(id) ?? 0 } : { fulfilled: false, intent_id: id, fulfilments: 0 });
  });

  app.get('/api/webhook-events', (c) => {
    const consent = c.req.query('consent_id');
    return c.json({ items: hooks.heard.filter((e) => consent === undefined || e.consent_id === consent), deliveries: hooks.deliveries });
  });
}
