import { ELEMENT_KINDS, type ElementKind } from '../../../protocol';

/**
 * Every route of spec §2: one `elements.{kind}` route (`/elements/{kind}`) per kind of
 * the protocol's ELEMENT_KINDS, derived below, and the other routes in this table.
 * `source` says where a route is read: `hash` routes from the URL hash
 * (`#/elements/card?…`), `path` routes from the pathname. Patterns use `{name}` for a
 * parameter that fills one whole segment. Route names and each route's parameter
 * names are derived from the routes.
 *
 * No two patterns of the same source can match the same address (a unit test
 * proves it), so the order of the table does not matter for matching.
 */
const OTHER_ROUTES = [
  // Hash routes. Spec §2 lists them all under "embedded mode"; the first segment
  // decides the mode: `standalone` → standalone, anything else → embedded.
  { name: 'standalone.recurring', source: 'hash', pattern: '/standalone/recurring' },
  { name: 'standalone.checkout', source: 'hash', pattern: '/standalone/checkout' },
  { name: 'standalone.checkoutIntent', source: 'hash', pattern: '/standalone/checkout/{intentId}' },
  // Frames under /elements/ that are not a kind a merchant creates: 3-D Secure's and the warm-up frame.
  { name: 'elements.3ds-frictionless', source: 'hash', pattern: '/elements/3ds-frictionless' },
  { name: 'elements.3ds-challenge', source: 'hash', pattern: '/elements/3ds-challenge' },
  { name: 'elements.loading', source: 'hash', pattern: '/elements/loading' },
  { name: 'paymentLink', source: 'hash', pattern: '/pay/{code}' },
  { name: 'paymentLink.region', source: 'hash', pattern: '/pay/{region}/{code}' },
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

/** The route of an element kind: a hash route of embedded mode. */
type ElementRoute = { [K in ElementKind]: { readonly name: `elements.${K}`; readonly source: 'hash'; readonly pattern: `/elements/${K}` } }[ElementKind];

const ELEMENT_ROUTES = (Object.keys(ELEMENT_KINDS) as ElementKind[]).map(
  (kind) => ({ name: `elements.${kind}`, source: 'hash', pattern: `/elements/${kind}` }) as ElementRoute,
);

type RouteEntry = (typeof OTHER_ROUTES)[number] | ElementRoute;

export const ROUTES: readonly RouteEntry[] = [...ELEMENT_ROUTES, ...OTHER_ROUTES];
export type RouteName = RouteEntry['name'];
export type RouteSource = RouteEntry['source'];

/** `'/pay/{region}/{code}'` → `'region' | 'code'`. */
type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** A matched route: its name and exactly the parameters of its pattern, decoded. */
export type RouteMatch = {
  [E in RouteEntry as E['name']]: {
    readonly name: E['name'];
    readonly params: Readonly<Record<ParamNames<E['pattern']>, string>>;
  };
}[RouteName];
