import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUOTE_TTL_MS, requireValidQuote } from './model';
import { UNITS_PER_USD, convert, rateFor } from './rates';
import { SandboxStore } from '../core/store';
import { SECRET_KEY, createIntent, expectError, get, makeApp, post, uniqueId } from '../test-support/app';

const QUOTES = '/api/v1/pa/quotes';
const KEY = { 'x-api-key': SECRET_KEY };

interface QuoteBody {
  id: string;
  rate: number;
  target_amount: number | null;
  expires_at: string;
  created_at: string;
  [field: string]: unknown;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the rate table', () => {
  it('derives every cross rate through USD, to 6 significant digits', () => {
    expect(rateFor('USD', 'EUR')).toBe(0.92);
    expect(rateFor('EUR', 'JPY')).toBe(163.043);
    expect(rateFor('JPY', 'USD')).toBe(0.00666667);
    for (const a of Object.keys(UNITS_PER_USD) as Array<keyof typeof UNITS_PER_USD>) expect(rateFor(a, a)).toBe(1);
  });

  it('rounds to the target currency’s minor unit', () => {
    expect(convert(10, 163.043, 'JPY')).toBe(1630);
    expect(convert(10.5, 0.92, 'EUR')).toBe(9.66);
    expect(convert(1.005, 1, 'USD')).toBe(1.01);
  });
});

