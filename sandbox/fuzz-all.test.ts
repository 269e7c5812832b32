/**
 * Every route of the app (Hono's `app.routes`), GET, POST and DELETE, gets random
 * JSON and non-JSON bodies, random headers (with and without a valid merchant key,
 * intent or customer client secret) and random path ids and queries: no answer is
 * 500 (or any 5xx), no request throws, nothing is logged as an internal error,
 * and every JSON error has the `{ code, message, details }` shape. 40 runs a
 * route keep the whole suite fast. A body nested 30,000 deep (fits in 64 KiB, and
 * overflows the stack of any recursive walk) goes to every POST route as well.
 */
import fc from 'fast-check';
import { CAPTCHA_STAND_IN_PATHS } from './captcha/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, customerSecret } from './test-support/customers';
import { createLink } from './test-support/payment-links';
import { SECRET_KEY, createIntent, makeApp, post } from './test-support/app';

const RUNS = 40;
const logs: string[] = [];
const app = makeApp({ log: (line) => logs.push(line) });

/** Stand-ins whose whole point is to fail (a vendor script that answers 503, one that never answers). */
const FAILING_ON_PURPOSE: readonly string[] = [CAPTCHA_STAND_IN_PATHS.failing, CAPTCHA_STAND_IN_PATHS.never];

const routes = [
  ...new Map(
    app.routes
      .filter((r) => ['GET', 'POST', 'DELETE'].includes(r.method) && !r.path.includes('*') && !FAILING_ON_PURPOSE.includes(r.path))
      .map((r) => [`${r.method} ${r.path}`, { method: r.method, path: r.path }] as const),
  ).values(),
];

/** Ids that exist, so some runs get past the lookups into the handlers. */
const seeds = { ids: ['int_x'], intentSecret: '', customerSecret: '' };

beforeAll(async () => {
  const intent = await createIntent(app);
  const customer = await createCustomer(app);
  const link = await createLink(app);
  const quote = (await (
    await post(app, '/api/v1/pa/quotes/create', { payment_currency: 'USD', target_currency: 'EUR' }, { 'x-api-key': SECRET_KEY })
  ).json()) as { id: string };
  seeds.ids = [intent.id, customer.id, link.code, quote.id];
  seeds.intentSecret = intent.client_secret;
  seeds.customerSecret = await customerSecret(app, customer.id);
});

/** Header values must be printable ASCII to be sent at all. */
const printable = fc.string({ maxLength: 60 }).map((s) => s.replace(/[^\x20-\x7e]/g, ''));
const loose = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom('USD', 'EUR', 'card', 'GB', '4111111111111111', '12', '2040', '123', 10.5, 0, -1, 1e21, true, null, '__proto__'),
);
const KEYS = [
  'request_id',
  'amount',
  'currency',
  'payment_method',
  'type',
  'card',
  'id',
  'name',
  'code',
  'value',
  'events',
  'data',
  'customer_id',
  'intent_id',
  'session_id',
  'target_currency',
  'payment_currency',
  'title',
  'reusable',
  'flexible',
  'validation_url',
  'initiative_context',
  'next_triggered_by',
  'amounts',
  'url',
  'action',
  'otp',
  'status',
  '__proto__',
];
const keyed = fc.dictionary(fc.constantFrom(...KEYS), loose, { maxKeys: 6 });
const body = fc.oneof(
  keyed.map((o) => JSON.stringify(o)),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 120 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 }), { maxKeys: 4 }).map((d) => new URLSearchParams(d).toString()),
);
const query = fc.dictionary(
  fc.constantFrom('country_code', 'url', 'name', 'currency', 'country', 'mode', 'customer_id', 'status', 'session', 'id', 'code'),
  printable,
  { maxKeys: 3 },
);
const pathId = fc.oneof(
  fc.constantFrom(0, 1, 2, 3).map((i) => seeds.ids[i] ?? 'x'),
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.constantFrom('__proto__', 'constructor', 'toString', '..', 'create', 'x'.repeat(300)),
);
const headers = fc.record(
  {
    'x-api-key': fc.oneof(fc.constant(SECRET_KEY), printable),
    'client-secret': fc.oneof(fc.constant('intent'), fc.constant('customer'), printable),
    'x-pan': fc.oneof(fc.constantFrom('4111111111111111', '411111'), printable),
    'x-tracker-id': fc.oneof(fc.constant('trk_fuzz'), printable),
    'content-type': fc.constantFrom('application/json', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''),
  },
  { requiredKeys: [] },
);

function concretePath(pattern: string, ids: string[]): string {
  let i = 0;
  return pattern.replace(/:[A-Za-z_][A-Za-z0-9_]*(\{[^}]*\})?/g, () => encodeURIComponent(ids[i++] ?? 'x'));
}

function withSecrets(h: Record<string, string>): Record<string, string> {
  const secret = h['client-secret'];
  if (secret === 'intent') return { ...h, 'client-secret': seeds.intentSecret };
  if (secret === 'customer') return { ...h, 'client-secret': seeds.customerSecret };
  return h;
}

describe('no route answers 5xx to random input', () => {
  it('finds the routes of every area', () => {
    expect(routes.length).toBeGreaterThan(40);
    for (const area of ['payment_intents', 'customers', 'payment_consents', 'payment_links', 'quotes', 'bin', 'checkout', 'simulator', 'shopper_actions']) {
      expect(
        routes.some((r) => r.path.includes(area)),
        area,
      ).toBe(true);
    }
  });

  it.each(routes)('$method $path', async ({ method, path }) => {
    await fc.assert(
      fc.asyncProperty(fc.array(pathId, { minLength: 2, maxLength: 2 }), headers, body, query, async (ids, h, text, q) => {
        const qs = new URLSearchParams(q).toString();
        const url = `${concretePath(path, ids)}${qs ? `?${qs}` : ''}`;
        const init: RequestInit = { method, headers: withSecrets(h), redirect: 'manual' };
        if (method !== 'GET') init.body = text;
        let res: Response;
        try {
          res = await app.request(url, init);
        } catch (err) {
          throw new Error(`${method} ${url} threw: ${String(err)}`);
        }
        expect(res.status, `${method} ${url}`).toBeLessThan(500);
        if (res.status >= 400 && (res.headers.get('content-type') ?? '').startsWith('application/json')) {
          const err = (await res.json()) as Record<string, unknown>;
          expect(typeof err.code).toBe('string');
          expect(typeof err.message).toBe('string');
          expect(typeof err.details === 'object' && err.details !== null).toBe(true);
        } else {
          await res.arrayBuffer();
        }
        expect(logs.filter((l) => l.includes('internal error'))).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });
});

const DEEP = `{"request_id":"r","a":${'['.repeat(30_000)}${']'.repeat(30_000)}}`;
const posts = routes.filter((r) => r.method === 'POST');

describe('a body nested 30,000 deep', () => {
  it.each(posts)('$path', async ({ path }) => {
    const tries: Array<Record<string, string>> = [{ 'x-api-key': SECRET_KEY }, { 'client-secret': seeds.intentSecret, 'x-tracker-id': 't' }];
    for (const h of tries) {
      const res = await app.request(concretePath(path, seeds.ids), { method: 'POST', body: DEEP, headers: { 'content-type': 'application/json', ...h } });
      expect(res.status, path).toBeLessThan(500);
      await res.arrayBuffer();
    }
  });
});
