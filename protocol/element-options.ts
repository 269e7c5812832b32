/**
 * Options as data: one spec per option, from which the SDK derives the option types
 * and both sides one reader. `createElement` options, `update()` and `confirm()`
 * parameters are all read here, so a rule (and its message) exists once.
 */
import { CARD_BRANDS } from './card-brands';
import { CHALLENGE_MODES } from './challenge-modes';
import { CURRENCY_SWITCHER_MODES, DROPIN_LAYOUTS, PAYMENT_METHOD_NAMES, QR_METHODS, QR_WALLETS, REDIRECT_METHODS } from './payment-methods';
import type { OptionSpecs } from './option-specs';

export * from './option-specs';

const LOCALE = { type: 'locale', required: false } as const;
const APPEARANCE = { type: 'appearance', required: false } as const;

/** What an element's look and language may be changed by, at creation and by `update()`. */
export const DISPLAY_OPTIONS = { locale: LOCALE, appearance: APPEARANCE } as const satisfies OptionSpecs;

/**
 * Spec §4's own keys of an update: the language as `initOptions.locale`, and who sent
 * it (`source`; one from `OTHER` is ignored: protocol/update-source.ts).
 */
export const UPDATE_SOURCE_OPTIONS = {
  initOptions: { type: 'init', required: false },
  source: { type: 'name', required: false },
} as const satisfies OptionSpecs;

/**
 * What `update()` takes: the display options, and a new intent (its id and client secret
 * together) when the merchant's server replaced the intent, e.g. for a new amount.
 */
export const UPDATE_OPTIONS = {
  ...DISPLAY_OPTIONS,
  intent_id: { type: 'string', required: false },
  client_secret: { type: 'string', required: false },
  ...UPDATE_SOURCE_OPTIONS,
} as const satisfies OptionSpecs;

/** The options every element that pays an intent takes. */
export const PAYMENT_ELEMENT_OPTIONS = {
  intent_id: { type: 'string', required: true },
  client_secret: { type: 'string', required: true },
  ...DISPLAY_OPTIONS,
} as const satisfies OptionSpecs;

/** Spelled out or not, an element that can also save a method for later (recurring mode) pays by default. */
const PAYMENT_MODE = { mode: { type: 'choice', required: false, values: ['payment'] } } as const satisfies OptionSpecs;
const BRANDS = { type: 'list', required: false, values: CARD_BRANDS } as const;

/** Card kinds: `brands` limits the card brands accepted (spec §9 names); absent, every brand is. */
export const CARD_ELEMENT_OPTIONS = {
  ...PAYMENT_ELEMENT_OPTIONS,
  ...PAYMENT_MODE,
  brands: BRANDS,
} as const satisfies OptionSpecs;

/** `full-featured-card` also takes the customer a card may be saved for. */
export const FULL_CARD_OPTIONS = {
  ...CARD_ELEMENT_OPTIONS,
  customer_id: { type: 'name', required: false },
} as const satisfies OptionSpecs;

/**
 * Recurring mode (spec §3, §4): no intent. With the customer's id and the client secret
 * the merchant's server generated for that customer, the element saves the shopper's
 * method on a payment consent for later payments: one it creates with
 * `createPaymentConsent()`, or `consent_id`, created by the merchant's server.
 */
export const RECURRING_OPTIONS = {
  mode: { type: 'choice', required: true, values: ['recurring'] },
  customer_id: { type: 'name', required: true },
  client_secret: { type: 'string', required: true },
  consent_id: { type: 'string', required: false },
  brands: BRANDS,
  ...DISPLAY_OPTIONS,
} as const satisfies OptionSpecs;

/**
 * Split fields (a group's kinds, element-groups.ts): a payment element's options and
 * `group`, the merchant's name for a second group on the page (none: the default group).
 */
export const GROUP_ELEMENT_OPTIONS = {
  ...PAYMENT_ELEMENT_OPTIONS,
  group: { type: 'name', required: false },
} as const satisfies OptionSpecs;

/** `card-number`, the split fields' collector: a group member that also takes the card's brand limit. */
export const CARD_NUMBER_OPTIONS = {
  ...GROUP_ELEMENT_OPTIONS,
  brands: CARD_ELEMENT_OPTIONS.brands,
} as const satisfies OptionSpecs;

