import type { Hono } from 'hono';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SandboxStore } from '../core/store';
import { INTENTS, SECRET_KEY, confirm, confirmBody, createIntent, expectError, get, makeApp, post, uniqueId } from '../test-support/app';
import type { Intent } from '../model/intent-types';
import type { Refund } from './types';

const REFUNDS = '/api/v1/pa/refunds';
const KEY = { 'x-api-key': SECRET_KEY };

async function paid(app: Hono, overrides: Record<string, unknown> = {}): Promise<Intent> {
  const intent = await createIntent(app, overrides);
  const res = await confirm(app, intent, confirmBody());
  expect(res.status).toBe(200);
  const body = (await res.json()) as Intent;
  expect(body.status).toBe(overrides.capture_method === 'manual' ? 'REQUIRES_CAPTURE' : 'SUCCEEDED');
  return body;
}

function refund(app: Hono, body: Record<string, unknown>, headers: Record<string, string> = KEY): Promise<Response> {
  return post(app, `${REFUNDS}/create`, { request_id: uniqueId('refund'), ...body }, headers);
}

async function readIntent(app: Hono, id: string): Promise<Intent> {
  return (await (await get(app, `${INTENTS}/${id}`, KEY)).json()) as Intent;
}

describe('POST /api/v1/pa/refunds/create', () => {
  it('refunds in part, then the rest by omitting the amount; the intent counts what was refunded', async () => {
    const app = makeApp();
    const intent = await paid(app);
    const partial = await refund(app, { payment_intent_id: intent.id, amount: 4, reason: 'One item returned' });
    expect(partial.status).toBe(201);
    expect(await partial.json()).toMatchObject({
      id: expect.stringMatching(/^rfd_/),
      payment_intent_id: intent.id,
      payment_attempt_id: intent.latest_payment_attempt?.id,
      amount: 4,
      currency: 'USD',
      reason: 'One item returned',
      status: 'SETTLED',
    });
    expect(await readIntent(app, intent.id)).toMatchObject({ status: 'SUCCEEDED', refunded_amount: 4 });
    const rest = (await (await refund(app, { payment_intent_id: intent.id })).json()) as Refund;
    expect(rest).toMatchObject({ amount: 6.5, status: 'SETTLED', reason: null });
    expect(await readIntent(app, intent.id)).toMatchObject({ refunded_amount: 10.5 });
    const done = await expectError(await refund(app, { payment_intent_id: intent.id }), 409, 'invalid_status_for_operation');
    expect(done.details).toMatchObject({ reason: 'fully_refunded', refunded_amount: 10.5 });
  });

  it('never refunds more than remains, counting in the minor unit (0.1 + 0.2 is 0.3)', async () => {
    const app = makeApp();
    const intent = await paid(app, { amount: 0.3 });
    expect((await refund(app, { payment_intent_id: intent.id, amount: 0.1 })).status).toBe(201);
    const over = await expectError(await refund(app, { payment_intent_id: intent.id, amount: 0.21 }), 400, 'validation_error');
    expect(over.details).toEqual({ field: 'amount', reason: 'exceeds_refundable_amount', refundable_amount: 0.2, currency: 'USD' });
    expect((await refund(app, { payment_intent_id: intent.id, amount: 0.2 })).status).toBe(201);
    expect(await readIntent(app, intent.id)).toMatchObject({ refunded_amount: 0.3 });
  });

  it('refunds only what was captured', async () => {
    const app = makeApp();
    const intent = await paid(app, { capture_method: 'manual' });
    const early = await expectError(await refund(app, { payment_intent_id: intent.id }), 409, 'invalid_status_for_operation');
    expect(early.details).toEqual({ intent_id: intent.id, status: 'REQUIRES_CAPTURE' });
    expect(early.message).toContain('Cancel it');
    await post(app, `${INTENTS}/${intent.id}/capture`, { request_id: uniqueId(), amount: 8 }, KEY);
    const all = (await (await refund(app, { payment_intent_id: intent.id })).json()) as Refund;
    expect(all.amount).toBe(8);
  });

  it('keeps to the currency decimals: whole yen only', async () => {
    const app = makeApp();
    const intent = await paid(app, { currency: 'JPY', amount: 1050 });
    const res = await refund(app, { payment_intent_id: intent.id, amount: 10.5 });
    expect((await expectError(res, 400, 'validation_error')).details).toEqual({ field: 'amount', reason: 'too_many_decimals_for_currency' });
    expect(await (await refund(app, { payment_intent_id: intent.id, amount: 50 })).json()).toMatchObject({ amount: 50, currency: 'JPY' });
    expect(await (await refund(app, { payment_intent_id: intent.id })).json()).toMatchObject({ amount: 1000 });
  });

  it('refuses an unpaid intent, an unknown one, a browser, and a malformed body', async () => {
    const app = makeApp();
    const unpaid = await createIntent(app);
    const refused = await expectError(await refund(app, { payment_intent_id: unpaid.id }), 409, 'invalid_status_for_operation');
    expect(refused.details).toEqual({ intent_id: unpaid.id, status: 'REQUIRES_PAYMENT_METHOD' });
    const unknown = await expectError(await refund(app, { payment_intent_id: 'int_nope' }), 404, 'not_found');
    expect(unknown.details).toEqual({ field: 'payment_intent_id', intent_id: 'int_nope' });
    const intent = await paid(app);
    await expectError(await refund(app, { payment_intent_id: intent.id }, { 'client-secret': intent.client_secret }), 401, 'unauthorized');
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{}, 'payment_intent_id', 'required'],
      [{ payment_intent_id: intent.id, amount: '4' }, 'amount', 'must_be_number'],
      [{ payment_intent_id: intent.id, amount: 0 }, 'amount', 'must_be_positive'],
      [{ payment_intent_id: intent.id, amount: 1.005 }, 'amount', 'too_many_decimals'],
      [{ payment_intent_id: intent.id, reason: 5 }, 'reason', 'must_be_string'],
      [{ payment_intent_id: intent.id, metadata: [] }, 'metadata', 'must_be_object'],
    ];
    for (const [body, field, reason] of cases) {
      expect((await expectError(await refund(app, body), 400, 'validation_error')).details).toEqual({ field, reason });
    }
    expect(await readIntent(app, intent.id)).not.toHaveProperty('refunded_amount');
  });

  it('is idempotent by request_id: a replay refunds nothing more, another body is 422', async () => {
    const app = makeApp();
    const intent = await paid(app);
    const body = { request_id: uniqueId(), payment_intent_id: intent.id, amount: 3 };
    const first = await post(app, `${REFUNDS}/create`, body, KEY);
    const again = await post(app, `${REFUNDS}/create`, body, KEY);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await readIntent(app, intent.id)).toMatchObject({ refunded_amount: 3 });
    await expectError(await post(app, `${REFUNDS}/create`, { ...body, amount: 4 }, KEY), 422, 'idempotency_key_reused');
  });

  it('fails the trigger amount (9999 minor units): FAILED, and the amount is not counted', async () => {
    const app = makeApp();
    const intent = await paid(app, { amount: 200 });
    const failed = (await (await refund(app, { payment_intent_id: intent.id, amount: 99.99 })).json()) as Refund;
    expect(failed).toMatchObject({ status: 'FAILED', failure_code: 'card_account_closed', amount: 99.99 });
    expect(await readIntent(app, intent.id)).not.toHaveProperty('refunded_amount');
    expect(await (await refund(app, { payment_intent_id: intent.id })).json()).toMatchObject({ amount: 200, status: 'SETTLED' });
  });
});

