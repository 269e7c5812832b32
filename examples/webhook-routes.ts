/**
 * The demo merchant's webhook endpoint: the provider posts each event here, signed;
 * the order is fulfilled from `payment_intent.succeeded` (or `.requires_capture`),
 * once, whatever the browser did. The secret comes from registering the endpoint
 * at start (`register`, idempotent per URL, so a restart keeps the same secret); each
 * delivery is checked by portico/server's `webhooks.verify`.
 *   POST /webhooks/portico          the provider's deliveries (signature checked, 2xx once stored)
 *   GET  /api/orders/:intent_id      → { fulfilled, fulfilled_by, event_id, fulfilments, … } for the success page
 *   GET  /api/webhook-events?consent_id=… → what the webhook heard of a consent's charges, newest first
 * Orders live in this process's memory: a demo, not a database.
 */
import type { Hono } from 'hono';
import { PorticoServerError, webhooks, type EventType, type PorticoEvent, type PorticoServer } from '../sdk/server/index';

export const WEBHOOK_PATH = '/webhooks/portico';
const EVENTS = [
  'payment_intent.succeeded',
  'payment_intent.requires_capture',
  'payment_intent.payment_failed',
  'payment_intent.cancelled',
  'payment_consent.verified',
  'payment_consent.disabled',
  'payment_link.paid',
] as const satisfies readonly EventType[];

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
  async register(portico: PorticoServer, url: string): Promise<void> {
    const endpoint = await portico.webhookEndpoints.create({ request_id: `demo-merchant:${url}`, url, events: EVENTS });
    this.secret = endpoint.secret;
    this.endpointId = endpoint.id;
  }

  handle(event: PorticoEvent): void {
    // At least once: a delivery seen before (its answer lost, a retry) is acknowledged and ignored.
    if (this.seen.has(event.id)) return;
    this.seen.add(event.id);
    this.heard.unshift(heardOf(event));
    this.heard.length = Math.min(this.heard.length, 500);
    if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.requires_capture') return;
    const intent = event.data.object;
    if (this.orders.has(intent.id)) return;
    this.orders.set(intent.id, {
      intent_id: intent.id,
      merchant_order_id: intent.merchant_order_id ?? null,
      amount: intent.amount,
      currency: intent.currency,
      fulfilled_by: 'webhook',
      event_id: event.id,
      fulfilled_at: new Date().toISOString(),
    });
    this.fulfilments.set(intent.id, (this.fulfilments.get(intent.id) ?? 0) + 1);
  }
}

/** What the demo's pages show of an event, whichever object it carries. */
function heardOf(event: PorticoEvent): HeardEvent {
  const object = event.data.object;
  const attempt = 'latest_payment_attempt' in object ? object.latest_payment_attempt : null;
  return {
    event_id: event.id,
    type: event.type,
    object_id: object.id,
    status: object.status,
    amount: 'amount' in object ? object.amount : undefined,
    currency: 'currency' in object ? object.currency : undefined,
    failure_code: attempt?.failure_code,
    consent_id: event.type.startsWith('payment_consent.') ? object.id : 'payment_consent_id' in object ? object.payment_consent_id : undefined,
    received_at: new Date().toISOString(),
  };
}

export function addWebhookRoutes(app: Hono, hooks: MerchantWebhooks): void {
  app.post(WEBHOOK_PATH, async (c) => {
    // The raw body: the signature is over the bytes sent, not over a re-serialised object.
    const raw = await c.req.text();
    if (hooks.secret === null) return c.json({ code: 'not_ready', message: 'The endpoint is not registered yet.', details: {} }, 503);
    let event: PorticoEvent;
    try {
      event = webhooks.verify(raw, c.req.header('portico-signature'), hooks.secret);
    } catch (error) {
      // A refused delivery is a 400 (signature_mismatch, signature_too_old, …): the provider retries it, and it shows in its log.
      if (!(error instanceof PorticoServerError)) throw error;
      return c.json({ code: error.code, message: error.message, details: error.details }, 400);
    }
    hooks.deliveries++;
    hooks.handle(event);
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
