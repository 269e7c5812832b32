import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KEY, LINKS, createLink, fixedLink, flexibleLink, type LinkBody } from '../test-support/payment-links';
import { SandboxStore } from '../core/store';
import { CHECKOUT_ORIGIN, expectError, get, makeApp, post } from '../test-support/app';

describe('POST /api/v1/pa/payment_links/create', () => {
  it('creates a fixed single-use link with a short unguessable code and a spec §2 url', async () => {
    const app = makeApp();
    const body = fixedLink({ description: 'Stoneware, 350 ml' });
    const res = await post(app, `${LINKS}/create`, body, KEY);
    expect(res.status).toBe(201);
    const link = (await res.json()) as LinkBody;
    expect(link).toMatchObject({
      id: expect.stringMatching(/^link_[0-9a-f]{24}$/),
      code: expect.stringMatching(/^plk_[A-Za-z0-9]{16}$/),
      request_id: body.request_id,
      title: 'Blue mug',
      description: 'Stoneware, 350 ml',
      flexible: false,
      amount: 12.5,
      currency: 'USD',
      reusable: false,
      expires_at: null,
      region: null,
      status: 'UNPAID',
      payments: [],
      payment_count: 0,
    });
    expect(link.url).toBe(`${CHECKOUT_ORIGIN}/#/pay/${link.code}`);
    const other = await createLink(app);
    expect(other.code).not.toBe(link.code);
  });

  it("keeps the merchant's logo, terms and privacy pages for the link's page (null when not given)", async () => {
    const app = makeApp();
    const identity = { logo_url: 'https://shop.example/logo.svg', terms_url: 'https://shop.example/terms', privacy_url: 'https://shop.example/privacy' };
    const link = await createLink(app, fixedLink(identity));
    expect(link).toMatchObject(identity);
    const shown = (await (await get(app, `${LINKS}/${link.code}`)).json()) as LinkBody;
    expect(shown).toMatchObject(identity);
    expect(await createLink(app)).toMatchObject({ logo_url: null, terms_url: null, privacy_url: null });
  });

  it('puts the region in the url and keeps a flexible link’s limits', async () => {
    const app = makeApp();
    const link = await createLink(app, flexibleLink({ region: 'hk' }));
    expect(link.url).toBe(`${CHECKOUT_ORIGIN}/#/pay/hk/${link.code}`);
    expect(link).toMatchObject({ flexible: true, min_amount: 5, max_amount: 500, currencies: ['USD', 'EUR'], reusable: true });
    expect(link).not.toHaveProperty('amount');
  });

  it('normalises expires_at to UTC', async () => {
    const app = makeApp();
    const at = new Date(Date.now() + 3600_000);
    const local = `${at.toISOString().slice(0, 19)}+00:00`;
    const link = await createLink(app, fixedLink({ expires_at: local }));
    expect(link.expires_at).toBe(`${at.toISOString().slice(0, 19)}.000Z`);
  });

  it('needs the merchant key', async () => {
    const app = makeApp();
    expect((await expectError(await post(app, `${LINKS}/create`, fixedLink()), 401, 'unauthorized')).details.reason).toBe('missing_api_key');
    const wrong = await post(app, `${LINKS}/create`, fixedLink(), { 'x-api-key': 'sk_wrong' });
    expect((await expectError(wrong, 401, 'unauthorized')).details.reason).toBe('invalid_api_key');
  });

  it.each([
    ['title', { title: undefined }, 'required'],
    ['title', { title: '   ' }, 'empty'],
    ['amount', { amount: -1 }, 'must_be_positive'],
    ['currency', { currency: 'usd' }, 'invalid_currency'],
    ['reusable', { reusable: undefined }, 'required'],
    ['reusable', { reusable: 'yes' }, 'must_be_boolean'],
    ['currencies', { currencies: ['USD'] }, 'not_allowed_for_fixed_link'],
    ['expires_at', { expires_at: '2020-01-01T00:00:00Z' }, 'in_the_past'],
    ['expires_at', { expires_at: 'tomorrow' }, 'invalid_datetime'],
    ['region', { region: 'Hong Kong' }, 'invalid_region'],
    ['request_id', { request_id: 7 }, 'must_be_string'],
    ['logo_url', { logo_url: 'http://shop.example/logo.png' }, 'invalid_url'],
    ['logo_url', { logo_url: 'data:text/html;base64,PGI+' }, 'invalid_url'],
    ['terms_url', { terms_url: 'javascript:alert(1)' }, 'invalid_url'],
    ['privacy_url', { privacy_url: '/privacy' }, 'invalid_url'],
  ])('refuses a bad %s (%j)', async (field, overrides, reason) => {
    const app = makeApp();
    const err = await expectError(await post(app, `${LINKS}/create`, fixedLink(overrides), KEY), 400, 'validation_error');
    expect(err.details).toEqual({ field, reason });
  });

  it.each([
    ['amount', { amount: 10 }, 'not_allowed_for_flexible_link'],
    ['currencies', { currencies: [] }, 'invalid_length'],
    ['currencies[1]', { currencies: ['USD', 'eur'] }, 'invalid_currency'],
    ['currencies', { currencies: ['USD', 'USD'] }, 'duplicate_currency'],
    ['max_amount', { min_amount: 50, max_amount: 10 }, 'less_than_min_amount'],
    ['min_amount', { min_amount: 0 }, 'must_be_positive'],
  ])('refuses a flexible link with a bad %s', async (field, overrides, reason) => {
    const app = makeApp();
    const err = await expectError(await post(app, `${LINKS}/create`, flexibleLink(overrides), KEY), 400, 'validation_error');
    expect(err.details).toEqual({ field, reason });
  });

  it('refuses a body that is not a JSON object', async () => {
    const app = makeApp();
    expect((await expectError(await post(app, `${LINKS}/create`, '[1]', KEY), 400, 'validation_error')).details.field).toBe('body');
    expect((await expectError(await post(app, `${LINKS}/create`, '{', KEY), 400, 'validation_error')).details.reason).toBe('invalid_json');
  });

  it('replays the same request_id and body, and refuses another body with 422', async () => {
    const store = SandboxStore.memory();
    const app = makeApp({ store });
    const body = fixedLink();
    const first = await post(app, `${LINKS}/create`, body, KEY);
    const again = await post(app, `${LINKS}/create`, body, KEY);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(store.count('links')).toBe(1);
    await expectError(await post(app, `${LINKS}/create`, { ...body, amount: 13 }, KEY), 422, 'idempotency_key_reused');
  });

  it('runs concurrent creates with one request_id once', async () => {
    const store = SandboxStore.memory();
    const app = makeApp({ store });
    const body = fixedLink();
    const all = await Promise.all(Array.from({ length: 6 }, () => post(app, `${LINKS}/create`, body, KEY)));
    const codes = new Set(await Promise.all(all.map(async (r) => ((await r.json()) as LinkBody).code)));
    expect(codes.size).toBe(1);
    expect(store.count('links')).toBe(1);
  });

  it('keeps links across a restart of the store', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const file = `${mkdtempSync(`${tmpdir()}/portico-links-`)}/state.json`;
    const first = await SandboxStore.open(file);
    const link = await createLink(makeApp({ store: first }));
    await first.flush();
    const app = makeApp({ store: await SandboxStore.open(file) });
    expect(((await (await get(app, `${LINKS}/${link.code}`)).json()) as LinkBody).title).toBe('Blue mug');
  });

  it('never answers 500 to random bodies (property)', async () => {
    const app = makeApp();
    const loose = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(true, false, 'USD', 10, 0, -1, 'hk', ['USD'], '2099-01-01T00:00:00Z'));
    const bodies = fc.record(
      {
        request_id: loose,
        title: loose,
        amount: loose,
        currency: loose,
        flexible: loose,
        min_amount: loose,
        max_amount: loose,
        currencies: loose,
        reusable: loose,
        expires_at: loose,
        region: loose,
        description: loose,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          bodies.map((b) => JSON.stringify(b)),
          fc.string(),
        ),
        async (body) => {
          const res = await post(app, `${LINKS}/create`, body, KEY);
          expect(res.status).toBeLessThan(500);
          await res.arrayBuffer();
        },
      ),
      { numRuns: 150 },
    );
  });
});
