import fc from 'fast-check';
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { INTENTS, confirm, confirmBody, createIntent, expectError, makeApp, post, uniqueId } from '../test-support/app';
import { KEY, readIntent } from '../test-support/threeds';
import type { Intent } from '../model/intent-types';

const PRE_AUTH = { payment_method_options: { card: { authorization_type: 'pre_auth' } } };

function capture(app: Hono, intent: Intent, body: unknown, headers: Record<string, string> = KEY): Promise<Response> {
  return post(app, `${INTENTS}/${intent.id}/capture`, body, headers);
}

async function authorised(app: Hono, create: Record<string, unknown> = PRE_AUTH): Promise<Intent> {
  const intent = await createIntent(app, create);
  const res = await confirm(app, intent, confirmBody());
  expect(await res.json()).toMatchObject({ status: 'REQUIRES_CAPTURE', latest_payment_attempt: { status: 'AUTHORIZED' } });
  return intent;
}

describe('pre_auth (spec §3): payment_method_options.card.authorization_type', () => {
  it('pre_auth makes the intent manual capture and is echoed', async () => {
    const app = makeApp();
    const intent = await createIntent(app, PRE_AUTH);
    expect(intent).toMatchObject({ capture_method: 'manual', ...PRE_AUTH });
    await authorised(app);
  });

  it('final_auth keeps the capture method asked for', async () => {
    const app = makeApp();
    const finalAuth = { payment_method_options: { card: { authorization_type: 'final_auth' } } };
    expect(await createIntent(app, finalAuth)).toMatchObject({ capture_method: 'automatic', ...finalAuth });
    expect(await createIntent(app, { ...finalAuth, capture_method: 'manual' })).toMatchObject({ capture_method: 'manual' });
    expect(await createIntent(app, { ...PRE_AUTH, capture_method: 'manual' })).toMatchObject({ capture_method: 'manual' });
  });

  it.each([
    ['a string payment_method_options', { payment_method_options: 'pre_auth' }, 'payment_method_options', 'must_be_object'],
    ['a string card', { payment_method_options: { card: 'x' } }, 'payment_method_options.card', 'must_be_object'],
    [
      'an unknown type',
      { payment_method_options: { card: { authorization_type: 'later' } } },
      'payment_method_options.card.authorization_type',
      'invalid_value',
    ],
    [
      'pre_auth with automatic capture',
      { ...PRE_AUTH, capture_method: 'automatic' },
      'payment_method_options.card.authorization_type',
      'conflicts_with_capture_method',
    ],
  ])('refuses %s with 400', async (_name, fields, field, reason) => {
    const res = await post(makeApp(), `${INTENTS}/create`, { request_id: uniqueId(), amount: 5, currency: 'USD', ...fields }, KEY);
    expect((await expectError(res, 400, 'validation_error')).details).toEqual({ field, reason });
  });
});

describe('POST /api/v1/pa/payment_intents/:id/capture', () => {
  it('captures the whole authorised amount by default', async () => {
    const app = makeApp();
    const intent = await authorised(app);
    const res = await capture(app, intent, { request_id: uniqueId() });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'SUCCEEDED',
      captured_amount: 10.5,
      latest_payment_attempt: { status: 'SUCCEEDED', captured_amount: 10.5 },
    });
    expect((await readIntent(app, intent.id)).status).toBe('SUCCEEDED');
  });

  it('captures less than authorised when asked, and never more', async () => {
    const app = makeApp();
    const intent = await authorised(app);
    const over = await expectError(await capture(app, intent, { request_id: uniqueId(), amount: 10.51 }), 400, 'validation_error');
    expect(over.details).toEqual({ field: 'amount', reason: 'exceeds_authorized_amount' });
    const res = await capture(app, intent, { request_id: uniqueId(), amount: 8.25 });
    expect(await res.json()).toMatchObject({ status: 'SUCCEEDED', amount: 10.5, captured_amount: 8.25 });
  });

  it('answers 409 unless the intent is REQUIRES_CAPTURE', async () => {
    const app = makeApp();
    const fresh = await createIntent(app);
    const err = await expectError(await capture(app, fresh, { request_id: uniqueId() }), 409, 'invalid_status_for_operation');
    expect(err.details).toEqual({ intent_id: fresh.id, status: 'REQUIRES_PAYMENT_METHOD' });
    const intent = await authorised(app);
    expect((await capture(app, intent, { request_id: uniqueId() })).status).toBe(200);
    await expectError(await capture(app, intent, { request_id: uniqueId() }), 409, 'invalid_status_for_operation');
    const auto = await createIntent(app);
    await confirm(app, auto, confirmBody());
    await expectError(await capture(app, auto, { request_id: uniqueId() }), 409, 'invalid_status_for_operation');
  });

  it('is for the merchant only: 401 to a client secret or a wrong key', async () => {
    const app = makeApp();
    const intent = await authorised(app);
    const missing = await expectError(await capture(app, intent, { request_id: 'r' }, { 'client-secret': intent.client_secret }), 401, 'unauthorized');
    expect(missing.details).toEqual({ reason: 'missing_api_key' });
    await expectError(await capture(app, intent, { request_id: 'r' }, { 'x-api-key': 'sk_wrong' }), 401, 'unauthorized');
    expect((await readIntent(app, intent.id)).status).toBe('REQUIRES_CAPTURE');
  });

  it('answers 404 for an unknown intent', async () => {
    await expectError(await post(makeApp(), `${INTENTS}/int_none/capture`, { request_id: 'r' }, KEY), 404, 'not_found');
  });

  const badBodies: Array<[string, unknown, string, string]> = [
    ['non-JSON', '{', 'body', 'invalid_json'],
    ['a missing request_id', { amount: 1 }, 'request_id', 'required'],
    ['a string amount', { request_id: 'r', amount: '5' }, 'amount', 'must_be_number'],
    ['a zero amount', { request_id: 'r', amount: 0 }, 'amount', 'must_be_positive'],
    ['three decimals', { request_id: 'r', amount: 1.005 }, 'amount', 'too_many_decimals'],
  ];

  it.each(badBodies)('answers 400 validation_error for %s', async (_name, body, field, reason) => {
    const app = makeApp();
    const intent = await authorised(app);
    expect((await expectError(await capture(app, intent, body), 400, 'validation_error')).details).toEqual({ field, reason });
  });

  it('replays the same request_id and refuses a changed body with 422', async () => {
    const app = makeApp();
    const intent = await authorised(app);
    const body = { request_id: uniqueId(), amount: 3 };
    const first = await capture(app, intent, body);
    const again = await capture(app, intent, body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.text()).toBe(await first.text());
    await expectError(await capture(app, intent, { ...body, amount: 4 }), 422, 'idempotency_key_reused');
  });

  it('never answers 500 to random bodies', async () => {
    const app = makeApp();
    const intent = await authorised(app);
    const amount = fc.oneof(fc.double(), fc.integer(), fc.jsonValue({ maxDepth: 1 }));
    const bodies = fc.oneof(
      fc.string(),
      fc.record({ request_id: fc.oneof(fc.string(), fc.jsonValue({ maxDepth: 1 })), amount }, { requiredKeys: [] }).map((v) => JSON.stringify(v)),
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const res = await capture(app, intent, body);
        expect(res.status).toBeLessThan(500);
        await res.arrayBuffer();
      }),
      { numRuns: 200 },
    );
  });
});
