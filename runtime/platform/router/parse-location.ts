/**
 * Reads the page address into what the app renders (spec §2). Pure: the caller
 * passes `location` and `navigator.languages`, so every form is unit-tested.
 *
 * Mode rule: a hash that starts with `/` and names more than `/` is a hash route;
 * its first segment decides the mode (`standalone` → standalone, anything else →
 * embedded), even when no route matches it (`route: null`). Any other address is
 * matched against the path routes (mode `path`).
 *
 * Query rule: hash routes read their parameters only from after the hash
 * (`#/elements/card?options=…`), as spec §2 says; the query string before the
 * hash is ignored. Path routes read the query string, and parameters after a hash
 * (if any) override it.
 *
 * Precedence: a field given inside `options` wins over the plain parameter of
 * the same meaning (`options.client_secret` over `client_secret=`, etc.), because
 * `options` is what the SDK writes as one unit; `lang` wins over `locale`.
 */
import { isWebUrl, readAppVersion } from '../../../protocol';
import { resolveLanguage, type SupportedLanguage } from '../i18n/languages';
import { matchRoute } from './match';
import { isPaymentMode, parseOptions, type ParsedOptions, type PaymentMode } from './options';
import type { RouteMatch } from './routes';

type AppMode = 'embedded' | 'standalone' | 'path';

export interface LocationLike {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

export interface ParsedQuery {
  /** The requested language as written (`lang`, else `locale`), before validation. */
  readonly lang: string | null;
  readonly options: ParsedOptions | null;
  /** Why `options` was rejected; `null` when it parsed or was absent. */
  readonly optionsError: string | null;
  readonly client_secret: string | null;
  readonly intent_id: string | null;
  readonly sessionId: string | null;
  readonly customer_id: string | null;
  readonly mode: PaymentMode;
  /** Where a result page sends the shopper back to (not in spec §2: ours, for `/page/{method}/success`); http(s) only. */
  readonly return_url: string | null;
  /** The hosted page's ways back to the merchant (`options` or plain parameters), http(s) only; registered or not is the page's check. */
  readonly success_url: string | null;
  readonly cancel_url: string | null;
  /** The consent whose micro-deposits `/page/direct-debit-pending-verify` explains (not in spec §2: ours). */
  readonly consent_id: string | null;
  /** The version of the SDK that made the address (`v`), when it is one (spec §5). */
  readonly app_version: string | null;
}

export interface ParsedLocation {
  readonly mode: AppMode;
  readonly route: RouteMatch | null;
  readonly query: ParsedQuery;
  /** The language to show (spec §5), always one of the 20 supported. */
  readonly language: SupportedLanguage;
}

interface SplitHash {
  readonly path: string;
  readonly query: string;
}

/** A hash's route path and its query text (both without their `#` or `?`). */
export function splitHash(hash: string): SplitHash {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  const mark = body.indexOf('?');
  return mark === -1 ? { path: body, query: '' } : { path: body.slice(0, mark), query: body.slice(mark + 1) };
}

function isHashRoute(path: string): boolean {
  return path.startsWith('/') && path !== '/';
}

function param(params: URLSearchParams, name: string): string | null {
  const value = params.get(name);
  return value === null || value === '' ? null : value;
}

function webUrl(value: string | null): string | null {
  return isWebUrl(value) ? value : null;
}

/**
 * Spec §2 lets `customer_id` and `sessionId` stand beside `options` as plain parameters: given
 * so, they join the options every screen reads (the saved methods, the device fingerprint), as
 * if `options` had held them; `options`' own value wins.
 */
function withPlainParams(options: ParsedOptions | null, params: URLSearchParams): ParsedOptions | null {
  if (options === null) return null;
  const customerId = options.customer_id ?? param(params, 'customer_id');
  const sessionId = options.sessionId ?? param(params, 'sessionId');
  return { ...options, ...(customerId === null ? {} : { customer_id: customerId }), ...(sessionId === null ? {} : { sessionId }) };
}

function parseQuery(params: URLSearchParams): ParsedQuery {
  const parsed = parseOptions(params.get('options'));
  const options = withPlainParams(parsed.options, params);
  const error = parsed.error;
  const plainMode = params.get('mode');
  return {
    lang: param(params, 'lang') ?? param(params, 'locale'),
    options,
    optionsError: error,
    client_secret: options?.client_secret ?? param(params, 'client_secret'),
    intent_id: options?.intent_id ?? param(params, 'intent_id'),
    sessionId: options?.sessionId ?? param(params, 'sessionId'),
    customer_id: options?.customer_id ?? param(params, 'customer_id'),
    mode: options?.mode ?? (isPaymentMode(plainMode) ? plainMode : 'payment'),
    return_url: options?.return_url ?? webUrl(param(params, 'return_url')),
    success_url: options?.success_url ?? webUrl(param(params, 'success_url')),
    cancel_url: options?.cancel_url ?? webUrl(param(params, 'cancel_url')),
    consent_id: options?.consent_id ?? param(params, 'consent_id'),
    app_version: readAppVersion(param(params, 'v')),
  };
}

export function parseLocation(loc: LocationLike, navigatorLanguages: readonly string[] = []): ParsedLocation {
  const hash = splitHash(loc.hash);
  let mode: AppMode;
  let route: RouteMatch | null;
  let params: URLSearchParams;
  if (isHashRoute(hash.path)) {
    mode = hash.path.split('/')[1] === 'standalone' ? 'standalone' : 'embedded';
    route = matchRoute('hash', hash.path);
    params = new URLSearchParams(hash.query);
  } else {
    mode = 'path';
    route = matchRoute('path', loc.pathname || '/');
    params = new URLSearchParams(loc.search);
    for (const [name, value] of new URLSearchParams(hash.query)) params.set(name, value);
  }
  const query = parseQuery(params);
  return { mode, route, query, language: resolveLanguage(query.lang, navigatorLanguages) };
}

/**
 * Spec §2: on load, if the path is `/` and both a query string and a hash are
 * present, the query string is dropped. Returns the address to pass to
 * `history.replaceState` (path and hash, same origin), or `null` to leave it.
 */
export function dropQueryOnRoot(loc: LocationLike): string | null {
  const hasQuery = loc.search !== '' && loc.search !== '?';
  const hasHash = loc.hash !== '' && loc.hash !== '#';
  return loc.pathname === '/' && hasQuery && hasHash ? `/${loc.hash}` : null;
}
