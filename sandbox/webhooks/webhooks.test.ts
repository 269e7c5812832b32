import { afterEach, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { SandboxStore } from '../core/store';
import { confirm, confirmBody, createIntent, expectError, get, makeApp, post, uniqueId, INTENTS } from '../test-support/app';
import { CONSENTS, MERCHANT, cardMethod, createConsent, createCustomer, verify } from '../test-support/customers';
import { WebhookDispatcher, retryDelay } from './dispatcher';
import { verifySignature } from './signature';
import { allowedTargets } from './target';
import { startReceiver, type Receiver } from './test-receiver';
import type { WebhookDelivery, WebhookEndpoint } from './types';

const HOOKS = '/api/v1/pa/webhooks';
const SCHEDULE = { firstDelayMs: 1000, factor: 2, maxAttempts: 3 };

const open: Receiver[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((r) => r.close()));
});

async function setup(events: string[] = ['payment_intent.succeeded'], timeoutMs = 2000) {
  const store = SandboxStore.memory();
  const dispatcher = new WebhookDispatcher(store, { allowTarget: allowedTargets(), schedule: SCHEDULE, timeoutMs });
  const app = makeApp({ store, webhookDispatcher: dispatcher });
  const receiver = await startReceiver();
  open.push(receiver);
  const res = await post(app, `${HOOKS}/endpoints/create`, { request_id: uniqueId(), url: receiver.url, events }, MERCHANT);
  expect(res.status).toBe(201);
  const endpoint = (await res.json()) as WebhookEndpoint;
  return { store, dispatcher, app, receiver, endpoint };
}

async function pay(app: Hono, overrides: Record<string, unknown> = {}) {
  const intent = await createIntent(app, overrides);
  const res = await confirm(app, intent, confirmBody());
  return { intent, res };
}

async function eventWith(app: Hono, id: string): Promise<{ id: string; type: string; deliveries: WebhookDelivery[] }> {
  return (await (await get(app, `${HOOKS}/events/${id}`, MERCHANT)).json()) as { id: string; type: string; deliveries: WebhookDelivery[] };
}

async function listTypes(app: Hono): Promise<string[]> {
  const list = (await (await get(app, `${HOOKS}/events?limit=200`, MERCHANT)).json()) as { items: Array<{ type: string }> };
  return list.items.map((e) => e.type).reverse();
}

describe('webhook endpoints', () => {
  it('registers with a signing secret; refuses a non-loopback url, an unknown type, and a browser', async () => {
    const { app, endpoint, receiver } = await setup();
    expect(endpoint).toMatchObject({
      id: expect.stringMatching(/^whe_/),
      url: receiver.url,
      events: ['payment_intent.succeeded'],
      status: 'ENABLED',
      secret: expect.stringMatching(/^whsec_/),
    });
    const far = await expectError(
      await post(
        app,
        `${HOOKS}/endpoints/create`,
        { request_id: uniqueId(), url: 'https://merchant.example/hooks', events: ['payment_intent.succeeded'] },
        MERCHANT,
      ),
      400,
      'validation_error',
    );
    expect(far.details).toEqual({ field: 'url', reason: 'target_not_allowed' });
    const unknown = await expectError(
      await post(app, `${HOOKS}/endpoints/create`, { request_id: uniqueId(), url: receiver.url, events: ['payment_intent.paid'] }, MERCHANT),
      400,
      'validation_error',
    );
    expect(unknown.details).toEqual({ field: 'events.0', reason: 'unknown_event_type' });
    await expectError(await get(app, `${HOOKS}/endpoints`), 401, 'unauthorized');
  });
});

