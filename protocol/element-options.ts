/**
 * Options as data: one spec per option, from which the SDK derives the option types
 * and both sides one reader. `createElement` options, `update()` and `confirm()`
 * parameters are all read here, so a rule (and its message) exists once.
 */
import { APPEARANCE_MODES, APPEARANCE_VARIABLES, type Appearance } from './appearance';
import { CARD_BRANDS } from './card-brands';
import { isWebOrigin } from './handshake';
import { isAccountId } from './account-id';
import { isRecord } from './plain-data';
import { CHALLENGE_MODES } from './three-ds';
import { CURRENCY_SWITCHER_MODES, DROPIN_LAYOUTS, PAYMENT_METHOD_NAMES, QR_METHODS, QR_WALLETS, REDIRECT_METHODS } from './payment-methods';
import { accept, refuse, type Read } from './read';
import { TERMS_OPTIONS } from './consent-terms';
import type { ConsentTerms } from './consents';

export type OptionType =
  | 'string'
  | 'locale'
  | 'appearance'
  | 'name'
  | 'choice'
  | 'list'
  | 'variables'
  | 'colour'
  | 'origin'
  | 'milliseconds'
  | 'amount'
  | 'currency'
  | 'country'
  | 'url'
  | 'terms'
  | 'day'
  | 'count'
  | 'account';

export interface OptionSpec {
  readonly type: OptionType;
  readonly required: boolean;
  /** For `choice` and `list`: the values allowed. */
  readonly values?: readonly string[];
}

export type OptionSpecs = Readonly<Record<string, OptionSpec>>;

interface OptionValues {
  string: string;
  locale: string;
  appearance: Appearance;
  name: string;
  choice: string;
  list: readonly string[];
  variables: Appearance['variables'];
  colour: string;
  origin: string;
  milliseconds: number;
  amount: number;
  currency: string;
  country: string;
  url: string;
  terms: ConsentTerms;
  day: number;
  account: string;
  count: number;
}

type ValueOf<S extends OptionSpec> = S extends { readonly values: readonly (infer V)[] }
  ? S['type'] extends 'list' ? readonly V[] : V
  : OptionValues[S['type']];

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** `{ intent_id: { type: 'string', required: true } }` → `{ readonly intent_id: string }`. */
export type OptionsFromSpecs<S extends OptionSpecs> = Simplify<
  { readonly [K in keyof S as S[K]['required'] extends true ? K : never]: ValueOf<S[K]> } & {
    readonly [K in keyof S as S[K]['required'] extends true ? never : K]?: ValueOf<S[K]>;
  }
>;

const MAX_COLOUR_LENGTH = 64;
const LOCALE_PATTERN = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/;
const MAX_NAME_LENGTH = 200;

export function isLocaleTag(value: unknown): value is string {
  return typeof value === 'string' && LOCALE_PATTERN.test(value);
}

