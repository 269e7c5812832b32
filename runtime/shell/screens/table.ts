/**
 * The screen table: every route of spec §2 (runtime/platform/router/routes.ts) maps to
 * exactly one element screen, page screen, or an explicit not-built row. Element rows
 * are derived from the protocol's kinds and their screen files; a page route without
 * a row, a row without a route, or a row twice, does not compile. Screens are chunks of
 * their own, loaded by runtime/shell/screens/load.ts.
 */
import { ELEMENT_KINDS, type ElementKind } from '../../../protocol';
import type { RouteName } from '../../platform/router';
import type { ElementBody, ElementRow, PageFamily, PageRow, ScreenRow } from '../../host/screen-contract';

const page = (family: PageFamily, load: PageRow['load']): PageRow => ({ type: 'page', family, load });
/** The bank-link pages share one screen chunk (one import in the entry, not six): the route picks the page. */
const bankLink = page('bank-link', () => import('../../features/redirect-bank-link/pages/BankLinkPage'));

/** The hosted pages (checkout, recurring, their results, the landing page) share one screen chunk: the route picks the page. */
const standalone = page('standalone', () => import('../../features/hosted/StandalonePages'));
/** `/pay/{code}` and `/pay/{region}/{code}`: one page, the route gives the code. */
const paymentLinkPage = page('payment-link', () => import('../../features/hosted/payment-link/PaymentLinkPage'));

/**
 * Each kind's screen is found by its file's name: `features/{family}/…/{Kind}Element.tsx`
 * (the kind in PascalCase, `kr-card-psw-first-two` → `KrCardPswFirstTwoElement.tsx`), each
 * its own chunk. A new kind needs its protocol row and that file, no row here.
 */
const ELEMENT_SCREENS = import.meta.glob<{ readonly default: ElementBody }>('../../features/**/*Element.tsx');

/** `KrCardPswFirstTwo` and `kr-card-psw-first-two` spell the same kind. */
const spelling = (name: string) => name.replace(/-/g, '').toLowerCase();

function elementRow<K extends ElementKind>(kind: K): ElementRow<K> {
  const files = Object.keys(ELEMENT_SCREENS).filter((file) => spelling(/([^/]+)Element\.tsx$/.exec(file)?.[1] ?? '') === spelling(kind));
  // Met by the screen table's unit test before any build: every kind has exactly one screen file.
  if (files.length !== 1) throw new Error(`Element kind ${kind}: ${files.length} screen files, not one`);
  return { type: 'element', kind, load: ELEMENT_SCREENS[files[0]!]! };
}

/** One row per element kind of the protocol, under its own route name. */
const ELEMENT_ROWS = Object.fromEntries((Object.keys(ELEMENT_KINDS) as ElementKind[]).map((kind) => [`elements.${kind}`, elementRow(kind)])) as {
  [K in ElementKind as `elements.${K}`]: ElementRow<K>;
};

export const SCREENS = {
  // Card family and 3-D Secure (issue 8).
  // 3-D Secure: the paying frame's hidden device-data frame, the challenge the SDK shows, the banks' way back.
  'elements.3ds-frictionless': page('three-ds', () => import('../../features/three-ds/FrictionlessPage')),
  'elements.3ds-challenge': page('three-ds', () => import('../../features/three-ds/ChallengePage')),
  'page.3dsCallback': page('three-ds', () => import('../../features/three-ds/CallbackPage')),

  // Drop-in, wallets and local methods (issue 9).
  'page.redirect': page('callbacks', () => import('../../features/results/RedirectPage')),
  // WeChat in a mobile browser: the page that opens WeChat's, and the page WeChat comes back to.
  'wechat.jsapiCallback': page('callbacks', () => import('../../features/qr-wechat/pages/WechatCallbackPage')),
  // The wallet app that scanned a QR code, played for tests and demos.
  'qrcode.mock': page('instructions', () => import('../../features/qr-wechat/pages/QrMockPage')),
  'page.redirectWechat': page('callbacks', () => import('../../features/qr-wechat/pages/RedirectWechatPage')),
  'page.konbiniPayment': page('instructions', () => import('../../features/instructions/pages/KonbiniPaymentPage')),
  'page.payeasyAtmPayment': page('instructions', () => import('../../features/instructions/pages/PayEasyAtmPaymentPage')),
  'page.speiPayment': page('instructions', () => import('../../features/instructions/pages/SpeiPaymentPage')),
  'page.bankTransferPayment': page('instructions', () => import('../../features/instructions/pages/BankTransferPaymentPage')),
  'page.payNowPayment': page('instructions', () => import('../../features/instructions/pages/PayNowPaymentPage')),
  'page.methodSuccess': page('results', () => import('../../features/instructions/pages/MethodSuccessPage')),

  // Recurring, direct debit and bank linking (issue 10).
  // The shopper saves a method on a consent the merchant's server made, on a page of its own (the drop-in in recurring mode).
  'standalone.recurring': standalone,
  'page.directDebitPendingVerify': page('bank-link', () => import('../../features/direct-debit/pages/DirectDebitPendingVerifyPage')),
  'page.directDebitVerifyAccount': page('bank-link', () => import('../../features/direct-debit/pages/DirectDebitVerifyAccountPage')),
  // Bank linking: the popup's waiting screen, Plaid's host page in it, and the four ways back from a provider's page.
  'frame.popup': bankLink,
  'common.callback': bankLink,
  'page.plaidPopupIframe': bankLink,
  'page.plaid': bankLink,
  'page.truelayer': bankLink,
  'page.truelayerCallback': bankLink,

  // Hosted page, payment links and results (issue 11).
  root: standalone,
  'standalone.checkout': standalone,
  'standalone.checkoutIntent': standalone,
  paymentLink: paymentLinkPage,
  'paymentLink.region': paymentLinkPage,
  // Both read the intent and show what it says; the route only names the expected end.
  'checkout.success': standalone,
  'checkout.fail': standalone,

  // The SDK's hidden warm-up frame.
  'elements.loading': page('system', () => import('../app/WarmUp')),

  ...ELEMENT_ROWS,
} as const satisfies Record<RouteName, ScreenRow>;

/** The row of a route; `null` (no route) shows the not-available page too. */
export function screenRowOf(route: RouteName | null): ScreenRow | null {
  return route === null ? null : SCREENS[route];
}

/** Every element row, e.g. for the warm-up frame's preload. */
export function elementRows(): ElementRow[] {
  return Object.values(SCREENS).filter((row): row is ElementRow => row.type === 'element');
}