describe('delivery', () => {
  it('posts the subscribed event, signed over its timestamp and body; the event id is stable', async () => {
    const { app, dispatcher, receiver, endpoint } = await setup();
    const { intent, res } = await pay(app);
    expect(res.status).toBe(200);
    expect(await listTypes(app)).toEqual(['payment_intent.created', 'payment_intent.succeeded']);
    await dispatcher.runDue();
    expect(receiver.received).toHaveLength(1);
    const [hit] = receiver.received;
    const body = JSON.parse(hit!.body) as { id: string; type: string; data: { object: Record<string, unknown> } };
    expect(body).toMatchObject({ type: 'payment_intent.succeeded', data: { object: { id: intent.id, status: 'SUCCEEDED' } } });
    expect(body.data.object).not.toHaveProperty('client_secret');
    expect(hit!.headers['portico-event-id']).toBe(body.id);
    expect(verifySignature(hit!.headers['portico-signature'] as string, hit!.body, endpoint.secret)).toMatchObject({ ok: true });
    const event = await eventWith(app, body.id);
    expect(event.deliveries).toEqual([
      expect.objectContaining({ status: 'DELIVERED', next_attempt_at: null, attempts: [expect.objectContaining({ status_code: 200 })] }),
    ]);
    // Nothing is due any more: a second run sends nothing.
    await dispatcher.runDue(new Date(Date.now() + 3_600_000));
    expect(receiver.received).toHaveLength(1);
  });

  it('retries any non-2xx with exponential back-off, with the same event id, until delivered', async () => {
    const { app, dispatcher, receiver } = await setup();
    receiver.answers = [500, 404];
    await pay(app);
    const start = Date.now();
    await dispatcher.runDue();
    await dispatcher.runDue(new Date(start + 10)); // not due yet: the first wait is a second
    expect(receiver.received).toHaveLength(1);
    await dispatcher.runDue(new Date(start + 60_000));
    await dispatcher.runDue(new Date(start + 120_000));
    const ids = receiver.received.map((r) => JSON.parse(r.body).id as string);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
    const { deliveries } = await eventWith(app, ids[0]!);
    expect(deliveries[0]).toMatchObject({ status: 'DELIVERED' });
    expect(deliveries[0]!.attempts.map((a) => a.status_code)).toEqual([500, 404, 200]);
    expect(retryDelay(SCHEDULE, 1)).toBe(1000);
    expect(retryDelay(SCHEDULE, 2)).toBe(2000);
  });

  it('counts an endpoint that does not answer in time as failed, and gives up after the last attempt; resend delivers the same event', async () => {
    const { app, dispatcher, receiver, endpoint } = await setup(['payment_intent.succeeded'], 200);
    receiver.hang = true;
    await pay(app);
    const start = Date.now();
    for (const later of [0, 60_000, 120_000, 180_000]) await dispatcher.runDue(new Date(start + later));
    expect(receiver.received).toHaveLength(3);
    const eventId = JSON.parse(receiver.received[0]!.body).id as string;
    const { deliveries } = await eventWith(app, eventId);
    expect(deliveries[0]).toMatchObject({ status: 'FAILED', next_attempt_at: null });
    expect(deliveries[0]!.attempts.map((a) => a.error)).toEqual(['timeout', 'timeout', 'timeout']);
    receiver.hang = false;
    const resent = await post(app, `${HOOKS}/events/${eventId}/resend`, { request_id: uniqueId(), endpoint_id: endpoint.id }, MERCHANT);
    expect(resent.status).toBe(200);
    await dispatcher.runDue();
    expect(JSON.parse(receiver.received.at(-1)!.body).id).toBe(eventId);
    expect((await eventWith(app, eventId)).deliveries.map((d) => d.status).sort()).toEqual(['DELIVERED', 'FAILED']);
  });

  it('a disabled endpoint gets nothing more: its pending deliveries stop', async () => {
    const { app, dispatcher, receiver, endpoint } = await setup();
    receiver.answers = [500];
    await pay(app);
    await dispatcher.runDue();
    const off = await post(app, `${HOOKS}/endpoints/${endpoint.id}/disable`, { request_id: uniqueId() }, MERCHANT);
    expect(await off.json()).toMatchObject({ status: 'DISABLED' });
    await pay(app);
    await dispatcher.runDue(new Date(Date.now() + 3_600_000));
    expect(receiver.received).toHaveLength(1);
  });
});