/** Each type's check: `null` when fine, else "path: problem" (`path` names the option, or inside it). */
const OPTION_PROBLEMS: Record<OptionType, (path: string, value: unknown, spec: OptionSpec) => string | null> = {
  string: (name, value) =>
    typeof value === 'string' && value.trim() !== '' ? null : `${name}: required: the value your server got with the payment intent`,
  locale: (name, value) => (isLocaleTag(value) ? null : `${name}: expected a language tag such as "en" or "zh-HK"`),
  appearance: (path, value) => problemOf(APPEARANCE_OPTIONS, value, path),
  choice: (path, value, { values = [] }) => (values.includes(value as string) ? null : `${path}: expected one of ${values.join(', ')}`),
  list: (path, value, { values = [] }) =>
    Array.isArray(value) && value.length > 0 && value.every((v) => values.includes(v)) ? null : `${path}: expected a list of ${values.join(', ')}`,
  variables: (path, value) => problemOf(VARIABLE_OPTIONS, value, path),
  colour: (path, value) => (typeof value === 'string' && value.length <= MAX_COLOUR_LENGTH ? null : `${path}: expected a colour string`),
  origin: (path, value) => (isWebOrigin(value) ? null : `${path}: expected an origin such as "https://shop.example.com" with no path`),
  milliseconds: (path, value) =>
    typeof value === 'number' && value >= 100 && value <= 120_000 ? null : `${path}: expected milliseconds between 100 and 120000`,
  // Major units, as the provider's intents: at most 2 decimals (JPY and KRW take none, which is the merchant's to know).
  amount: (path, value) => (typeof value === 'number' && value > 0 && value <= 1e10 && Math.round(value * 100) === value * 100 ? null : `${path}: expected an amount such as 12.5`),
  currency: (path, value) => (typeof value === 'string' && /^[A-Z]{3}$/.test(value) ? null : `${path}: expected a currency such as "USD"`),
  country: (path, value) => (typeof value === 'string' && /^[A-Z]{2}$/.test(value) ? null : `${path}: expected a country such as "US"`),
  url: (path, value) => (isWebUrl(value) ? null : `${path}: expected an http(s) URL without credentials`),
  terms: (path, value) => problemOf(TERMS_OPTIONS, value, path),
  day: (path, value) => (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 365 ? null : `${path}: expected a whole number of 1 to 365`),
  count: (path, value) => (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 1000 ? null : `${path}: expected a whole number of 1 to 1000`),
  account: (path, value) => (isAccountId(value) ? null : `${path}: expected an account id such as "acct_connected_1" (letters, digits, _ and -)`),
  name: (name, value) =>
    typeof value === 'string' && value.length <= MAX_NAME_LENGTH ? null : `${name}: expected a string of at most ${MAX_NAME_LENGTH} characters`,
};

const MAX_URL_LENGTH = 2048;

/** An absolute http(s) URL: the only kind a shopper is ever sent to (never `javascript:` or `data:`). */
export function isWebUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH) return false;
  try {
    const { protocol, username, password } = new URL(value);
    // Credentials in a URL the shopper is sent to would be shown in their address bar, and sent on.
    return (protocol === 'https:' || protocol === 'http:') && username === '' && password === '';
  } catch {
    return false;
  }
}

/** The first problem of `value` against `specs`; `path` names it in the message (nested options say where). */
function problemOf(specs: OptionSpecs, value: unknown, path: string, where = path): string | null {
  if (!isRecord(value)) return `${path}: ${where} takes an object`;
  const prefix = path === 'options' ? '' : `${path}.`;
  const allowed = Object.keys(specs);
  const extra = Object.keys(value).find((key) => !allowed.includes(key));
  if (extra !== undefined) return `${prefix}${extra}: not an option of ${where} (allowed: ${allowed.join(', ')})`;
  for (const [name, spec] of Object.entries(specs)) {
    // A missing option says so (the string type's own message says where the value comes from).
    const missing = value[name] === undefined;
    if (missing && spec.required && spec.type !== 'string') return `${prefix}${name}: required`;
    const problem = missing && !spec.required ? null : OPTION_PROBLEMS[spec.type](prefix + name, value[name], spec);
    if (problem) return problem;
  }
  return null;
}

/** No unknown key, every required one present, each of its type. `where` names the call in messages. */
export function readOptions<S extends OptionSpecs>(specs: S, value: unknown, where: string): Read<OptionsFromSpecs<S>> {
  const problem = problemOf(specs, value, 'options', where);
  return problem === null ? accept(value as OptionsFromSpecs<S>) : refuse(problem);
}

const APPEARANCE_OPTIONS: OptionSpecs = {
  mode: { type: 'choice', required: false, values: APPEARANCE_MODES },
  variables: { type: 'variables', required: false },
};
const VARIABLE_OPTIONS: OptionSpecs = Object.fromEntries(APPEARANCE_VARIABLES.map((name) => [name, { type: 'colour', required: false }]));

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
 * What `update()` takes: the display options, and a new intent (its id and client secret
 * together) when the merchant's server replaced the intent, e.g. for a new amount.
 */
export const UPDATE_OPTIONS = {
  ...DISPLAY_OPTIONS,
  /** A new intent your server made (the amount changed): its id, with its `client_secret`. The shopper's input stays. */
  intent_id: { type: 'string', required: false },
  /** The new intent's client secret, with its `intent_id`. */
  client_secret: { type: 'string', required: false },
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
