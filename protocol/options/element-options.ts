/**
 * Options as data: one spec per option, from which the SDK derives the option types
 * and both sides one reader. `createElement` options, `update()` and `confirm()`
 * parameters are all read here, so a rule (and its message) exists once.
 */
import { CARD_BRANDS } from '../card-brands';
import { CHALLENGE_MODES } from '../challenge-modes';
import { CURRENCY_SWITCHER_MODES, DROPIN_LAYOUTS, PAYMENT_METHOD_NAMES, QR_METHODS, QR_WALLETS, REDIRECT_METHODS } from '../payment-methods';
import type { OptionSpecs } from './option-specs';

export * from './option-specs';

const LOCALE = { type: 'locale', required: false } as const;
const APPEARANCE = { type: 'appearance', required: false } as const;

/** What an element's look and language may be changed by, at creation and by `update()`. */
export const DISPLAY_OPTIONS = {
  /** The frame's language (`en`, `zh-HK`, one of the 20 supported; default: `init()`'s, then the browser's). `update()` changes it in place. */
  locale: LOCALE,
  /** Its look: `{ mode: 'light' | 'dark', variables: { colorBrand, colorText, colorBackground } }` (default: `init()`'s). `update()` changes it in place. */
  appearance: APPEARANCE,
} as const satisfies OptionSpecs;

/**
 * Spec §4's own keys of an update: the language as `initOptions.locale`, and who sent
 * it (`source`; one from `OTHER` is ignored: protocol/boundary/update-source.ts).
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
  /** A new intent your server made (the amount changed): its id, with its `client_secret`. The shopper's input stays. */
  intent_id: { type: 'string', required: false },
  /** The new intent's client secret, with its `intent_id`. */
  client_secret: { type: 'string', required: false },
  ...UPDATE_SOURCE_OPTIONS,
} as const satisfies OptionSpecs;

/** The options every element that pays an intent takes. */
export const PAYMENT_ELEMENT_OPTIONS = {
  /** The id of the payment intent your server created (`int_…`), from the provider's answer. */
  intent_id: { type: 'string', required: true },
  /** The intent's client secret, from the same answer: valid for one hour, for this intent only. */
  client_secret: { type: 'string', required: true },
  ...DISPLAY_OPTIONS,
} as const satisfies OptionSpecs;

/** Spelled out or not, an element that can also save a method for later (recurring mode) pays by default. */
const PAYMENT_MODE = {
  /** `payment` (the default): pays the intent. `recurring` (with `customer_id`, no intent) saves a method for later instead. */
  mode: { type: 'choice', required: false, values: ['payment'] },
} as const satisfies OptionSpecs;
const BRANDS = { type: 'list', required: false, values: CARD_BRANDS } as const;

/** Card kinds: `brands` limits the card brands accepted (spec §9 names); absent, every brand is. */
export const CARD_ELEMENT_OPTIONS = {
  ...PAYMENT_ELEMENT_OPTIONS,
  ...PAYMENT_MODE,
  /** The card brands accepted (`['visa', 'mastercard']`); absent, every brand. Another brand is refused as the shopper types. */
  brands: BRANDS,
  /**
   * Pay and save in one step: `{ next_triggered_by: 'merchant' | 'customer', merchant_trigger_reason? }`.
   * The shopper is shown what they agree to; the paid card is saved for the intent's customer on a
   * new consent, named by the paid intent's `payment_consent_id`.
   */
  payment_consent: { type: 'save', required: false },
} as const satisfies OptionSpecs;

/** `full-featured-card` also takes the customer a card may be saved for. */
export const FULL_CARD_OPTIONS = {
  ...CARD_ELEMENT_OPTIONS,
  /** The signed-in shopper's customer (`cus_…`): the form offers to save the card for them. */
  customer_id: { type: 'name', required: false },
} as const satisfies OptionSpecs;

/**
 * Recurring mode (spec §3, §4): no intent. With the customer's id and the client secret
 * the merchant's server generated for that customer, the element saves the shopper's
 * method on a payment consent for later payments: one it creates with
 * `createPaymentConsent()`, or `consent_id`, created by the merchant's server.
 */
export const RECURRING_OPTIONS = {
  /** `recurring`: save the shopper's method on a payment consent for later payments (no intent). */
  mode: { type: 'choice', required: true, values: ['recurring'] },
  /** The customer (`cus_…`) your server created, whom the method is saved for. */
  customer_id: { type: 'name', required: true },
  /** The client secret your server generated for that customer. */
  client_secret: { type: 'string', required: true },
  /** A consent your server created; without it, `createPaymentConsent()` creates one. */
  consent_id: { type: 'string', required: false },
  /** The card brands accepted; absent, every brand. */
  brands: BRANDS,
  ...DISPLAY_OPTIONS,
} as const satisfies OptionSpecs;

