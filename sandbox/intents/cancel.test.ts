import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INTENTS, confirm, confirmBody, createIntent, expectError, makeApp, post, uniqueId } from '../test-support/app';
import { KEY, get3dsPage, readIntent, toChallenge, tokenOf } from '../test-support/threeds';
import type { Intent } from '../model/intent-types';
import type { Hono } from 'hono';

function cancel(app: Hono, intent: Intent, body: unknown, headers?: Record<string, string>): Promise<Response> {
  return post(app, `${INTENTS}/${intent.id}/cancel`, body, headers ?? { 'client-secret': intent.client_secret });
}

describe('POST /api/v1/pa/payment_intents/:id/cancel', () => {
  it('cancels a new intent; the browser gets requested_by_customer by default', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const res = await cancel(app, intent, { request_id: uniqueId() });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Intent;
    expect(body).toMatchObject({ status: 'CANCELLED', cancellation_reason: 'requested_by_customer', next_action: null, latest_payment_attempt: null });
    expect(body.cancelled_at).toBe(body.updated_at);
    expect(await readIntent(app, intent.id)).toMatchObject({ status: 'CANCELLED' });
  });

  it('keeps a declined attempt as it was, and takes the merchant reason', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    await confirm(app, intent, confirmBody({ number: '4000000000009995' }));
    const res = await cancel(app, intent, { request_id: uniqueId(), cancellation_reason: 'Out of stock' }, KEY);
    expect(await res.json()).toMatchObject({
      status: 'CANCELLED',
      cancellation_reason: 'Out of stock',
      latest_payment_attempt: { status: 'FAILED', failure_code: 'insufficient_funds' },
    });
  });

  it('during 3DS: abandons the pending attempt and closes the session', async () => {
    const app = makeApp();
    const challenged = await toChallenge(app);
    const res = await cancel(app, challenged, { request_id: uniqueId() }, KEY);
    expect(await res.json()).toMatchObject({
      status: 'CANCELLED',
      cancellation_reason: 'requested_by_merchant',
      next_action: null,
      latest_payment_attempt: { status: 'CANCELLED' },
    });
    // The challenge page now shows where things ended, not the form.
    const page = await get3dsPage(app, tokenOf(challenged));
    expect(await page.text()).toContain('<strong id="status">CANCELLED</strong>');
  });

  it('voids an authorisation (REQUIRES_CAPTURE)', async () => {
    const app = makeApp();
    const intent = await createIntent(app, { capture_method: 'manual' });
    await confirm(app, intent, confirmBody());
    const res = await cancel(app, intent, { request_id: uniqueId() }, KEY);
    expect(await res.json()).toMatchObject({ status: 'CANCELLED', latest_payment_attempt: { status: 'CANCELLED' } });
  });

  it('answers 409 for SUCCEEDED and CANCELLED intents', async () => {
    const app = makeApp();
    const paid = await createIntent(app);
    await confirm(app, paid, confirmBody());
    const err = await expectError(await cancel(app, paid, { request_id: uniqueId() }), 409, 'invalid_status_for_operation');
    expect(err.details).toEqual({ intent_id: paid.id, status: 'SUCCEEDED' });
    const cancelled = await createIntent(app);
    await cancel(app, cancelled, { request_id: uniqueId() });
    await expectError(await cancel(app, cancelled, { request_id: uniqueId() }), 409, 'invalid_status_for_operation');
    // And a cancelled intent cannot be paid.
    await expectError(await confirm(app, cancelled, confirmBody()), 409, 'invalid_status_for_operation');
  });

  it('answers 401 without credentials or with another intent’s secret, 404 for an unknown intent', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const other = await createIntent(app);
    await expectError(await cancel(app, intent, { request_id: 'r' }, {}), 401, 'unauthorized');
    await expectError(await cancel(app, intent, { request_id: 'r' }, { 'client-secret': other.client_secret }), 401, 'unauthorized');
    await expectError(await post(app, `${INTENTS}/int_none/cancel`, { request_id: 'r' }, KEY), 404, 'not_found');
    expect((await readIntent(app, intent.id)).status).toBe('REQUIRES_PAYMENT_METHOD');
  });

  const badBodies: Array<[string, unknown, string, string]> = [
    ['non-JSON', 'cancel', 'body', 'invalid_json'],
    ['a missing request_id', {}, 'request_id', 'required'],
    ['a numeric reason', { request_id: 'r', cancellation_reason: 5 }, 'cancellation_reason', 'must_be_string'],
    ['a blank reason', { request_id: 'r', cancellation_reason: '  ' }, 'cancellation_reason', 'empty'],
    ['a long reason', { request_id: 'r', cancellation_reason: 'x'.repeat(201) }, 'cancellation_reason', 'too_long'],
  ];

  it.each(badBodies)('answers 400 validation_error for %s, and the intent stays', async (_name, body, field, reason) => {
    const app = makeApp();
    const intent = await createIntent(app);
    const err = await expectError(await cancel(app, intent, body), 400, 'validation_error');
    expect(err.details).toEqual({ field, reason });
    expect((await readIntent(app, intent.id)).status).toBe('REQUIRES_PAYMENT_METHOD');
  });

  it('replays the same request_id (even after the intent moved on) and refuses a changed body with 422', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const body = { request_id: uniqueId(), cancellation_reason: 'dup' };
    const first = await cancel(app, intent, body);
    const again = await cancel(app, intent, body);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.text()).toBe(await first.text());
    await expectError(await cancel(app, intent, { ...body, cancellation_reason: 'other' }), 422, 'idempotency_key_reused');
  });

  it('never answers 500 to random bodies', async () => {
    const app = makeApp();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        async (body) => {
          const intent = await createIntent(app);
          const res = await cancel(app, intent, body);
          expect(res.status).toBeLessThan(500);
          await res.arrayBuffer();
        },
      ),
      { numRuns: 150 },
    );
  });
});