describe('which changes are events', () => {
  it('a decline, a cancel, a manual capture, a consent verified, charged and disabled', async () => {
    const { app } = await setup(['payment_intent.payment_failed']);
    const declined = await createIntent(app);
    await confirm(app, declined, confirmBody({ number: '4000000000009995' }));
    await post(app, `${INTENTS}/${declined.id}/cancel`, { request_id: uniqueId() }, MERCHANT);
    const manual = await createIntent(app, { capture_method: 'manual' });
    await confirm(app, manual, confirmBody());
    await post(app, `${INTENTS}/${manual.id}/capture`, { request_id: uniqueId() }, MERCHANT);
    const customer = await createCustomer(app);
    const consent = await createConsent(app, customer.id, { next_triggered_by: 'merchant', merchant_trigger_reason: 'unscheduled' });
    await verify(app, consent.id, cardMethod());
    await post(app, `${CONSENTS}/${consent.id}/disable`, { request_id: uniqueId() }, MERCHANT);
    expect(await listTypes(app)).toEqual([
      'payment_intent.created',
      'payment_intent.payment_failed',
      'payment_intent.cancelled',
      'payment_intent.created',
      'payment_intent.requires_capture',
      'payment_intent.succeeded',
      'payment_consent.verified',
      'payment_consent.disabled',
    ]);
  });
});

describe('signature', () => {
  it('refuses a changed body, a replay older than the tolerance, and a malformed header', async () => {
    const { signatureHeader } = await import('./signature');
    const now = new Date('2026-11-27T12:00:00Z');
    const header = signatureHeader('whsec_x', '{"a":1}', now);
    expect(verifySignature(header, '{"a":1}', 'whsec_x', 300, now)).toMatchObject({ ok: true });
    expect(verifySignature(header, '{"a":2}', 'whsec_x', 300, now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySignature(header, '{"a":1}', 'whsec_y', 300, now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySignature(header, '{"a":1}', 'whsec_x', 300, new Date(now.getTime() + 301_000))).toEqual({ ok: false, reason: 'too_old' });
    expect(verifySignature('v1=abc', '{"a":1}', 'whsec_x', 300, now)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('during a roll, one v1 per secret: either secret verifies; another scheme or a malformed v1 is skipped', async () => {
    const { signatureHeader, signatureOf } = await import('./signature');
    const now = new Date('2026-11-27T12:00:00Z');
    const header = signatureHeader(['whsec_new', 'whsec_old'], '{"a":1}', now);
    expect(header.split(',').map((part) => part.split('=')[0])).toEqual(['t', 'v1', 'v1']);
    expect(verifySignature(header, '{"a":1}', 'whsec_new', 300, now)).toMatchObject({ ok: true });
    expect(verifySignature(header, '{"a":1}', 'whsec_old', 300, now)).toMatchObject({ ok: true });
    expect(verifySignature(header, '{"a":1}', 'whsec_other', 300, now)).toEqual({ ok: false, reason: 'mismatch' });
    const t = Math.floor(now.getTime() / 1000);
    const mixed = `t=${t},v0=${signatureOf('whsec_x', t, '{}')},v1=zz,v1=${signatureOf('whsec_x', t, '{}')}`;
    expect(verifySignature(mixed, '{}', 'whsec_x', 300, now)).toMatchObject({ ok: true });
    expect(verifySignature(`t=${t},t=${t},v1=${signatureOf('whsec_x', t, '{}')}`, '{}', 'whsec_x', 300, now)).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('payment_link.paid', () => {
  it("is told when the link's intent is paid, with the link and the paying intent, once", async () => {
    const { createLink, linkIntent } = await import('../test-support/payment-links');
    const { app } = await setup(['payment_link.paid']);
    const link = await createLink(app);
    const li = await linkIntent(app, link.code);
    const paid = await post(app, `${INTENTS}/${li.intent_id}/confirm`, confirmBody(), { 'client-secret': li.client_secret });
    expect(paid.status).toBe(200);
    // Reading the link stores its PAID status: no second event.
    expect((await get(app, `/api/v1/pa/payment_links/${link.code}`, MERCHANT)).status).toBe(200);
    const list = (await (await get(app, `${HOOKS}/events?type=payment_link.paid`, MERCHANT)).json()) as {
      items: Array<{ data: { object: Record<string, unknown> } }>;
    };
    expect(list.items).toHaveLength(1);
    expect(list.items[0]?.data.object).toMatchObject({ id: link.id, code: link.code, status: 'PAID', paid_intent_id: li.intent_id, paid_amount: 12.5 });
  });
});