/**
 * Split fields (a group's kinds, element-groups.ts): a payment element's options and
 * `group`, the merchant's name for a second group on the page (none: the default group).
 */
export const GROUP_ELEMENT_OPTIONS = {
  ...PAYMENT_ELEMENT_OPTIONS,
  /** Your name for a second set of split fields on the page (`group('split-card', name)`); none: the default group. */
  group: { type: 'name', required: false },
} as const satisfies OptionSpecs;

/** `card-number`, the split fields' collector: a group member that also takes the card's brand limit. */
export const CARD_NUMBER_OPTIONS = {
  ...GROUP_ELEMENT_OPTIONS,
  /** The card brands accepted; absent, every brand. */
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
  /** Pay with this consent's saved card, the shopper present (an `authentication_required` charge completed): nothing is typed. */
  payment_consent_id: { type: 'name', required: false },
} as const satisfies OptionSpecs;

/**
 * The drop-in: the intent's methods the provider lists for its currency, the shopper's
 * `country_code` (none: every country) and the mode. `layout` overrides the device's
 * (spec §3); `methods` keeps only those named (in the provider's order); `brands`
 * limits the card method's brands.
 */
export const DROPIN_OPTIONS = {
  ...CARD_ELEMENT_OPTIONS,
  /** How the methods are laid out: `tab` or `accordion`; default: by the device. */
  layout: { type: 'choice', required: false, values: DROPIN_LAYOUTS },
  /** Only these methods, in the provider's order; default: every method the provider lists for the intent. */
  methods: { type: 'list', required: false, values: PAYMENT_METHOD_NAMES },
  /** The shopper's country (`US`), for the methods offered there; default: every country. */
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
  /** How the methods are laid out; default: by the device. */
  layout: DROPIN_OPTIONS.layout,
  /** Only these methods; default: every method that can be saved. */
  methods: DROPIN_OPTIONS.methods,
  /** The shopper's country, for the methods offered there. */
  country_code: DROPIN_OPTIONS.country_code,
  /** Where a redirect method's shopper ends up after the checkout's result page. */
  return_url: DROPIN_OPTIONS.return_url,
  /** The currency of the later payments (default: the consent's terms'). */
  currency: { type: 'currency', required: false },
} as const satisfies OptionSpecs;

/**
 * Apple Pay and Google Pay buttons. With `intent_id` and `client_secret`, the button
 * pays that intent. Without them it is an express checkout (spec §1): the sheet shows
 * `amount` in `currency`, and once the shopper authorised it the element asks the
 * merchant for an intent (the `paymentAuthorized` event) and pays it with the token.
 */
export const WALLET_OPTIONS = {
  /** The intent the button pays; without it (and its secret), an express checkout. */
  intent_id: { type: 'string', required: false },
  /** The intent's client secret, with `intent_id`. */
  client_secret: { type: 'string', required: false },
  /** An express checkout's total in major units (19.99 is $19.99). */
  amount: { type: 'amount', required: false },
  /** An express checkout's currency (`USD`). */
  currency: { type: 'currency', required: false },
  /** The merchant's country (`US`), as the wallet asks. */
  country_code: { type: 'country', required: false },
  /** An express checkout's sheet asks for a shipping address (`required`, the default) or not (`none`: nothing to ship). */
  shipping: { type: 'choice', required: false, values: ['required', 'none'] },
  ...DISPLAY_OPTIONS,
} as const satisfies OptionSpecs;

/** The `qrcode` element: the generic QR code method (with a spec §9 `wallet` app) or PayNow. */
export const QR_ELEMENT_OPTIONS = {
  ...PAYMENT_ELEMENT_OPTIONS,
  /** `qrcode` (default: the generic QR code method) or `paynow`. */
  method: { type: 'choice', required: false, values: QR_METHODS },
  /** The app named beside the code for the generic method. */
  wallet: { type: 'choice', required: false, values: QR_WALLETS },
} as const satisfies OptionSpecs;

/**
 * The `redirect` element: pays with `method` (default `open_banking`) on the bank's
 * page; the shopper comes back to the checkout's result page, then to `return_url`.
 */
export const REDIRECT_ELEMENT_OPTIONS = {
  ...PAYMENT_ELEMENT_OPTIONS,
  /** The method paid on the bank's page (default `open_banking`). */
  method: { type: 'choice', required: false, values: REDIRECT_METHODS },
  /** Where the shopper ends up after the checkout's result page. */
  return_url: { type: 'url', required: false },
} as const satisfies OptionSpecs;

/** The `wechat` element: a QR code on a desktop; WeChat's own page on a phone, then `return_url`. */
export const WECHAT_ELEMENT_OPTIONS = {
  ...PAYMENT_ELEMENT_OPTIONS,
  /** Where a phone's shopper ends up after WeChat's page. */
  return_url: { type: 'url', required: false },
} as const satisfies OptionSpecs;
