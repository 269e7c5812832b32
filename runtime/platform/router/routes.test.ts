import { describe, expect, it } from 'vitest';
import { matchRoute } from './match';
import { parseLocation } from './parse-location';
import { ELEMENT_KINDS, type ElementKind } from '../../../protocol';
import { ROUTES, type RouteMatch, type RouteName } from './routes';

type HashCase = readonly [hash: string, expected: RouteMatch, mode: 'embedded' | 'standalone'];

/** Each element kind of the protocol at its own address. */
const ELEMENT_CASES = (Object.keys(ELEMENT_KINDS) as ElementKind[]).map((kind): HashCase => [
  `#/elements/${kind}`,
  { name: `elements.${kind}`, params: {} },
  'embedded',
]);

/** One address per route of spec §2, with the match it must give. */
const HASH_CASES: readonly HashCase[] = [
  ...ELEMENT_CASES,
  ['#/standalone/recurring', { name: 'standalone.recurring', params: {} }, 'standalone'],
  ['#/standalone/checkout', { name: 'standalone.checkout', params: {} }, 'standalone'],
  ['#/standalone/checkout/int_123', { name: 'standalone.checkoutIntent', params: { intentId: 'int_123' } }, 'standalone'],
  ['#/elements/3ds-frictionless', { name: 'elements.3ds-frictionless', params: {} }, 'embedded'],
  ['#/elements/3ds-challenge', { name: 'elements.3ds-challenge', params: {} }, 'embedded'],
  ['#/elements/loading', { name: 'elements.loading', params: {} }, 'embedded'],
  ['#/pay/plk_AbC9', { name: 'paymentLink', params: { code: 'plk_AbC9' } }, 'embedded'],
  ['#/pay/hk/plk_AbC9', { name: 'paymentLink.region', params: { region: 'hk', code: 'plk_AbC9' } }, 'embedded'],
  ['#/wechat/jsapi-callback', { name: 'wechat.jsapiCallback', params: {} }, 'embedded'],
  ['#/qrcode/mock', { name: 'qrcode.mock', params: {} }, 'embedded'],
  ['#/checkout-success', { name: 'checkout.success', params: {} }, 'embedded'],
  ['#/checkout-fail', { name: 'checkout.fail', params: {} }, 'embedded'],
  ['#/page/redirect-wechat', { name: 'page.redirectWechat', params: {} }, 'embedded'],
  ['#/page/redirect', { name: 'page.redirect', params: {} }, 'embedded'],
  ['#/page/direct-debit-pending-verify', { name: 'page.directDebitPendingVerify', params: {} }, 'embedded'],
  ['#/page/direct-debit-verify-account/uk/dd_42', { name: 'page.directDebitVerifyAccount', params: { region: 'uk', id: 'dd_42' } }, 'embedded'],
  ['#/page/plaid-popup-iframe', { name: 'page.plaidPopupIframe', params: {} }, 'embedded'],
  ['#/page/us/plaid/link/tx_1', { name: 'page.plaid', params: { region: 'us', action: 'link', transactionId: 'tx_1' } }, 'embedded'],
  ['#/page/uk/truelayer/authorize/tx_2', { name: 'page.truelayer', params: { region: 'uk', action: 'authorize', transactionId: 'tx_2' } }, 'embedded'],
  ['#/page/truelayer/callback', { name: 'page.truelayerCallback', params: {} }, 'embedded'],
  ['#/frame/popup', { name: 'frame.popup', params: {} }, 'embedded'],
  ['#/common/callback', { name: 'common.callback', params: {} }, 'embedded'],
];

const PATH_CASES: ReadonlyArray<readonly [pathname: string, expected: RouteMatch]> = [
  ['/', { name: 'root', params: {} }],
  ['/page/3ds-callback', { name: 'page.3dsCallback', params: {} }],
  ['/page/jp/konbini/payment', { name: 'page.konbiniPayment', params: { region: 'jp' } }],
  ['/page/jp/payeasy-atm/payment', { name: 'page.payeasyAtmPayment', params: { region: 'jp' } }],
  ['/page/mx/spei/payment', { name: 'page.speiPayment', params: { region: 'mx' } }],
  ['/page/eu/bank-transfer/payment', { name: 'page.bankTransferPayment', params: { region: 'eu' } }],
  ['/page/sg/pay-now/payment', { name: 'page.payNowPayment', params: { region: 'sg' } }],
  ['/page/konbini/success', { name: 'page.methodSuccess', params: { method: 'konbini' } }],
];