/** `confirm()`'s parameters. */
export const CONFIRM_OPTIONS = {
  /** Shown on the card statement and sent with the payment method. */
  cardholderName: { type: 'name', required: false },
  /**
   * How a 3-D Secure challenge is shown: `overlay` (default) on this page, `popup`,
   * or `redirect` (the whole page goes to the bank and comes back). A blocked popup
   * falls back to the redirect.
   */
  challengeMode: { type: 'choice', required: false, values: CHALLENGE_MODES },
} as const satisfies OptionSpecs;

/**
 * The drop-in: the intent's methods the provider lists for its currency, the shopper's
 * `country_code` (none: every country) and the mode. `layout` overrides the device's
 * (spec §3); `methods` keeps only those named (in the provider's order); `brands`
 * limits the card method's brands.
 */
export const DROPIN_OPTIONS = {
  ...CARD_ELEMENT_OPTIONS,
  layout: { type: 'choice', required: false, values: DROPIN_LAYOUTS },
  methods: { type: 'list', required: false, values: PAYMENT_METHOD_NAMES },
  country_code: { type: 'country', required: false },
  /** Where a redirect method's shopper ends up after the checkout's result page. */
  return_url: { type: 'url', required: false },
  /** The signed-in shopper: their saved methods are listed first, and a new card may be saved for them. */
  customer_id: { type: 'name', required: false },
  /** `off`: no currency switcher; `auto` (default): the shopper may pay in their currency when the provider quotes it. */
  currency_switcher: { type: 'choice', required: false, values: CURRENCY_SWITCHER_MODES },
  /** The shopper's currency when the merchant knows it (default: from the browser's languages). */
  shopper_currency: { type: 'currency', required: false },
} as const satisfies OptionSpecs;

/** The drop-in in recurring mode: the methods that can be saved, for `currency` (default: the consent's terms'). */
export const RECURRING_DROPIN_OPTIONS = {
  ...RECURRING_OPTIONS,
  layout: DROPIN_OPTIONS.layout,
  methods: DROPIN_OPTIONS.methods,
  country_code: DROPIN_OPTIONS.country_code,
  return_url: DROPIN_OPTIONS.return_url,
  currency: { type: 'currency', required: false },
} as const satisfies OptionSpecs;

/**
 * Apple Pay and Google Pay buttons. With `intent_id` and `client_secret`, the button
 * pays that intent. Without them it is an express checkout (spec §1): the sheet shows
 * `amount` in `currency`, and once the shopper authorised it the element asks the
 * merchant for an intent (the `paymentAuthorized` event) and pays it with the token.
 */
export const WALLET_OPTIONS = {
  intent_id: { type: 'string', required: false },
  client_secret: { type: 'string', required: false },
  amount: { type: 'amount', required: false },
  currency: { type: 'currency', required: false },
  country_code: { type: 'country', required: false },
  /** An express checkout's sheet asks for a shipping address (`required`, the default) or not (`none`: nothing to ship). */
  shipping: { type: 'choice', required: false, values: ['required', 'none'] },
  ...DISPLAY_OPTIONS,
} as const satisfies OptionSpecs;

/** The `qrcode` element: the generic QR code method (with a spec §9 `wallet` app) or PayNow. */
export const QR_ELEMENT_OPTIONS = {
  ...PAYMENT_ELEMENT_OPTIONS,
  method: { type: 'choice', required: false, values: QR_METHODS },
  wallet: { type: 'choice', required: false, values: QR_WALLETS },
} as const satisfies OptionSpecs;

/**
 * The `redirect` element: pays with `method` (default `open_banking`) on the bank's
 * page; the shopper comes back to the checkout's result page, then to `return_url`.
 */
export const REDIRECT_ELEMENT_OPTIONS = {
  ...PAYMENT_ELEMENT_OPTIONS,
  method: { type: 'choice', required: false, values: REDIRECT_METHODS },
  return_url: { type: 'url', required: false },
} as const satisfies OptionSpecs;

/** The `wechat` element: a QR code on a desktop; WeChat's own page on a phone, then `return_url`. */
export const WECHAT_ELEMENT_OPTIONS = {
  ...PAYMENT_ELEMENT_OPTIONS,
  return_url: { type: 'url', required: false },
} as const satisfies OptionSpecs;