describe('refunds sent at the same moment', () => {
  it('never add up to more than was captured', async () => {
    const app = makeApp();
    const intent = await paid(app);
    const answers = await Promise.all(Array.from({ length: 8 }, () => refund(app, { payment_intent_id: intent.id, amount: 3 })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 400, 400, 400, 400, 400]);
    expect(await readIntent(app, intent.id)).toMatchObject({ refunded_amount: 9 });
  });

  const dir = mkdtempSync(join(tmpdir(), 'portico-refunds-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('hold across two sandboxes on one database file (the SQLite transaction, not only the lock)', async () => {
    const file = join(dir, 'state.db');
    const [a, b] = [await SandboxStore.open(file), await SandboxStore.open(file)];
    try {
      const [appA, appB] = [makeApp({ store: a }), makeApp({ store: b })];
      const intent = await paid(appA);
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => refund(i % 2 === 0 ? appA : appB, { payment_intent_id: intent.id, amount: 4 })));
      expect(answers.filter((r) => r.status === 201)).toHaveLength(2);
      expect(await readIntent(appB, intent.id)).toMatchObject({ refunded_amount: 8 });
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('GET /api/v1/pa/refunds', () => {
  it('retrieves one refund and lists an intent’s, oldest first', async () => {
    const app = makeApp();
    const intent = await paid(app);
    const first = (await (await refund(app, { payment_intent_id: intent.id, amount: 1 })).json()) as Refund;
    const second = (await (await refund(app, { payment_intent_id: intent.id, amount: 2 })).json()) as Refund;
    expect(await (await get(app, `${REFUNDS}/${first.id}`, KEY)).json()).toEqual(first);
    const list = await (await get(app, `${REFUNDS}?payment_intent_id=${intent.id}`, KEY)).json();
    expect(list).toEqual({ items: [first, second], has_more: false });
    const other = await paid(app);
    expect(await (await get(app, `${REFUNDS}?payment_intent_id=${other.id}`, KEY)).json()).toEqual({ items: [], has_more: false });
  });

  it('answers 404 for an unknown refund or intent, 400 without an intent, 401 without the key', async () => {
    const app = makeApp();
    await expectError(await get(app, `${REFUNDS}/rfd_nope`, KEY), 404, 'not_found');
    await expectError(await get(app, `${REFUNDS}?payment_intent_id=int_nope`, KEY), 404, 'not_found');
    await expectError(await get(app, REFUNDS, KEY), 400, 'validation_error');
    await expectError(await get(app, `${REFUNDS}/rfd_nope`), 401, 'unauthorized');
  });
});

describe('refund events', () => {
  it('records refund.received then refund.settled (or refund.failed), each with the refund as it stood', async () => {
    const app = makeApp();
    const intent = await paid(app, { amount: 200 });
    const settled = (await (await refund(app, { payment_intent_id: intent.id, amount: 5 })).json()) as Refund;
    const failed = (await (await refund(app, { payment_intent_id: intent.id, amount: 99.99 })).json()) as Refund;
    const list = (await (await get(app, '/api/v1/pa/webhooks/events?limit=50', KEY)).json()) as {
      items: Array<{ type: string; data: { object: { id: string; status: string } } }>;
    };
    const refundEvents = list.items
      .filter((e) => e.type.startsWith('refund.'))
      .reverse()
      .map((e) => [e.type, e.data.object.id, e.data.object.status]);
    expect(refundEvents).toEqual([
      ['refund.received', settled.id, 'RECEIVED'],
      ['refund.settled', settled.id, 'SETTLED'],
      ['refund.received', failed.id, 'RECEIVED'],
      ['refund.failed', failed.id, 'FAILED'],
    ]);
  });
});