const loc = (hash: string, pathname = '/', search = '') => ({ pathname, search, hash });

describe('route table', () => {
  it('has unique names and unique patterns per source', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => `${r.source} ${r.pattern}`)).size).toBe(ROUTES.length);
  });

  it('is covered by the cases below, one per route', () => {
    const covered = new Set<RouteName>([...HASH_CASES.map(([, m]) => m.name), ...PATH_CASES.map(([, m]) => m.name)]);
    expect([...covered].sort()).toEqual(ROUTES.map((r) => r.name).sort());
  });

  it('has no two routes of one source matching the same address (order does not matter)', () => {
    const samples = [...HASH_CASES.map(([hash]) => ['hash', hash.slice(1)] as const), ...PATH_CASES.map(([path]) => ['path', path] as const)];
    for (const [source, path] of samples) {
      const parts = path === '/' ? [] : path.slice(1).split('/');
      const matching = ROUTES.filter((r) => {
        const pattern = r.pattern === '/' ? [] : r.pattern.slice(1).split('/');
        return r.source === source && pattern.length === parts.length && pattern.every((seg, i) => seg.startsWith('{') || seg === parts[i]);
      });
      expect(
        matching.map((r) => r.name),
        path,
      ).toHaveLength(1);
    }
  });
});

describe('hash routes (embedded and standalone)', () => {
  it.each(HASH_CASES)('%s', (hash, expected, mode) => {
    const parsed = parseLocation(loc(hash));
    expect(parsed.route).toEqual(expected);
    expect(parsed.mode).toBe(mode);
  });

  it('reads the route before the query and ignores one trailing slash', () => {
    expect(parseLocation(loc('#/elements/card/?lang=fr')).route).toEqual({ name: 'elements.card', params: {} });
  });

  it('decodes percent-encoded parameters', () => {
    expect(parseLocation(loc('#/pay/hk/a%20b%2Fc')).route).toEqual({
      name: 'paymentLink.region',
      params: { region: 'hk', code: 'a b/c' },
    });
  });

  it('is served from any path: the hash decides (iframe at /)', () => {
    expect(parseLocation(loc('#/elements/card', '/page/3ds-callback')).route?.name).toBe('elements.card');
  });

  it.each([
    ['#/elements/unknown', 'embedded'],
    ['#/elements', 'embedded'],
    ['#/Elements/card', 'embedded'],
    ['#/elements/card/extra', 'embedded'],
    ['#/pay', 'embedded'],
    ['#/pay//code', 'embedded'],
    ['#/pay/%E0%A4%A', 'embedded'],
    ['#/standalone/unknown', 'standalone'],
    ['#/standalone', 'standalone'],
    ['#//elements/card', 'embedded'],
  ] as const)('unknown hash route %s → route null, mode %s', (hash, mode) => {
    const parsed = parseLocation(loc(hash));
    expect(parsed.route).toBeNull();
    expect(parsed.mode).toBe(mode);
  });
});

describe('path routes', () => {
  it.each(PATH_CASES)('%s', (pathname, expected) => {
    const parsed = parseLocation(loc('', pathname));
    expect(parsed.route).toEqual(expected);
    expect(parsed.mode).toBe('path');
  });

  it.each(['#', '#/', '#/?lang=de', '#section'])('a hash that is not a hash route (%s) leaves path mode', (hash) => {
    expect(parseLocation(loc(hash, '/page/3ds-callback'))).toMatchObject({
      mode: 'path',
      route: { name: 'page.3dsCallback' },
    });
  });

  it('ignores a trailing slash', () => {
    expect(parseLocation(loc('', '/page/3ds-callback/')).route?.name).toBe('page.3dsCallback');
  });

  it('does not read hash-only routes from the path, nor path routes from the hash', () => {
    expect(parseLocation(loc('', '/elements/card')).route).toBeNull();
    expect(parseLocation(loc('', '/pay/abc')).route).toBeNull();
    expect(parseLocation(loc('#/page/3ds-callback')).route).toBeNull();
  });

  it.each(['/page', '/page/jp/konbini', '/page/jp/unknown/payment', '/nope', '/page//success'])('unknown path %s → route null', (pathname) => {
    expect(parseLocation(loc('', pathname))).toMatchObject({ mode: 'path', route: null });
  });

  it('treats an empty pathname as /', () => {
    expect(parseLocation(loc('', '')).route?.name).toBe('root');
  });
});

describe('matchRoute', () => {
  it('rejects paths that do not start with /', () => {
    expect(matchRoute('hash', 'elements/card')).toBeNull();
  });
});
