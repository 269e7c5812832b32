import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, jsonDepth } from './json-depth';
import { createLink } from '../test-support/payment-links';
import { CHECKOUT_ORIGIN, SECRET_KEY, createIntent, expectError, makeApp, post } from '../test-support/app';

describe('the JSON nesting limit', () => {
  it('counts brackets outside strings only', () => {
    expect(jsonDepth('{}')).toBe(1);
    expect(jsonDepth('{"a":[{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[[{{{{"}')).toBe(1);
    expect(jsonDepth('{"a":"\\"[[[["}')).toBe(1);
    expect(jsonDepth('{"a\\\\":[[1]]}')).toBe(3);
    expect(jsonDepth('[]]]]][')).toBe(1);
  });

  it('answers 400 too_deep, never 500, for a deeply nested body on every write of this area', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const link = await createLink(app);
    const nest = (n: number) => `{"request_id":"r","a":${'['.repeat(n)}${']'.repeat(n)}}`;
    const key = { 'x-api-key': SECRET_KEY };
    const browser = { 'client-secret': intent.client_secret, 'x-tracker-id': 't' };
    const cases: Array<[string, Record<string, string>]> = [
      ['/api/v1/pa/payment_links/create', key],
      [`/api/v1/pa/payment_links/${link.code}/create_intent`, {}],
      ['/api/v1/pa/quotes/create', key],
      ['/api/v1/checkout/encode', browser],
      ['/api/v1/checkout/decode', browser],
      ['/pa/wallet_verification', key],
      ['/pa/webhook', key],
      ['/api/v1/checkout/logs', { origin: CHECKOUT_ORIGIN }],
      ['/api/v1/checkout/metrics', { origin: CHECKOUT_ORIGIN }],
    ];
    for (const [path, headers] of cases) {
      const deep = await post(app, path, nest(30_000), headers);
      expect((await expectError(deep, 400, 'validation_error')).details, path).toEqual({ field: 'body', reason: 'too_deep' });
      const ok = await post(app, path, nest(MAX_JSON_DEPTH - 1), headers);
      expect(ok.status, path).not.toBe(500);
      await ok.arrayBuffer();
    }
  });
});