describe('POST /api/v1/pa/quotes/create', () => {
  it('quotes a pair for the merchant, valid for five minutes', async () => {
    const app = makeApp();
    const res = await post(app, `${QUOTES}/create`, { payment_currency: 'USD', target_currency: 'EUR', amount: 100 }, KEY);
    expect(res.status).toBe(201);
    const q = (await res.json()) as QuoteBody;
    expect(q).toEqual({
      id: expect.stringMatching(/^quote_[0-9a-f]{24}$/),
      payment_currency: 'USD',
      target_currency: 'EUR',
      rate: 0.92,
      payment_amount: 100,
      target_amount: 92,
      intent_id: null,
      created_at: expect.any(String),
      expires_at: expect.any(String),
    });
    expect(Date.parse(q.expires_at) - Date.parse(q.created_at)).toBe(QUOTE_TTL_MS);
    const bare = (await (await post(app, `${QUOTES}/create`, { payment_currency: 'GBP', target_currency: 'HKD' }, KEY)).json()) as QuoteBody;
    expect(bare).toMatchObject({ rate: 9.87342, payment_amount: null, target_amount: null });
  });

  it('quotes the intent its client secret was issued for', async () => {
    const app = makeApp();
    const intent = await createIntent(app, { amount: 10, currency: 'EUR' });
    const res = await post(app, `${QUOTES}/create`, { target_currency: 'JPY' }, { 'client-secret': intent.client_secret });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      payment_currency: 'EUR',
      target_currency: 'JPY',
      rate: 163.043,
      payment_amount: 10,
      target_amount: 1630,
      intent_id: intent.id,
    });
    const named = await post(app, `${QUOTES}/create`, { intent_id: intent.id, target_currency: 'USD' }, KEY);
    expect(await named.json()).toMatchObject({ intent_id: intent.id, target_amount: 10.87 });
  });

  it('answers 401 without credentials, with a wrong key, or with another intent’s client secret', async () => {
    const app = makeApp();
    const mine = await createIntent(app);
    const other = await createIntent(app);
    const body = { target_currency: 'EUR' };
    expect((await expectError(await post(app, `${QUOTES}/create`, body), 401, 'unauthorized')).details.reason).toBe('missing_client_secret');
    await expectError(await post(app, `${QUOTES}/create`, body, { 'x-api-key': 'x' }), 401, 'unauthorized');
    await expectError(await post(app, `${QUOTES}/create`, body, { 'client-secret': 'a.b.c' }), 401, 'unauthorized');
    const cross = await post(app, `${QUOTES}/create`, { ...body, intent_id: other.id }, { 'client-secret': mine.client_secret });
    expect((await expectError(cross, 401, 'unauthorized')).details.reason).toBe('wrong_intent');
  });

  it('answers 404 for an unknown intent_id', async () => {
    const app = makeApp();
    await expectError(await post(app, `${QUOTES}/create`, { intent_id: 'int_nope', target_currency: 'EUR' }, KEY), 404, 'not_found');
  });

  it.each([
    [{ payment_currency: 'USD', target_currency: 'XTS' }, 'target_currency', 'unsupported_currency'],
    [{ payment_currency: 'ZZZ', target_currency: 'EUR' }, 'payment_currency', 'unsupported_currency'],
    [{ payment_currency: 'usd', target_currency: 'EUR' }, 'payment_currency', 'invalid_currency'],
    [{ target_currency: 'EUR' }, 'payment_currency', 'required'],
    [{ payment_currency: 'USD' }, 'target_currency', 'required'],
    [{ payment_currency: 'USD', target_currency: 'USD' }, 'target_currency', 'same_as_payment_currency'],
    [{ payment_currency: 'USD', target_currency: 'EUR', amount: 0 }, 'amount', 'must_be_positive'],
    [{ payment_currency: 'USD', target_currency: 'EUR', request_id: '' }, 'request_id', 'invalid_length'],
    [{ payment_currency: 'USD', target_currency: 'EUR', intent_id: 5 }, 'intent_id', 'must_be_string'],
  ])('refuses %j (%s: %s)', async (body, field, reason) => {
    const app = makeApp();
    expect((await expectError(await post(app, `${QUOTES}/create`, body, KEY), 400, 'validation_error')).details).toEqual({ field, reason });
  });

  it('refuses another currency or an amount for an intent’s quote', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const headers = { 'client-secret': intent.client_secret };
    const a = await post(app, `${QUOTES}/create`, { payment_currency: 'EUR', target_currency: 'GBP' }, headers);
    expect((await expectError(a, 400, 'validation_error')).details).toEqual({ field: 'payment_currency', reason: 'does_not_match_intent' });
    const b = await post(app, `${QUOTES}/create`, { target_currency: 'GBP', amount: 3 }, headers);
    expect((await expectError(b, 400, 'validation_error')).details).toEqual({ field: 'amount', reason: 'not_allowed_with_intent' });
  });

  it('is idempotent when a request_id is sent, and makes a new quote each time when not', async () => {
    const store = SandboxStore.memory();
    const app = makeApp({ store });
    const body = { request_id: uniqueId(), payment_currency: 'USD', target_currency: 'SGD', amount: 5 };
    const first = await post(app, `${QUOTES}/create`, body, KEY);
    const again = await post(app, `${QUOTES}/create`, body, KEY);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    await expectError(await post(app, `${QUOTES}/create`, { ...body, amount: 6 }, KEY), 422, 'idempotency_key_reused');
    const all = await Promise.all(Array.from({ length: 4 }, () => post(app, `${QUOTES}/create`, { ...body, request_id: 'same' }, KEY)));
    expect(new Set(await Promise.all(all.map(async (r) => ((await r.json()) as QuoteBody).id))).size).toBe(1);
    const plain = { payment_currency: 'USD', target_currency: 'SGD' };
    const x = (await (await post(app, `${QUOTES}/create`, plain, KEY)).json()) as QuoteBody;
    const y = (await (await post(app, `${QUOTES}/create`, plain, KEY)).json()) as QuoteBody;
    expect(x.id).not.toBe(y.id);
    expect(store.count('quotes')).toBe(4);
  });

  it('never answers 500 to random bodies (property)', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const loose = fc.oneof(fc.jsonValue({ maxDepth: 1 }), fc.constantFrom('USD', 'EUR', 'JPY', 'XTS', 10, intent.id));
    const body = fc.record({ request_id: loose, intent_id: loose, payment_currency: loose, target_currency: loose, amount: loose }, { requiredKeys: [] });
    const headers = fc.constantFrom<Record<string, string>>(KEY, { 'client-secret': intent.client_secret }, {});
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          body.map((b) => JSON.stringify(b)),
          fc.string(),
        ),
        headers,
        async (text, h) => {
          const res = await post(app, `${QUOTES}/create`, text, h);
          expect(res.status).toBeLessThan(500);
          await res.arrayBuffer();
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('GET /api/v1/pa/quotes/:id', () => {
  it('reads a quote back for the merchant and for its own intent’s browser only', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const other = await createIntent(app);
    const q = (await (await post(app, `${QUOTES}/create`, { target_currency: 'EUR' }, { 'client-secret': intent.client_secret })).json()) as QuoteBody;
    expect(await (await get(app, `${QUOTES}/${q.id}`, KEY)).json()).toEqual(q);
    expect(await (await get(app, `${QUOTES}/${q.id}`, { 'client-secret': intent.client_secret })).json()).toEqual(q);
    await expectError(await get(app, `${QUOTES}/${q.id}`, { 'client-secret': other.client_secret }), 404, 'not_found');
    await expectError(await get(app, `${QUOTES}/quote_unknown`, KEY), 404, 'not_found');
    await expectError(await get(app, `${QUOTES}/${q.id}`), 401, 'unauthorized');
  });

  it('answers 409 quote_expired once five minutes have passed (fake time)', async () => {
    const store = SandboxStore.memory();
    const app = makeApp({ store });
    const start = Date.now();
    const q = (await (await post(app, `${QUOTES}/create`, { payment_currency: 'USD', target_currency: 'EUR' }, KEY)).json()) as QuoteBody;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(q.expires_at) - 1);
    expect((await get(app, `${QUOTES}/${q.id}`, KEY)).status).toBe(200);
    vi.setSystemTime(start + QUOTE_TTL_MS + 1000);
    const err = await expectError(await get(app, `${QUOTES}/${q.id}`, KEY), 409, 'quote_expired');
    expect(err.details).toEqual({ quote_id: q.id, expires_at: q.expires_at });
    expect(() => requireValidQuote(store, q.id, new Date())).toThrow(expect.objectContaining({ code: 'quote_expired' }));
  });
});
