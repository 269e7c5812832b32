/**
 * The option machinery: one spec per option, the types derived from specs, and the one
 * reader of a spec table. Element options (element-options.ts), consent terms and
 * consents each declare their table on it.
 */
import { APPEARANCE_MODES, APPEARANCE_VARIABLES, type Appearance } from './appearance';
import { isWebOrigin } from '../boundary/handshake';
import { isAccountId } from '../account-id';
import { isRecord } from '../boundary/plain-data';
import { accept, refuse, type Read } from '../boundary/read';
import { TERMS_OPTIONS, type PAY_AND_SAVE_OPTIONS } from './consent-terms';

type OptionType =
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
  | 'save'
  | 'day'
  | 'count'
  | 'account'
  | 'init';

export interface OptionSpec {
  readonly type: OptionType;
  readonly required: boolean;
  /** For `choice` and `list`: the values allowed. */
  readonly values?: readonly string[];
  /**
   * A rule of the option's own, in place of its type's, and what it expects: kept beside the
   * option (the hosted page's logo), so the frames' entry does not carry what only one caller checks.
   */
  readonly fits?: (value: unknown) => boolean;
  readonly expected?: string;
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
  terms: OptionsFromSpecs<typeof TERMS_OPTIONS>;
  save: OptionsFromSpecs<typeof PAY_AND_SAVE_OPTIONS>;
  day: number;
  account: string;
  count: number;
  init: { readonly locale?: string };
}

export type ValueOf<S extends OptionSpec> = S extends { readonly values: readonly (infer V)[] }
  ? S['type'] extends 'list'
    ? readonly V[]
    : V
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

function isLocaleTag(value: unknown): value is string {
  return typeof value === 'string' && LOCALE_PATTERN.test(value);
}

/** Each type's check: `null` when fine, else "path: problem" (`path` names the option, or inside it). */
const OPTION_PROBLEMS: Record<OptionType, (path: string, value: unknown, spec: OptionSpec) => string | null> = {
  string: (name, value) => (typeof value === 'string' && value.trim() !== '' ? null : `${name}: required: the value your server got with the payment intent`),
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
  amount: (path, value) =>
    typeof value === 'number' && value > 0 && value <= 1e10 && Math.round(value * 100) === value * 100 ? null : `${path}: expected an amount such as 12.5`,
  currency: (path, value) => (typeof value === 'string' && /^[A-Z]{3}$/.test(value) ? null : `${path}: expected a currency such as "USD"`),
  country: (path, value) => (typeof value === 'string' && /^[A-Z]{2}$/.test(value) ? null : `${path}: expected a country such as "US"`),
  url: (path, value) => (isWebUrl(value) ? null : `${path}: expected an http(s) URL without credentials`),
  terms: (path, value) => problemOf(TERMS_OPTIONS, value, path),
  // An object only: its fields are the provider's to check (a 400 naming them at confirm), which keeps their
  // names and values out of the SDK script, whose budget (scripts/size-budgets.test.ts) they would cross.
  save: (path, value) => (isRecord(value) ? null : `${path}: expected an object`),
  day: (path, value) => (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 365 ? null : `${path}: expected a whole number of 1 to 365`),
  count: (path, value) =>
    Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 1000 ? null : `${path}: expected a whole number of 1 to 1000`,
  account: (path, value) => (isAccountId(value) ? null : `${path}: expected an account id such as "acct_connected_1" (letters, digits, _ and -)`),
  name: (name, value) =>
    typeof value === 'string' && value.length <= MAX_NAME_LENGTH ? null : `${name}: expected a string of at most ${MAX_NAME_LENGTH} characters`,
  init: (path, value) => problemOf(INIT_OPTIONS, value, path),
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
    const problem =
      missing && !spec.required
        ? null
        : spec.fits
          ? spec.fits(value[name])
            ? null
            : `${prefix}${name}: expected ${spec.expected}`
          : OPTION_PROBLEMS[spec.type](prefix + name, value[name], spec);
    if (problem) return problem;
  }
  return null;
}

/**
 * `value` if it is of `spec`'s type, else `undefined`: the frame reads an option by the
 * rule the SDK checked it with, and drops one that breaks it (runtime/platform/router/options.ts).
 */
export function ifFits<S extends OptionSpec>(spec: S, value: unknown): ValueOf<S> | undefined {
  return OPTION_PROBLEMS[spec.type]('', value, spec) === null ? (value as ValueOf<S>) : undefined;
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
/** Spec §4: an update may carry its language as `initOptions.locale`, as the checkout's popups are told theirs. */
const INIT_OPTIONS: OptionSpecs = { locale: { type: 'locale', required: false } };
const VARIABLE_OPTIONS: OptionSpecs = Object.fromEntries(APPEARANCE_VARIABLES.map((name) => [name, { type: 'colour', required: false }]));
