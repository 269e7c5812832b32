import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectError, makeApp } from '../test-support/app';

const ORIGIN = 'http://checkout.portico.test:3100';
// The sandbox served at ORIGIN (its own origin is configured, never taken from the Host header).
const app = makeApp({ publicOrigins: () => [ORIGIN] });

function go(url: string | null, extra = ''): Promise<Response> {
  const query = url === null ? extra : `url=${encodeURIComponent(url)}${extra}`;
  return Promise.resolve(app.request(`${ORIGIN}/pa/redirect?${query}`, { redirect: 'manual' }));
}

describe('GET /pa/redirect', () => {
  it.each([
    ['/page/3ds-callback', `${ORIGIN}/page/3ds-callback`],
    [`${ORIGIN}/#/checkout-success`, `${ORIGIN}/#/checkout-success`],
    ['http://localhost:3000/return?order=1', 'http://localhost:3000/return?order=1'],
    ['http://127.0.0.1:4000/', 'http://127.0.0.1:4000/'],
    ['http://[::1]:5000/x', 'http://[::1]:5000/x'],
  ])('redirects to %s', async (url, location) => {
    const res = await go(url);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(location);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('appends the other query parameters to the target', async () => {
    const res = await go('http://localhost:3000/return?order=1#done', '&status=SUCCEEDED&intent_id=int_1&status=again');
    expect(res.headers.get('location')).toBe('http://localhost:3000/return?order=1&status=SUCCEEDED&intent_id=int_1&status=again#done');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https:evil.example',
    'http://localhost@evil.example/',
    'http://evil.example#@localhost',
    'http://evil.example\\@localhost',
    'http://localhost.evil.example/',
    'http://127.0.0.1.nip.io/',
    'http://user:pw@localhost/',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    ' http://evil.example',
    'http://evil.example\t/',
    'ftp://localhost/',
    'http://checkout.portico.test:3101/',
    'https://checkout.portico.test:3100/',
  ])('refuses the open redirect %j with 400', async (url) => {
    const res = await go(url);
    expect(res.headers.get('location')).toBeNull();
    expect((await expectError(res, 400, 'validation_error')).details).toEqual({ field: 'url', reason: 'not_allowed' });
  });

  it('needs a url of at most 2048 characters', async () => {
    expect((await expectError(await go(null), 400, 'validation_error')).details).toEqual({ field: 'url', reason: 'required' });
    expect((await expectError(await go(''), 400, 'validation_error')).details.reason).toBe('required');
    const long = await go(`/${'a'.repeat(2048)}`);
    expect((await expectError(long, 400, 'validation_error')).details.reason).toBe('too_long');
  });

  it('only ever sends the browser to an allowed host (property)', async () => {
    const allowed = new Set(['checkout.portico.test', 'localhost', '127.0.0.1', '[::1]']);
    const candidate = fc.oneof(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.string({ maxLength: 60 }),
      fc.tuple(fc.constantFrom('//', '/\\', 'http://', 'https://', '/', 'http:/', 'http://localhost@', ''), fc.domain()).map(([a, b]) => a + b),
    );
    await fc.assert(
      fc.asyncProperty(candidate, async (url) => {
        const res = await go(url);
        expect([302, 400]).toContain(res.status);
        const location = res.headers.get('location');
        if (location !== null) {
          const target = new URL(location);
          expect(allowed.has(target.hostname)).toBe(true);
          expect(['http:', 'https:']).toContain(target.protocol);
        }
        await res.arrayBuffer();
      }),
      { numRuns: 300 },
    );
  });
});
