/**
 * Every route of spec §2, in one table. `source` says where the route is read:
 * `hash` routes from the URL hash (`#/elements/card?…`), `path` routes from the
 * pathname. Patterns use `{name}` for a parameter that fills one whole segment.
 * Route names and each route's parameter names are derived from this table.
 *
 * No two patterns of the same source can match the same address (a unit test
 * proves it), so the order of the table does not matter for matching.
 */
export const ROUTES = [
  // Hash routes. Spec §2 lists them all under "embedded mode"; the first segment
  // decides the mode: `standalone` → standalone, anything else → embedded.
  { name: 'elements.dropin', source: 'hash', pattern: '/elements/dropin' },
  { name: 'standalone.recurring', source: 'hash', pattern: '/standalone/recurring' },
  { name: 'standalone.checkout', source: 'hash', pattern: '/standalone/checkout' },
  { name: 'standalone.checkoutIntent', source: 'hash', pattern: '/standalone/checkout/{intentId}' },
  { name: 'elements.cvc', source: 'hash', pattern: '/elements/cvc' },
  { name: 'elements.expiry', source: 'hash', pattern: '/elements/expiry' },
  { name: 'elements.card-number', source: 'hash', pattern: '/elements/card-number' },
  { name: 'elements.card', source: 'hash', pattern: '/elements/card' },
  { name: 'elements.full-featured-card', source: 'hash', pattern: '/elements/full-featured-card' },
  { name: 'elements.kr-card-expiry', source: 'hash', pattern: '/elements/kr-card-expiry' },
  { name: 'elements.kr-card-psw-first-two', source: 'hash', pattern: '/elements/kr-card-psw-first-two' },
  { name: 'elements.kr-card-identifier', source: 'hash', pattern: '/elements/kr-card-identifier' },
  { name: 'elements.kr-card-number', source: 'hash', pattern: '/elements/kr-card-number' },
  { name: 'elements.3ds-frictionless', source: 'hash', pattern: '/elements/3ds-frictionless' },
  { name: 'elements.3ds-challenge', source: 'hash', pattern: '/elements/3ds-challenge' },
  { name: 'elements.loading', source: 'hash', pattern: '/elements/loading' },
  { name: 'elements.apple-pay', source: 'hash', pattern: '/elements/apple-pay' },
  { name: 'elements.google-pay', source: 'hash', pattern: '/elements/google-pay' },
  { name: 'paymentLink', source: 'hash', pattern: '/pay/{code}' },
  { name: 'paymentLink.region', source: 'hash', pattern: '/pay/{region}/{code}' },
  { name: 'elements.wechat', source: 'hash', pattern: '/elements/wechat' },
  { name: 'elements.qrcode', source: 'hash', pattern: '/elements/qrcode' },
  { name: 'elements.redirect', source: 'hash', pattern: '/elements/redirect' },
  { name: 'wechat.jsapiCallback', source: 'hash', pattern: '/wechat/jsapi-callback' },
  { name: 'qrcode.mock', source: 'hash', pattern: '/qrcode/mock' },
  { name: 'checkout.success', source: 'hash', pattern: '/checkout-success' },
  { name: 'checkout.fail', source: 'hash', pattern: '/checkout-fail' },
  { name: 'page.redirectWechat', source: 'hash', pattern: '/page/redirect-wechat' },
  { name: 'page.redirect', source: 'hash', pattern: '/page/redirect' },
  { name: 'page.directDebitPendingVerify', source: 'hash', pattern: '/page/direct-debit-pending-verify' },
  {
    name: 'page.directDebitVerifyAccount',
    source: 'hash',
    pattern: '/page/direct-debit-verify-account/{region}/{id}',
  },
  { name: 'page.plaidPopupIframe', source: 'hash', pattern: '/page/plaid-popup-iframe' },
  { name: 'page.plaid', source: 'hash', pattern: '/page/{region}/plaid/{action}/{transactionId}' },
  { name: 'page.truelayer', source: 'hash', pattern: '/page/{region}/truelayer/{action}/{transactionId}' },
  { name: 'page.truelayerCallback', source: 'hash', pattern: '/page/truelayer/callback' },
  { name: 'frame.popup', source: 'hash', pattern: '/frame/popup' },
  { name: 'common.callback', source: 'hash', pattern: '/common/callback' },

  // Path routes ("other mode").
  { name: 'root', source: 'path', pattern: '/' },
  { name: 'page.3dsCallback', source: 'path', pattern: '/page/3ds-callback' },
  { name: 'page.konbiniPayment', source: 'path', pattern: '/page/{region}/konbini/payment' },
  { name: 'page.payeasyAtmPayment', source: 'path', pattern: '/page/{region}/payeasy-atm/payment' },
  { name: 'page.speiPayment', source: 'path', pattern: '/page/{region}/spei/payment' },
  { name: 'page.bankTransferPayment', source: 'path', pattern: '/page/{region}/bank-transfer/payment' },
  { name: 'page.payNowPayment', source: 'path', pattern: '/page/{region}/pay-now/payment' },
  { name: 'page.methodSuccess', source: 'path', pattern: '/page/{method}/success' },
] as const satisfies readonly RouteDefinition[];

export interface RouteDefinition {
  readonly name: string;
  readonly source: 'hash' | 'path';
  readonly pattern: string;
}

type RouteEntry = (typeof ROUTES)[number];
export type RouteName = RouteEntry['name'];
export type RouteSource = RouteEntry['source'];

/** `'/pay/{region}/{code}'` → `'region' | 'code'`. */
type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** A matched route: its name and exactly the parameters of its pattern, decoded. */
export type RouteMatch = {
  [E in RouteEntry as E['name']]: {
    readonly name: E['name'];
    readonly params: Readonly<Record<ParamNames<E['pattern']>, string>>;
  };
}[RouteName];


