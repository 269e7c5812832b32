/**
 * Issue 15: "10,000 generated javascript:/data:/control-character redirect URLs: 0
 * navigations". Every place the SDK or the runtime takes an address it may send a shopper
 * (or the merchant's page) to is asked about each hostile URL (support/hostile-urls.ts);
 * an address a check lets through would be a navigation. The generator's own claim (no
 * URL of it is an http(s) page to a WHATWG URL parser, the one browsers use) is checked too.
 */
import fc from 'fast-check';
import { readEventPayload } from '../../protocol';
import { resolveElementOptions } from '../../sdk/options';
import { checkoutPageUrl } from '../../sdk/redirect-to-checkout';
import { isRegisteredUrl } from '../../runtime/platform/api/registered-origins';
import { readShopperAction } from '../../runtime/platform/api/shopper-action';
import { LINK_NS, readOpenerMessage } from '../../runtime/payment/bank-link/messages';
import { merchantReturnOf, WECHAT_PAGES } from '../../runtime/features/qr-wechat/wechat/wechat-pages';
import { parseOptions } from '../../runtime/platform/router/options';
import { scaled, type Scenario } from '../scenario';
import { hostileUrl } from '../support/hostile-urls';

const CHECKOUT = 'http://127.0.0.1:3100';
const INTENT = { intent_id: 'int_1', client_secret: 'secret_1' };
const WEB_PAGE = 'https://shop.example/checkout/done?order=1';
/** The web page's origin is registered: only the address's own shape can refuse it. */
const REGISTERED: ReadonlySet<string> = new Set([new URL(WEB_PAGE).origin, 'http://localhost:3000']);
const CONFIG = {
  checkoutOrigin: CHECKOUT,
  merchantOrigin: 'http://localhost:3000',
  locale: undefined,
  appearance: undefined,
  handshakeTimeoutMs: 15_000,
  onBehalfOf: undefined,
};

/** `true` when the call accepted its input (it returned instead of throwing). */
function accepts(call: () => unknown): boolean {
  try {
    call();
    return true;
  } catch {
    return false;
  }
}

/** Each place a URL could become a navigation, as "does it let `url` through?". */
const URL_CHECKS: ReadonlyArray<readonly [string, (url: string) => boolean]> = [
  ['SDK: the onRedirect event the page follows', (url) => readEventPayload('onRedirect', { url }, 'card') !== null],
  ["SDK: createElement('dropin', { return_url })", (url) => accepts(() => resolveElementOptions('dropin', { ...INTENT, return_url: url }))],
  ['SDK: redirectToCheckout({ successUrl })', (url) => accepts(() => checkoutPageUrl({ ...INTENT, successUrl: url }, CONFIG))],
  ['SDK: redirectToCheckout({ cancelUrl })', (url) => accepts(() => checkoutPageUrl({ ...INTENT, cancelUrl: url }, CONFIG))],
  ["runtime: the provider's redirect next action", (url) => readShopperAction({ type: 'redirect', url }) !== null],
  [
    "runtime: a QR code's fallback page",
    (url) => {
      const action = readShopperAction({ type: 'render_qrcode', qrcode: 'code', url });
      return action?.type === 'render_qrcode' && action.url !== null;
    },
  ],
  [
    'runtime: options return_url, success_url, cancel_url',
    (url) => {
      const { options } = parseOptions(JSON.stringify({ return_url: url, success_url: url, cancel_url: url }));
      return options?.return_url !== undefined || options?.success_url !== undefined || options?.cancel_url !== undefined;
    },
  ],
  ["runtime: a bank-link popup's go message", (url) => typeof readOpenerMessage({ ns: LINK_NS, type: 'go', url }) === 'object'],
  ["runtime: the hosted page's way back to a registered origin", (url) => isRegisteredUrl(url, REGISTERED)],
  [
    "runtime: WeChat's way back to the merchant",
    (url) => merchantReturnOf(`${CHECKOUT}/#${WECHAT_PAGES.callback}?return_url=${encodeURIComponent(url)}`, CHECKOUT) !== null,
  ],
];

function isWebPage(url: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

export const redirectUrls: Scenario = {
  id: 'redirect-urls',
  title: 'Generated javascript:, data: and control-character URLs against every URL check',
  async run(seed, scale) {
    const urls = fc.sample(hostileUrl, { seed, numRuns: scaled(10_000, scale) });
    const notHostile = urls.filter(isWebPage);
    // A control: each check lets a real web page through, so its "no" above means something.
    const refusesWebPages = URL_CHECKS.filter(([, check]) => !check(WEB_PAGE)).map(([where]) => `${where} refused ${WEB_PAGE}`);
    const letThrough: string[] = [];
    for (const url of urls) for (const [where, check] of URL_CHECKS) if (check(url)) letThrough.push(`${where}: ${JSON.stringify(url)}`);
    const problems = [
      ...refusesWebPages,
      ...notHostile.slice(0, 3).map((url) => `the generator made a web page: ${JSON.stringify(url)}`),
      ...letThrough.slice(0, 5),
    ];
    return {
      runs: urls.length,
      figure: `${letThrough.length} navigations (${URL_CHECKS.length} checks each, all of which let a real web page through: ${URL_CHECKS.filter(([where]) => where.startsWith('SDK')).length} SDK, ${URL_CHECKS.filter(([where]) => where.startsWith('runtime')).length} runtime)`,
      pass: letThrough.length === 0 && notHostile.length === 0 && refusesWebPages.length === 0,
      ...(problems.length > 0 ? { detail: problems.join('; ') } : {}),
    };
  },
};
