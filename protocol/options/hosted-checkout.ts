/**
 * The hosted payment page (spec §2's standalone routes): what `redirectToCheckout()`
 * takes, and the address it builds. A merchant's server may build the same address
 * itself (a plain link); the page reads it back with runtime/platform/router/options.ts.
 *
 * Everything goes after the `#`: a browser never sends the hash to a server, so the
 * client secret is in no server's access log and in no `Referer`.
 */
import { DISPLAY_OPTIONS, DROPIN_OPTIONS, RECURRING_DROPIN_OPTIONS, type OptionSpecs, type OptionsFromSpecs } from './element-options';
import type { OneOf } from '../element-kinds';
import type { Appearance } from '../events/payloads';
import type { DropinLayout, PaymentMethodName } from '../payment-methods';
import type { PayAndSave } from './consents';
import { isWebUrl } from './option-specs';

const LOGO_DATA = /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[\w+/]+=*$/;

/**
 * A merchant's logo shown on the checkout's pages: an https image (never http: the page is
 * https, and a mixed image is blocked or warned about) or a small inline base64 image. It is
 * only ever an `<img src>`, where an SVG runs no script.
 */
export function isLogoUrl(value: unknown): value is string {
  return typeof value === 'string' && (LOGO_DATA.test(value) ? value.length <= 32768 : isWebUrl(value) && value.startsWith('https:'));
}

/** Where the shopper goes afterwards: each must be http(s), and the page follows it only when the merchant registered its origin. */
const RETURN_OPTIONS = {
  /** After a payment (or a saved method): the merchant's page, told `intent_id` (or `consent_id`) and `status`. */
  successUrl: { type: 'url', required: false },
  /** The shopper's "Back to {merchant}" without paying. */
  cancelUrl: { type: 'url', required: false },
} as const satisfies OptionSpecs;

/**
 * Who the shopper is paying, beyond the account's business name (the client secret's claim):
 * a logo and the merchant's terms and privacy pages, linked from the page's footer. The brand
 * colour is `appearance.variables.colorBrand`.
 */
export const MERCHANT_IDENTITY_OPTIONS = {
  /** The logo, shown at 40 px high with the business name as its text: an https URL, or a `data:image/…;base64,` URL of at most 32 KB. */
  logoUrl: { type: 'string', required: false, fits: isLogoUrl, expected: 'an https or base64 data:image URL (≤ 32 KB)' },
  /** The merchant's terms of sale (http(s)), linked in the page's footer. */
  termsUrl: { type: 'url', required: false },
  /** The merchant's privacy policy (http(s)), linked in the page's footer. */
  privacyUrl: { type: 'url', required: false },
} as const satisfies OptionSpecs;

/** One payment: the intent and its client secret, as for a drop-in element. */
export const HOSTED_PAYMENT_OPTIONS = {
  intent_id: { type: 'string', required: true },
  client_secret: { type: 'string', required: true },
  mode: { type: 'choice', required: false, values: ['payment'] },
  layout: DROPIN_OPTIONS.layout,
  methods: DROPIN_OPTIONS.methods,
  country_code: DROPIN_OPTIONS.country_code,
  currency_switcher: DROPIN_OPTIONS.currency_switcher,
  shopper_currency: DROPIN_OPTIONS.shopper_currency,
  /** Pay and save in one step (a card paid on the page is saved on a new consent), as a card element's. */
  payment_consent: DROPIN_OPTIONS.payment_consent,
  ...RETURN_OPTIONS,
  ...MERCHANT_IDENTITY_OPTIONS,
  ...DISPLAY_OPTIONS,
} as const satisfies OptionSpecs;

/** A saved method for later payments: the consent the merchant's server created, and the customer's client secret. */
export const HOSTED_RECURRING_OPTIONS = {
  mode: { type: 'choice', required: true, values: ['recurring'] },
  customer_id: RECURRING_DROPIN_OPTIONS.customer_id,
  client_secret: { type: 'string', required: true },
  consent_id: { type: 'name', required: true },
  layout: DROPIN_OPTIONS.layout,
  methods: DROPIN_OPTIONS.methods,
  country_code: DROPIN_OPTIONS.country_code,
  currency: RECURRING_DROPIN_OPTIONS.currency,
  ...RETURN_OPTIONS,
  ...MERCHANT_IDENTITY_OPTIONS,
  ...DISPLAY_OPTIONS,
} as const satisfies OptionSpecs;

export type HostedPaymentOptions = OptionsFromSpecs<typeof HOSTED_PAYMENT_OPTIONS>;
export type HostedRecurringOptions = OptionsFromSpecs<typeof HOSTED_RECURRING_OPTIONS>;
/** `redirectToCheckout()`'s argument: a payment, or (`mode: 'recurring'`) a consent to verify. */
export type RedirectToCheckoutOptions = OneOf<HostedPaymentOptions, HostedRecurringOptions>;

/** The `options` JSON of a hosted page's address, in the page's own (snake_case) names. */
export interface HostedPageOptions {
  readonly mode: 'payment' | 'recurring';
  readonly intent_id?: string;
  readonly client_secret: string;
  readonly customer_id?: string;
  readonly consent_id?: string;
  readonly success_url?: string;
  readonly cancel_url?: string;
  /** The merchant's identity (MERCHANT_IDENTITY_OPTIONS). */
  readonly logo_url?: string;
  readonly terms_url?: string;
  readonly privacy_url?: string;
  readonly origin?: string;
  readonly appearance?: Appearance;
  readonly layout?: DropinLayout;
  readonly methods?: readonly PaymentMethodName[];
  readonly country_code?: string;
  readonly currency?: string;
  readonly currency_switcher?: 'auto' | 'off';
  readonly shopper_currency?: string;
  /** Pay and save: a card paid on the page is saved on a new consent. */
  readonly payment_consent?: PayAndSave;
  /** The connected account a platform's page acts for (`init({ onBehalfOf })`). */
  readonly on_behalf_of?: string;
}

/** The hosted page's route for a mode (spec §2): a payment's page names its intent. */
function hostedPagePath(options: Pick<HostedPageOptions, 'mode' | 'intent_id'>): string {
  if (options.mode === 'recurring') return '/standalone/recurring';
  return options.intent_id === undefined ? '/standalone/checkout' : `/standalone/checkout/${encodeURIComponent(options.intent_id)}`;
}

/** `{checkoutOrigin}/#/standalone/…?options={…}&lang=…`: nothing before the hash but the origin. */
export function hostedPageUrl(checkoutOrigin: string, options: HostedPageOptions, locale?: string): string {
  const query = new URLSearchParams({ options: JSON.stringify(options) });
  if (locale) query.set('lang', locale);
  return `${checkoutOrigin}/#${hostedPagePath(options)}?${query.toString()}`;
}
