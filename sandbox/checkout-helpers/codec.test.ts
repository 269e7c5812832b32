import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SECRET_KEY, createIntent, expectError, makeApp, post } from '../test-support/app';

const ENCODE = '/api/v1/checkout/encode';
const DECODE = '/api/v1/checkout/decode';

async function setup() {
  const app = makeApp();
  const intent = await createIntent(app);
  const headers = { 'client-secret': intent.client_secret, 'x-tracker-id': 'trk_0b5c7c1e-4f7e-4a51-9d3a-7b1f0f6c2d11' };
  return { app, intent, headers };
}

describe('POST /api/v1/checkout/encode and /decode', () => {
  it('round-trips a value, and encodes it differently each time', async () => {
    const { app, headers } = await setup();
    const plain = '4111 1111 1111 1111 — ünïcode ✓';
    const a = (await (await post(app, ENCODE, { value: plain }, headers)).json()) as { value: string };
    const b = (await (await post(app, ENCODE, { value: plain }, headers)).json()) as { value: string };
    expect(a.value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(a.value).not.toBe(b.value);
    expect(a.value).not.toContain('4111');
    const res = await post(app, DECODE, a, headers);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ value: plain });
    expect(await (await post(app, DECODE, b, headers)).json()).toEqual({ value: plain });
  });

  it('decodes only for the intent it was encoded for', async () => {
    const { app, headers } = await setup();
    const other = await createIntent(app);
    const enc = (await (await post(app, ENCODE, { value: 'secret' }, headers)).json()) as { value: string };
    const res = await post(app, DECODE, enc, { ...headers, 'client-secret': other.client_secret });
    expect((await expectError(res, 400, 'validation_error')).details).toEqual({ field: 'value', reason: 'not_decodable' });
  });

  it.each([ENCODE, DECODE])('%s answers 401 without a valid client secret (the merchant key is not enough)', async (path) => {
    const { app, headers } = await setup();
    const tracker = { 'x-tracker-id': headers['x-tracker-id'] };
    expect((await expectError(await post(app, path, { value: 'x' }, tracker), 401, 'unauthorized')).details.reason).toBe('missing_client_secret');
    await expectError(await post(app, path, { value: 'x' }, { ...tracker, 'client-secret': 'a.b.c' }), 401, 'unauthorized');
    await expectError(await post(app, path, { value: 'x' }, { ...tracker, 'x-api-key': SECRET_KEY }), 401, 'unauthorized');
  });

  it.each([
    [{}, 'x-tracker-id', 'required'],
    [{ 'x-tracker-id': 'has spaces' }, 'x-tracker-id', 'invalid_format'],
  ])('validates the tracker header %j', async (extra, field, reason) => {
    const { app, intent } = await setup();
    const res = await post(app, ENCODE, { value: 'x' }, { 'client-secret': intent.client_secret, ...extra });
    expect((await expectError(res, 400, 'validation_error')).details).toEqual({ field, reason });
  });

  it.each([
    [ENCODE, '{}', 'value', 'required'],
    [ENCODE, { value: 42 }, 'value', 'must_be_string'],
    [ENCODE, { value: 'x'.repeat(4097) }, 'value', 'too_long'],
    [ENCODE, 'not json', 'body', 'invalid_json'],
    [DECODE, { value: 'AAAA' }, 'value', 'not_decodable'],
    [DECODE, { value: 'not base64url!' }, 'value', 'not_decodable'],
    [DECODE, { value: 'A'.repeat(80) }, 'value', 'not_decodable'],
  ])('%s refuses %j', async (path, body, field, reason) => {
    const { app, headers } = await setup();
    expect((await expectError(await post(app, path, body, headers), 400, 'validation_error')).details).toEqual({ field, reason });
  });

  it('never answers 500, and every encoded string decodes back (property)', async () => {
    const { app, headers } = await setup();
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), fc.jsonValue({ maxDepth: 2 }), async (value, junk) => {
        const enc = await post(app, ENCODE, { value }, headers);
        const dec = await post(app, DECODE, await enc.json(), headers);
        expect(await dec.json()).toEqual({ value });
        for (const path of [ENCODE, DECODE]) {
          const res = await post(app, path, JSON.stringify(junk), headers);
          expect(res.status).toBeLessThan(500);
          await res.arrayBuffer();
        }
      }),
      { numRuns: 100 },
    );
  });
});
