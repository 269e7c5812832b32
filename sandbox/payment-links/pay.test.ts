import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEY, LINKS, createLink, fixedLink, flexibleLink, linkIntent, type LinkBody, type LinkIntent } from '../test-support/payment-links';
import { SandboxStore } from '../core/store';
import { INTENTS, confirmBody, expectError, get, makeApp, post, uniqueId } from '../test-support/app';
import type { Intent } from '../model/intent-types';

async function read(app: ReturnType<typeof makeApp>, code: string, headers: Record<string, string> = {}): Promise<LinkBody> {
  const res = await get(app, `${LINKS}/${code}`, headers);
  expect(res.status).toBe(200);
  return (await res.json()) as LinkBody;
}

async function pay(app: ReturnType<typeof makeApp>, li: LinkIntent, number = '4111111111111111'): Promise<Response> {
  return post(app, `${INTENTS}/${li.intent_id}/confirm`, confirmBody({ number }), { 'client-secret': li.client_secret });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('GET /api/v1/pa/payment_links/:code', () => {
  it('is public and shows nothing secret; the merchant key shows everything', async () => {
    const app = makeApp();
    const link = await createLink(app);
    const pub = await read(app, link.code);
    expect(Object.keys(pub).sort()).toEqual(
      [
        'code',
        'currency',
        'amount',
        'description',
        'expires_at',
        'flexible',
        'region',
        'reusable',
        'status',
        'title',
        'url',
        'collect',
        'business_name',
        // The merchant's identity on the page: public by nature.
        'logo_url',
        'terms_url',
        'privacy_url',
      ].sort(),
    );
    expect(pub).toMatchObject({ code: link.code, url: link.url, status: 'UNPAID', amount: 12.5, business_name: 'Portico Demo Store' });
    expect(await read(app, link.code, KEY)).toEqual(link);
  });

  it('answers 401 for a wrong merchant key and 404 for an unknown or malformed code', async () => {
    const app = makeApp();
    const link = await createLink(app);
    await expectError(await get(app, `${LINKS}/${link.code}`, { 'x-api-key': 'nope' }), 401, 'unauthorized');
    await expectError(await get(app, `${LINKS}/plk_AAAAAAAAAAAAAAAA`), 404, 'not_found');
    await expectError(await get(app, `${LINKS}/%00..%2f`), 404, 'not_found');
    await expectError(await post(app, `${LINKS}/plk_AAAAAAAAAAAAAAAA/create_intent`, { request_id: 'r' }), 404, 'not_found');
  });
});

describe('POST /api/v1/pa/payment_links/:code/create_intent', () => {
  it('makes an intent for the link’s amount that carries payment_link_id and a working client secret', async () => {
    const app = makeApp();
    const link = await createLink(app);
    const li = await linkIntent(app, link.code);
    expect(li).toEqual({
      intent_id: expect.stringMatching(/^int_/),
      client_secret: expect.any(String),
      amount: 12.5,
      currency: 'USD',
      payment_link_id: link.id,
    });
    const res = await get(app, `${INTENTS}/${li.intent_id}`, { 'client-secret': li.client_secret });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'REQUIRES_PAYMENT_METHOD', amount: 12.5, currency: 'USD', payment_link_id: link.id });
  });

  it('becomes PAID when the single-use link’s intent is paid by card, then refuses new intents with 409', async () => {
    const app = makeApp();
    const link = await createLink(app);
    const li = await linkIntent(app, link.code);
    expect((await pay(app, li)).status).toBe(200);
    expect((await read(app, link.code)).status).toBe('PAID');
    const full = await read(app, link.code, KEY);
    expect(full.payments).toEqual([{ intent_id: li.intent_id, amount: 12.5, currency: 'USD', paid_at: expect.any(String) }]);
    const err = await expectError(await post(app, `${LINKS}/${link.code}/create_intent`, { request_id: uniqueId() }), 409, 'link_already_paid');
    expect(err.details).toMatchObject({ code: link.code, status: 'PAID' });
  });

  it('stays UNPAID after a decline and hands the same open intent to a second tab', async () => {
    const app = makeApp();
    const link = await createLink(app);
    const first = await linkIntent(app, link.code);
    await expectError(await pay(app, first, '4000000000009995'), 400, 'issuer_declined');
    expect((await read(app, link.code)).status).toBe('UNPAID');
    const res = await post(app, `${LINKS}/${link.code}/create_intent`, { request_id: uniqueId() });
    expect(res.status).toBe(200);
    const second = (await res.json()) as LinkIntent;
    expect(second.intent_id).toBe(first.intent_id);
    expect((await pay(app, second)).status).toBe(200);
    expect((await read(app, link.code)).status).toBe('PAID');
  });

  it('keeps a reusable link UNPAID and records each payment', async () => {
    const app = makeApp();
    const link = await createLink(app, fixedLink({ reusable: true }));
    const a = await linkIntent(app, link.code);
    const b = await linkIntent(app, link.code);
    expect(a.intent_id).not.toBe(b.intent_id);
    await pay(app, a);
    await pay(app, b);
    const full = await read(app, link.code, KEY);
    expect(full).toMatchObject({ status: 'UNPAID', payment_count: 2 });
    expect(full.payments.map((p) => p.intent_id)).toEqual([a.intent_id, b.intent_id]);
    expect((await post(app, `${LINKS}/${link.code}/create_intent`, { request_id: uniqueId() })).status).toBe(201);
  });

  it('checks a flexible link’s amount and currency, naming the field', async () => {
    const app = makeApp();
    const link = await createLink(app, flexibleLink());
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ amount: 4.99, currency: 'USD' }, 'amount', 'below_min_amount'],
      [{ amount: 500.01, currency: 'USD' }, 'amount', 'above_max_amount'],
      [{ amount: 20, currency: 'GBP' }, 'currency', 'not_accepted'],
      [{ currency: 'USD' }, 'amount', 'required'],
      [{ amount: 20 }, 'currency', 'required'],
      [{ amount: '20', currency: 'USD' }, 'amount', 'must_be_number'],
    ];
    for (const [body, field, reason] of cases) {
      const res = await post(app, `${LINKS}/${link.code}/create_intent`, { request_id: uniqueId(), ...body });
      expect((await expectError(res, 400, 'validation_error')).details, JSON.stringify(body)).toEqual({ field, reason });
    }
    expect(await linkIntent(app, link.code, { amount: 5, currency: 'EUR' })).toMatchObject({ amount: 5, currency: 'EUR' });
    expect(await linkIntent(app, link.code, { amount: 500, currency: 'USD' })).toMatchObject({ amount: 500, currency: 'USD' });
  });

  it('takes the only currency of a flexible link by default, and refuses another amount on a fixed link', async () => {
    const app = makeApp();
    const flex = await createLink(app, flexibleLink({ currencies: ['JPY'], min_amount: null, max_amount: null }));
    expect(await linkIntent(app, flex.code, { amount: 1200 })).toMatchObject({ amount: 1200, currency: 'JPY' });
    const fixed = await createLink(app);
    const res = await post(app, `${LINKS}/${fixed.code}/create_intent`, { request_id: uniqueId(), amount: 1 });
    expect((await expectError(res, 400, 'validation_error')).details).toEqual({ field: 'amount', reason: 'fixed_by_link' });
    expect(await linkIntent(app, fixed.code, { amount: 12.5, currency: 'USD' })).toMatchObject({ amount: 12.5 });
  });

  it('refuses an amount with more decimals than its currency takes, on a fixed link and a chosen amount (major units)', async () => {
    const app = makeApp();
    const fixed = await post(app, `${LINKS}/create`, fixedLink({ amount: 10.5, currency: 'JPY' }), KEY);
    expect((await expectError(fixed, 400, 'validation_error')).details).toEqual({ field: 'amount', reason: 'too_many_decimals_for_currency' });
    const flex = await createLink(app, flexibleLink({ currencies: ['JPY'], min_amount: null, max_amount: null }));
    const chosen = await post(app, `${LINKS}/${flex.code}/create_intent`, { request_id: uniqueId(), amount: 1200.5 });
    expect((await expectError(chosen, 400, 'validation_error')).details).toEqual({ field: 'amount', reason: 'too_many_decimals_for_currency' });
  });

  it('expires at expires_at (fake time) and then answers 409 link_expired', async () => {
    const app = makeApp();
    const start = Date.now();
    const link = await createLink(app, fixedLink({ expires_at: new Date(start + 3600_000).toISOString() }));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start + 3600_000 - 1);
    expect((await read(app, link.code)).status).toBe('UNPAID');
    vi.setSystemTime(start + 3600_000);
    expect((await read(app, link.code)).status).toBe('EXPIRED');
    const err = await expectError(await post(app, `${LINKS}/${link.code}/create_intent`, { request_id: uniqueId() }), 409, 'link_expired');
    expect(err.details).toMatchObject({ code: link.code, expires_at: link.expires_at });
  });

  it('counts a payment of an intent made before expiry, even after it', async () => {
    const app = makeApp();
    const start = Date.now();
    const link = await createLink(app, fixedLink({ expires_at: new Date(start + 60_000).toISOString() }));
    const li = await linkIntent(app, link.code);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start + 120_000);
    expect((await pay(app, li)).status).toBe(200);
    expect((await read(app, link.code)).status).toBe('PAID');
  });

  it('is idempotent by request_id: replay, 422 for another body, one intent for concurrent calls', async () => {
    const store = SandboxStore.memory();
    const app = makeApp({ store });
    const link = await createLink(app, flexibleLink());
    const body = { request_id: uniqueId(), amount: 20, currency: 'USD' };
    const first = await post(app, `${LINKS}/${link.code}/create_intent`, body);
    const again = await post(app, `${LINKS}/${link.code}/create_intent`, body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    await expectError(await post(app, `${LINKS}/${link.code}/create_intent`, { ...body, amount: 21 }), 422, 'idempotency_key_reused');
    const same = { request_id: uniqueId(), amount: 30, currency: 'EUR' };
    const all = await Promise.all(Array.from({ length: 5 }, () => post(app, `${LINKS}/${link.code}/create_intent`, same)));
    const ids = new Set(await Promise.all(all.map(async (r) => ((await r.json()) as LinkIntent).intent_id)));
    expect(ids.size).toBe(1);
    expect(store.list<Intent>('intents').filter((i) => i.payment_link_id === link.id)).toHaveLength(2);
  });

  it('never answers 500 to random bodies (property)', async () => {
    const app = makeApp();
    const link = await createLink(app, flexibleLink({ reusable: false }));
    const loose = fc.oneof(fc.jsonValue({ maxDepth: 1 }), fc.constantFrom('USD', 'EUR', 5, 20, 500.01, -3));
    const body = fc.record({ request_id: fc.oneof(loose, fc.uuid()), amount: loose, currency: loose }, { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          body.map((b) => JSON.stringify(b)),
          fc.string(),
        ),
        async (text) => {
          const res = await post(app, `${LINKS}/${link.code}/create_intent`, text);
          expect(res.status).toBeLessThan(500);
          await res.arrayBuffer();
        },
      ),
      { numRuns: 150 },
    );
  });
});
