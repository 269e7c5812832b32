/**
 * Fetches one language's translation file (spec §7, §9): GET
 * `/locales/{lng}.json?t={timestamp}&r={random}` with `cache: 'no-store'` and
 * no-cache headers, retried up to 3 times. English never goes through here: it is
 * bundled with the entry.
 *
 * Retried: network failures and answers 408, 429 and 5xx. Not retried: other HTTP
 * errors (a missing file stays missing) and a file that is not a translation
 * object, which throws `Translation format is not valid.` (spec §8).
 */
import { isRecord } from '../../../protocol';
import type { SupportedLanguage } from './languages';

/** Nested keys to strings, as in `locales/en.json`. */
export interface TranslationResource {
  readonly [key: string]: string | TranslationResource;
}

const TRANSLATION_RETRIES = 3;
const TRANSLATION_RETRY_DELAY_MS = 500;

export class TranslationFormatError extends Error {
  override readonly name = 'TranslationFormatError';
  constructor(options?: ErrorOptions) {
    super('Translation format is not valid.', options);
  }
}

export class TranslationLoadError extends Error {
  override readonly name = 'TranslationLoadError';
  constructor(
    readonly language: string,
    readonly status: number,
    options?: ErrorOptions,
  ) {
    super(`Loading the ${language} translation failed${status ? ` with HTTP ${status}` : ''}.`, options);
  }
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 8;

/** A JSON object whose leaves are strings, with no key that could reach a prototype. */
export function isTranslationResource(value: unknown, depth = 0): value is TranslationResource {
  if (!isRecord(value) || depth > MAX_DEPTH) return false;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.entries(value).every(([key, entry]) => !FORBIDDEN_KEYS.has(key) && (typeof entry === 'string' || isTranslationResource(entry, depth + 1)));
}

export interface TranslationLoaderOptions {
  readonly fetch?: typeof fetch;
  readonly retries?: number;
  readonly retryDelayMs?: number;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly now?: () => number;
  readonly random?: () => number;
  /** Where the files are served; the runtime's own origin root by default. */
  readonly baseUrl?: string;
}

export type TranslationLoader = (lng: SupportedLanguage) => Promise<TranslationResource>;

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

function translationUrl(lng: string, baseUrl: string, now: number, random: number): string {
  const query = new URLSearchParams({ t: String(now), r: random.toString(36).slice(2) });
  return `${baseUrl}/locales/${encodeURIComponent(lng)}.json?${query.toString()}`;
}

export function createTranslationLoader(options: TranslationLoaderOptions = {}): TranslationLoader {
  const {
    retries = TRANSLATION_RETRIES,
    retryDelayMs = TRANSLATION_RETRY_DELAY_MS,
    sleep = sleepFor,
    now = Date.now,
    random = Math.random,
    baseUrl = '',
  } = options;

  async function attempt(lng: SupportedLanguage): Promise<TranslationResource> {
    const doFetch = options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await doFetch(translationUrl(lng, baseUrl, now(), random()), {
        method: 'GET',
        cache: 'no-store',
        headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
      });
    } catch (error) {
      throw new TranslationLoadError(lng, 0, { cause: error });
    }
    if (!response.ok) throw new TranslationLoadError(lng, response.status);
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new TranslationFormatError({ cause: error });
    }
    if (!isTranslationResource(body)) throw new TranslationFormatError();
    return body;
  }

  return async function loadTranslation(lng) {
    for (let tried = 0; ; tried++) {
      try {
        return await attempt(lng);
      } catch (error) {
        const retryable = error instanceof TranslationLoadError && (error.status === 0 || isRetryableStatus(error.status));
        if (!retryable || tried >= retries) throw error;
        await sleep(retryDelayMs);
      }
    }
  };
}
