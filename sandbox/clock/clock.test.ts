import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { SandboxStore } from '../core/store';
import { INTENTS, SECRET_KEY, createIntent, expectError, get, makeApp, post, uniqueId } from '../test-support/app';
import { confirmWith } from '../test-support/methods';
import { WebhookDispatcher } from '../webhooks/dispatcher';
import { allowedTargets } from '../webhooks/target';
import { startReceiver, type Receiver } from '../webhooks/test-receiver';

const CLOCK = '/api/v1/simulation/clock';
const KEY = { 'x-api-key': SECRET_KEY };
const HOUR = 3600;

function advance(app: Hono, body: Record<string, unknown>): Promise<Response> {
  return post(app, `${CLOCK}/advance`, { request_id: uniqueId('tick'), ...body }, KEY);
}

async function readClock(app: Hono): Promise<{ now: string; offset_seconds: number }> {
  return (await (await get(app, CLOCK, KEY)).json()) as { now: string; offset_seconds: number };
}

describe('the test clock', () => {
  it('reads, advances by seconds or to a time, and resets to the wall clock', async () => {
    const app = makeApp();
    const first = await readClock(app);
    expect(first.offset_seconds).toBe(0);
    expect(Math.abs(Date.parse(first.now) - Date.now())).toBeLessThan(1000);
    const moved = (await (await advance(app, { seconds: HOUR })).json()) as { now: string; offset_seconds: number };
    expect(moved.offset_seconds).toBe(HOUR);
    expect(Math.abs(Date.parse(moved.now) - (Date.now() + HOUR * 1000))).toBeLessThan(1000);
    const to = new Date(Date.parse(moved.now) + 2 * 86_400_000).toISOString();
    const there = await readClock((await advance(app, { to }), app));
    expect(Math.abs(Date.parse(there.now) - Date.parse(to))).toBeLessThan(1000);
    const reset = await post(app, `${CLOCK}/reset`, { request_id: uniqueId() }, KEY);
    expect(await reset.json()).toMatchObject({ offset_seconds: 0 });
  });

  it('moves once for a retried request_id, and refuses going back, bad input and a browser', async () => {
    const app = makeApp();
    const body = { request_id: uniqueId(), seconds: 60 };
    await post(app, `${CLOCK}/advance`, body, KEY);
    const again = await post(app, `${CLOCK}/advance`, body, KEY);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await readClock(app)).offset_seconds).toBe(60);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{}, 'seconds', 'required'],
      [{ seconds: -5 }, 'seconds', 'must_be_positive'],
      [{ seconds: '60' }, 'seconds', 'must_be_number'],
      [{ to: '2001-01-01T00:00:00Z' }, 'to', 'not_in_future'],
      [{ to: 'tomorrow' }, 'to', 'invalid_date'],
      [{ seconds: 1, to: '2099-01-01T00:00:00Z' }, 'to', 'conflict'],
    ];
    for (const [fields, field, reason] of cases) {
      expect((await expectError(await advance(app, fields), 400, 'validation_error')).details).toEqual({ field, reason });
    }
    await expectError(await get(app, CLOCK), 401, 'unauthorized');
    await expectError(await post(app, `${CLOCK}/reset`, { request_id: uniqueId() }), 401, 'unauthorized');
  });

  it('expires a client secret when its hour has passed on the clock, and dates new ones by it', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    expect((await get(app, `${INTENTS}/${intent.id}`, { 'client-secret': intent.client_secret })).status).toBe(200);
    await advance(app, { seconds: HOUR + 1 });
    const expired = await expectError(await get(app, `${INTENTS}/${intent.id}`, { 'client-secret': intent.client_secret }), 401, 'unauthorized');
    expect(expired.details).toEqual({ reason: 'expired' });
    const fresh = (await (await get(app, `${INTENTS}/${intent.id}`, KEY)).json()) as { client_secret: string };
    expect((await get(app, `${INTENTS}/${intent.id}`, { 'client-secret': fresh.client_secret })).status).toBe(200);
    const later = await createIntent(app);
    expect(Date.parse(later.created_at)).toBeGreaterThan(Date.now() + (HOUR - 5) * 1000);
  });

  it('sets instruction deadlines from the clock', async () => {
    const app = makeApp();
    await advance(app, { seconds: 30 * 86_400 });
    const intent = await createIntent(app, { currency: 'JPY', amount: 1200 });
    const waiting = await confirmWith(app, intent, 'konbini', { store: 'lawson' });
    const action = waiting.next_action as { instructions: { deadline: string } } | null;
    const deadline = Date.parse(action?.instructions.deadline ?? '');
    expect(deadline).toBeGreaterThan(Date.now() + 32 * 86_400_000);
  });

  const dir = mkdtempSync(join(tmpdir(), 'portico-clock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is kept in the state file: a restarted sandbox keeps its time', async () => {
    const file = join(dir, 'state.db');
    const store = await SandboxStore.open(file);
    await advance(makeApp({ store }), { seconds: 7 * 86_400 });
    await store.close();
    const reopened = await SandboxStore.open(file);
    try {
      expect((await readClock(makeApp({ store: reopened }))).offset_seconds).toBe(7 * 86_400);
    } finally {
      await reopened.close();
    }
  });
});

describe('webhook retries on the test clock', () => {
  const open: Receiver[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((r) => r.close()));
  });

  it('sends a retry once the clock passes its back-off, without waiting for it', async () => {
    const store = SandboxStore.memory();
    const dispatcher = new WebhookDispatcher(store, { allowTarget: allowedTargets(), schedule: { firstDelayMs: 600_000, factor: 2, maxAttempts: 3 } });
    const app = makeApp({ store, webhookDispatcher: dispatcher });
    const receiver = await startReceiver();
    open.push(receiver);
    receiver.answers = [500];
    await post(app, '/api/v1/pa/webhooks/endpoints/create', { request_id: uniqueId(), url: receiver.url, events: ['payment_intent.created'] }, KEY);
    await createIntent(app);
    await dispatcher.runDue();
    await dispatcher.runDue();
    expect(receiver.received).toHaveLength(1);
    await advance(app, { seconds: 601 });
    await dispatcher.runDue();
    expect(receiver.received).toHaveLength(2);
  });
});
