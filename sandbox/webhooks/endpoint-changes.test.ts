import { afterEach, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { SandboxStore } from '../core/store';
import { confirm, confirmBody, createIntent, expectError, get, makeApp, post, uniqueId } from '../test-support/app';
import { MERCHANT } from '../test-support/customers';
import { WebhookDispatcher } from './dispatcher';
import { verifySignature } from './signature';
import { allowedTargets } from './target';
import { startReceiver, type Receiver } from './test-receiver';
import type { WebhookEndpoint } from './types';

const ENDPOINTS = '/api/v1/pa/webhooks/endpoints';

const open: Receiver[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((r) => r.close()));
});

async function receiver(): Promise<Receiver> {
  const r = await startReceiver();
  open.push(r);
  return r;
}

async function setup() {
  const store = SandboxStore.memory();
  const dispatcher = new WebhookDispatcher(store, { allowTarget: allowedTargets() });
  const app = makeApp({ store, webhookDispatcher: dispatcher });
  const first = await receiver();
  const res = await post(app, `${ENDPOINTS}/create`, { request_id: uniqueId(), url: first.url, events: ['payment_intent.succeeded'] }, MERCHANT);
  return { app, dispatcher, first, endpoint: (await res.json()) as WebhookEndpoint };
}

async function pay(app: Hono): Promise<void> {
  expect((await confirm(app, await createIntent(app), confirmBody())).status).toBe(200);
}

const change = (app: Hono, id: string, action: 'update' | 'roll_secret', body: Record<string, unknown>) =>
  post(app, `${ENDPOINTS}/${id}/${action}`, { request_id: uniqueId(), ...body }, MERCHANT);

describe('POST /endpoints/:id/update', () => {
  it('moves the endpoint to a new url, changes its events, disables and enables it', async () => {
    const { app, dispatcher, first, endpoint } = await setup();
    const second = await receiver();
    const moved = await change(app, endpoint.id, 'update', { url: second.url, events: ['payment_intent.succeeded', 'payment_intent.created'] });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({
      id: endpoint.id,
      url: second.url,
      events: ['payment_intent.succeeded', 'payment_intent.created'],
      status: 'ENABLED',
    });
    await pay(app);
    await dispatcher.runDue();
    expect(first.received).toHaveLength(0);
    expect(second.received.map((r) => JSON.parse(r.body).type as string).sort()).toEqual(['payment_intent.created', 'payment_intent.succeeded']);

    expect(await (await change(app, endpoint.id, 'update', { enabled: false })).json()).toMatchObject({ status: 'DISABLED' });
    await pay(app);
    await dispatcher.runDue();
    expect(second.received).toHaveLength(2);
    expect(await (await change(app, endpoint.id, 'update', { enabled: true })).json()).toMatchObject({ status: 'ENABLED', url: second.url });
    await pay(app);
    await dispatcher.runDue();
    expect(second.received).toHaveLength(4);
  });

  it('refuses an unknown field by name, an empty change, a far host, a bad events list, and an unknown id', async () => {
    const { app, endpoint } = await setup();
    const unknown = await expectError(await change(app, endpoint.id, 'update', { url: 'http://localhost:1/h', secret: 'mine' }), 400, 'validation_error');
    expect(unknown.details).toEqual({ field: 'secret', reason: 'unknown_field' });
    expect((await expectError(await change(app, endpoint.id, 'update', {}), 400, 'validation_error')).details).toEqual({
      field: 'url',
      reason: 'nothing_to_update',
    });
    expect((await expectError(await change(app, endpoint.id, 'update', { url: 'http://10.1.2.3/h' }), 400, 'validation_error')).details).toEqual({
      field: 'url',
      reason: 'target_not_allowed',
    });
    expect((await expectError(await change(app, endpoint.id, 'update', { events: ['refund.lost'] }), 400, 'validation_error')).details).toEqual({
      field: 'events.0',
      reason: 'unknown_event_type',
    });
    expect((await expectError(await change(app, endpoint.id, 'update', { enabled: 'yes' }), 400, 'validation_error')).details).toEqual({
      field: 'enabled',
      reason: 'must_be_boolean',
    });
    await expectError(await change(app, 'whe_missing', 'update', { enabled: false }), 404, 'not_found');
    const create = await post(
      app,
      `${ENDPOINTS}/create`,
      { request_id: uniqueId(), url: 'http://localhost:1/h', events: ['refund.failed'], enabld: true },
      MERCHANT,
    );
    expect((await expectError(create, 400, 'validation_error')).details).toEqual({ field: 'enabld', reason: 'unknown_field' });
  });
});

