import { describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { confirmWith, fetchIntent, local, MERCHANT, pageUrl, sessionOf, SHOPPER_ACTIONS, simulate, submitForm } from '../test-support/methods';
import { SandboxStore } from '../core/store';
import { confirm, confirmBody, createIntent, expectError, get, makeApp, post, uniqueId } from '../test-support/app';
import type { Intent } from '../model/intent-types';

async function waitingIntent(app: Hono, type = 'open_banking', currency = 'GBP', details?: unknown): Promise<Intent> {
  return confirmWith(app, await createIntent(app, { currency }), type, details);
}

describe('POST /api/v1/simulation/pa/shopper_actions/pay and /reject', () => {
  it('pay settles a redirect intent and closes its page session', async () => {
    const app = makeApp();
    const waiting = await waitingIntent(app);
    const res = await simulate(app, 'pay', { request_id: uniqueId(), intent_id: waiting.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: waiting.id, status: 'SUCCEEDED', next_action: null });
    // The bank page now shows the outcome; a second Pay replays it, a Reject is refused.
    const page = await get(app, local(pageUrl(waiting)));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('The payment succeeded.');
    const session = sessionOf(pageUrl(waiting));
    expect((await submitForm(app, '/simulator/bank', { session, action: 'pay' })).status).toBe(200);
    expect((await submitForm(app, '/simulator/bank', { session, action: 'reject' })).status).toBe(409);
    const view = await (await get(app, `${SHOPPER_ACTIONS}/sessions/${session}`, MERCHANT)).json();
    expect(view).toMatchObject({ status: 'COMPLETED' });
  });

  it('pay on a direct debit waiting for its link links the first test account', async () => {
    const app = makeApp();
    const waiting = await waitingIntent(app, 'bacs_direct_debit', 'GBP');
    const res = await simulate(app, 'pay', { request_id: uniqueId(), intent_id: waiting.id });
    expect(await res.json()).toMatchObject({
      status: 'SUCCEEDED',
      latest_payment_attempt: { payment_method: { bacs_direct_debit: { linked_account: { id: 'acc_tl_gbp_current' } } } },
    });
    const session = await (await get(app, `${SHOPPER_ACTIONS}/sessions/${sessionOf(pageUrl(waiting))}`, MERCHANT)).json();
    expect(session).toMatchObject({ status: 'COMPLETED', linked_account: { id: 'acc_tl_gbp_current' } });
  });

  it('reject fails a QR intent with shopper_rejected', async () => {
    const app = makeApp();
    const waiting = await waitingIntent(app, 'paynow', 'SGD');
    const res = await simulate(app, 'reject', { request_id: uniqueId(), intent_id: waiting.id });
    expect(await res.json()).toMatchObject({ status: 'REQUIRES_PAYMENT_METHOD', latest_payment_attempt: { failure_code: 'shopper_rejected' } });
  });

  it('pay under manual capture authorises only', async () => {
    const app = makeApp();
    const intent = await createIntent(app, { currency: 'JPY', amount: 1200, capture_method: 'manual' });
    await confirmWith(app, intent, 'konbini', { store: 'lawson' });
    const res = await simulate(app, 'pay', { request_id: uniqueId(), intent_id: intent.id });
    expect(await res.json()).toMatchObject({ status: 'REQUIRES_CAPTURE', latest_payment_attempt: { status: 'AUTHORIZED' } });
  });

  it.each([
    ['no key', {}],
    ['a wrong key', { 'x-api-key': 'sk_wrong' }],
  ])('answers 401 with %s (a client secret is not enough)', async (_name, headers) => {
    const app = makeApp();
    const waiting = await waitingIntent(app);
    await expectError(await simulate(app, 'pay', { request_id: 'r', intent_id: waiting.id }, headers), 401, 'unauthorized');
    await expectError(
      await simulate(app, 'reject', { request_id: 'r', intent_id: waiting.id }, { 'client-secret': waiting.client_secret }),
      401,
      'unauthorized',
    );
    expect((await fetchIntent(app, waiting.id)).status).toBe('REQUIRES_CUSTOMER_ACTION');
  });

  it('answers 404 for an unknown intent', async () => {
    const err = await expectError(await simulate(makeApp(), 'pay', { request_id: 'r', intent_id: 'int_nope' }), 404, 'not_found');
    expect(err.details).toEqual({ intent_id: 'int_nope' });
  });

  it.each([
    ['not JSON', 'intent_id=1', 'body', 'invalid_json'],
    ['an array', [], 'body', 'must_be_object'],
    ['no request_id', { intent_id: 'int_x' }, 'request_id', 'required'],
    ['no intent_id', { request_id: 'r' }, 'intent_id', 'required'],
    ['a numeric intent_id', { request_id: 'r', intent_id: 5 }, 'intent_id', 'must_be_string'],
    ['an empty intent_id', { request_id: 'r', intent_id: '' }, 'intent_id', 'must_be_string'],
  ])('answers 400 for %s', async (_name, body, field, reason) => {
    const err = await expectError(await simulate(makeApp(), 'pay', body), 400, 'validation_error');
    expect(err.details).toEqual({ field, reason });
  });

  it('answers 409 when the intent waits for nothing: new, paid by card, already settled', async () => {
    const app = makeApp();
    const fresh = await createIntent(app);
    await expectError(await simulate(app, 'pay', { request_id: uniqueId(), intent_id: fresh.id }), 409, 'invalid_status_for_operation');
    const card = await createIntent(app);
    expect((await confirm(app, card, confirmBody())).status).toBe(200);
    const err = await expectError(await simulate(app, 'reject', { request_id: uniqueId(), intent_id: card.id }), 409, 'invalid_status_for_operation');
    expect(err.details).toEqual({ intent_id: card.id, status: 'SUCCEEDED' });
    const waiting = await waitingIntent(app);
    await simulate(app, 'pay', { request_id: uniqueId(), intent_id: waiting.id });
    await expectError(await simulate(app, 'reject', { request_id: uniqueId(), intent_id: waiting.id }), 409, 'invalid_status_for_operation');
  });

  it('leaves a card waiting for 3DS to the 3DS simulator: 409 here, its session unknown to the shopper pages', async () => {
    const store = SandboxStore.memory();
    const app = makeApp({ store });
    const intent = await createIntent(app);
    const res = await confirm(app, intent, confirmBody({ number: '4000000000003220' }));
    expect(((await res.json()) as Intent).status).toBe('REQUIRES_CUSTOMER_ACTION');
    await expectError(await simulate(app, 'pay', { request_id: uniqueId(), intent_id: intent.id }), 409, 'invalid_status_for_operation');
    const threeDs = store.list<{ id: string; kind: string }>('sessions').find((s) => s.kind === '3ds');
    expect(threeDs).toBeDefined();
    const id = threeDs?.id ?? '';
    await expectError(await get(app, `/simulator/sessions/${id}`), 404, 'not_found');
    await expectError(await post(app, `/simulator/sessions/${id}/pay`, { request_id: 'r' }), 404, 'not_found');
    await expectError(await get(app, `${SHOPPER_ACTIONS}/sessions/${id}`, MERCHANT), 404, 'not_found');
    expect((await get(app, `/simulator/bank?session=${id}`)).status).toBe(404);
    expect((await submitForm(app, '/simulator/bank', { session: id, action: 'pay' })).status).toBe(404);
    expect((await fetchIntent(app, intent.id)).status).toBe('REQUIRES_CUSTOMER_ACTION');
  });

  it('replays by request_id, refuses a changed body with 422, and a refused request may reuse its key', async () => {
    const app = makeApp();
    const waiting = await waitingIntent(app);
    const body = { request_id: uniqueId('sim'), intent_id: waiting.id };
    const first = await simulate(app, 'pay', body);
    const again = await simulate(app, 'pay', { intent_id: waiting.id, request_id: body.request_id });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.text()).toBe(await first.text());
    const other = await waitingIntent(app);
    await expectError(await simulate(app, 'pay', { ...body, intent_id: other.id }), 422, 'idempotency_key_reused');
    expect((await fetchIntent(app, other.id)).status).toBe('REQUIRES_CUSTOMER_ACTION');

    const refusedKey = uniqueId('refused');
    const fresh = await createIntent(app, { currency: 'GBP' });
    await expectError(await simulate(app, 'pay', { request_id: refusedKey, intent_id: fresh.id }), 409, 'invalid_status_for_operation');
    await confirmWith(app, fresh, 'open_banking');
    expect((await simulate(app, 'pay', { request_id: refusedKey, intent_id: fresh.id })).status).toBe(200);
  });

  it('runs once under concurrency: one key twice → one execution; two keys → one 200 and one 409', async () => {
    const app = makeApp();
    const waiting = await waitingIntent(app);
    const body = { request_id: uniqueId(), intent_id: waiting.id };
    const same = await Promise.all([simulate(app, 'pay', body), simulate(app, 'pay', body)]);
    expect(same.map((r) => r.status)).toEqual([200, 200]);
    expect(same.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(1);

    const next = await waitingIntent(app);
    const both = await Promise.all([
      simulate(app, 'pay', { request_id: uniqueId(), intent_id: next.id }),
      simulate(app, 'reject', { request_id: uniqueId(), intent_id: next.id }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('a page action and the API never both settle one intent', async () => {
    const app = makeApp();
    const waiting = await waitingIntent(app);
    const [page, api] = await Promise.all([
      submitForm(app, '/simulator/bank', { session: sessionOf(pageUrl(waiting)), action: 'reject' }),
      simulate(app, 'pay', { request_id: uniqueId(), intent_id: waiting.id }),
    ]);
    const after = await fetchIntent(app, waiting.id);
    if (page.status === 200) {
      expect(api.status).toBe(409);
      expect(after.status).toBe('REQUIRES_PAYMENT_METHOD');
    } else {
      expect(api.status).toBe(200);
      expect(after.status).toBe('SUCCEEDED');
    }
  });
});

describe('stand-alone link sessions: POST and GET /api/v1/simulation/pa/shopper_actions/sessions', () => {
  const create = (app: Hono, body: unknown, headers: Record<string, string> = MERCHANT) => post(app, `${SHOPPER_ACTIONS}/sessions`, body, headers);

  it('creates a session (201) and replays it by request_id', async () => {
    const app = makeApp();
    const body = { request_id: uniqueId(), provider: 'plaid' };
    const res = await create(app, body);
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({
      kind: 'plaid_link',
      status: 'PENDING',
      method: 'plaid',
      region: 'us',
      intent_id: null,
      url: expect.stringMatching(/\/simulator\/plaid\?session=ses_/),
    });
    const again = await create(app, body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.text()).toBe(text);
    await expectError(await create(app, { ...body, provider: 'truelayer' }), 422, 'idempotency_key_reused');
  });

  it.each([
    ['no provider', {}, 'provider', 'required'],
    ['an unknown provider', { provider: 'yodlee' }, 'provider', 'invalid_value'],
    ['a bad region', { provider: 'plaid', region: 'US' }, 'region', 'invalid_value'],
    ['a bad return_route', { provider: 'truelayer', return_route: 'popup' }, 'return_route', 'invalid_value'],
  ])('answers 400 for %s', async (_name, extra, field, reason) => {
    const err = await expectError(await create(makeApp(), { request_id: uniqueId(), ...extra }), 400, 'validation_error');
    expect(err.details).toEqual({ field, reason });
  });

  it('answers 401 without the merchant key', async () => {
    await expectError(await create(makeApp(), { request_id: 'r', provider: 'plaid' }, {}), 401, 'unauthorized');
  });

  it("GET: merchant key, or the client secret of the session's own intent; 401 otherwise; 404 unknown", async () => {
    const app = makeApp();
    const waiting = await waitingIntent(app, 'ach_direct_debit', 'USD');
    const other = await createIntent(app);
    const id = sessionOf(pageUrl(waiting));
    const path = `${SHOPPER_ACTIONS}/sessions/${id}`;
    expect((await get(app, path, { 'client-secret': waiting.client_secret })).status).toBe(200);
    await expectError(await get(app, path, { 'client-secret': other.client_secret }), 401, 'unauthorized');
    await expectError(await get(app, path), 401, 'unauthorized');
    await expectError(await get(app, path, { 'x-api-key': 'nope' }), 401, 'unauthorized');
    const standalone = (await (await create(app, { request_id: uniqueId(), provider: 'plaid' })).json()) as { id: string };
    await expectError(await get(app, `${SHOPPER_ACTIONS}/sessions/${standalone.id}`, { 'client-secret': waiting.client_secret }), 401, 'unauthorized');
    await expectError(await get(app, `${SHOPPER_ACTIONS}/sessions/ses_nope`, MERCHANT), 404, 'not_found');
  });
});