describe('POST /endpoints/:id/roll_secret', () => {
  const advance = (app: Hono, seconds: number) => post(app, '/api/v1/simulation/clock/advance', { request_id: uniqueId(), seconds }, MERCHANT);

  it('signs with the new and the old secret during the grace period, with the new alone after it (sandbox clock)', async () => {
    const { app, dispatcher, first, endpoint } = await setup();
    const res = await change(app, endpoint.id, 'roll_secret', { expires_in_seconds: 3600 });
    expect(res.status).toBe(200);
    const rolled = (await res.json()) as WebhookEndpoint & { previous_secrets: Array<Record<string, unknown>> };
    expect(rolled.secret).toMatch(/^whsec_/);
    expect(rolled.secret).not.toBe(endpoint.secret);
    expect(rolled.previous_secrets).toEqual([{ expires_at: expect.any(String) }]);

    await pay(app);
    await dispatcher.runDue();
    const during = first.received.at(-1)!;
    const header = during.headers['portico-signature'] as string;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(verifySignature(header, during.body, rolled.secret)).toMatchObject({ ok: true });
    expect(verifySignature(header, during.body, endpoint.secret)).toMatchObject({ ok: true });

    expect((await advance(app, 3601)).status).toBe(200);
    await pay(app);
    await dispatcher.runDue();
    const after = first.received.at(-1)!;
    expect(after.headers['portico-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(after.headers['portico-signature'] as string, after.body, rolled.secret)).toMatchObject({ ok: true });
    expect(verifySignature(after.headers['portico-signature'] as string, after.body, endpoint.secret)).toEqual({ ok: false, reason: 'mismatch' });
    const listed = (await (await get(app, ENDPOINTS, MERCHANT)).json()) as { items: Array<Record<string, unknown>> };
    expect(listed.items[0]).toMatchObject({ secret: rolled.secret, previous_secrets: [] });
  });

  it('expires_in_seconds 0 ends every old secret at once; a day is the default; a replay answers the same secret', async () => {
    const { app, dispatcher, first, endpoint } = await setup();
    const requestId = uniqueId();
    const once = (await (await post(app, `${ENDPOINTS}/${endpoint.id}/roll_secret`, { request_id: requestId }, MERCHANT)).json()) as WebhookEndpoint & {
      previous_secrets: Array<{ expires_at: string }>;
    };
    const again = (await (await post(app, `${ENDPOINTS}/${endpoint.id}/roll_secret`, { request_id: requestId }, MERCHANT)).json()) as WebhookEndpoint;
    expect(again.secret).toBe(once.secret);
    expect(Date.parse(once.previous_secrets[0]!.expires_at) - Date.parse(once.updated_at)).toBe(24 * 3600 * 1000);
    const now = (await (await change(app, endpoint.id, 'roll_secret', { expires_in_seconds: 0 })).json()) as WebhookEndpoint & { previous_secrets: unknown[] };
    expect(now.previous_secrets).toEqual([]);
    await pay(app);
    await dispatcher.runDue();
    const hit = first.received.at(-1)!;
    expect(hit.headers['portico-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(hit.headers['portico-signature'] as string, hit.body, now.secret)).toMatchObject({ ok: true });
  });

  it('refuses an unknown field, a grace out of range, and an unknown endpoint', async () => {
    const { app, endpoint } = await setup();
    expect((await expectError(await change(app, endpoint.id, 'roll_secret', { grace: 5 }), 400, 'validation_error')).details).toEqual({
      field: 'grace',
      reason: 'unknown_field',
    });
    for (const [value, reason] of [
      [-1, 'out_of_range'],
      [8 * 24 * 3600, 'out_of_range'],
      [1.5, 'must_be_integer'],
      ['60', 'must_be_integer'],
    ] as const) {
      const refused = await expectError(await change(app, endpoint.id, 'roll_secret', { expires_in_seconds: value }), 400, 'validation_error');
      expect(refused.details).toEqual({ field: 'expires_in_seconds', reason });
    }
    await expectError(await change(app, 'whe_missing', 'roll_secret', {}), 404, 'not_found');
  });
});
