import { isElementKind, isWebOrigin, type Appearance, type ElementKind } from '../protocol';
import { CHECKOUT_ORIGINS, isPorticoEnv, type PorticoEnv } from './environments';
import { PorticoError } from './errors';

export interface InitOptions {
  /** Which checkout environment to use (default `local`, the sandbox of `npm start`). */
  readonly env?: PorticoEnv;
  /** Overrides the environment's checkout origin, e.g. `http://127.0.0.1:3100`. */
  readonly checkoutOrigin?: string;
  /** One of the 20 supported languages; the frame falls back to the browser's, then English. */
  readonly locale?: string;
  readonly appearance?: Appearance;
  /** The merchant origin declared to the frame; default `location.origin`. */
  readonly origin?: string;
  /** How long to wait for a frame to answer before an `error` event (default 15 s). */
  readonly handshakeTimeoutMs?: number;
}

export interface CardElementOptions {
  readonly intent_id: string;
  readonly client_secret: string;
  readonly locale?: string;
  readonly appearance?: Appearance;
}

export interface ElementOptionsByKind {
  card: CardElementOptions;
}

export interface ResolvedInit {
  readonly checkoutOrigin: string;
  readonly merchantOrigin: string;
  readonly locale: string | undefined;
  readonly appearance: Appearance | undefined;
  readonly handshakeTimeoutMs: number;
}

const INIT_KEYS = new Set(['env', 'checkoutOrigin', 'locale', 'appearance', 'origin', 'handshakeTimeoutMs']);
const ELEMENT_KEYS: Record<ElementKind, ReadonlySet<string>> = {
  card: new Set(['intent_id', 'client_secret', 'locale', 'appearance']),
};
const LOCALE_PATTERN = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

function invalid(option: string, problem: string): PorticoError {
  return PorticoError.of('invalid_options', { option }, `Invalid option "${option}": ${problem}.`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkKeys(value: Record<string, unknown>, allowed: ReadonlySet<string>, where: string): void {
  for (const key of Object.keys(value)) {
    if (!allowed.has(key)) throw invalid(key, `not an option of ${where} (allowed: ${[...allowed].join(', ')})`);
  }
}

function checkLocale(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !LOCALE_PATTERN.test(value)) throw invalid('locale', 'expected a language tag such as "en" or "zh-HK"');
  return value;
}

function checkAppearance(value: unknown): Appearance | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) throw invalid('appearance', 'expected an object');
  checkKeys(value, new Set(['mode', 'variables']), 'appearance');
  if (value.mode !== undefined && value.mode !== 'light' && value.mode !== 'dark') throw invalid('appearance.mode', 'expected "light" or "dark"');
  if (value.variables !== undefined) {
    if (!isRecord(value.variables)) throw invalid('appearance.variables', 'expected an object');
    checkKeys(value.variables, new Set(['colorBrand', 'colorText', 'colorBackground']), 'appearance.variables');
    for (const [key, colour] of Object.entries(value.variables)) {
      if (typeof colour !== 'string') throw invalid(`appearance.variables.${key}`, 'expected a colour string');
    }
  }
  return value as Appearance;
}

export function resolveInit(options: unknown, pageOrigin: string): ResolvedInit {
  const opts = options === undefined ? {} : options;
  if (!isRecord(opts)) throw invalid('options', 'init() takes an options object');
  checkKeys(opts, INIT_KEYS, 'init()');
  if (opts.env !== undefined && !isPorticoEnv(opts.env)) {
    throw invalid('env', `expected one of ${Object.keys(CHECKOUT_ORIGINS).join(', ')}`);
  }
  if (opts.checkoutOrigin !== undefined && !isWebOrigin(opts.checkoutOrigin)) {
    throw invalid('checkoutOrigin', 'expected an origin such as "https://checkout.example.com" with no path');
  }
  if (opts.origin !== undefined && !isWebOrigin(opts.origin)) {
    throw invalid('origin', 'expected an origin such as "https://shop.example.com" with no path');
  }
  const timeout = opts.handshakeTimeoutMs;
  if (timeout !== undefined && (typeof timeout !== 'number' || !Number.isFinite(timeout) || timeout < 100 || timeout > 120_000)) {
    throw invalid('handshakeTimeoutMs', 'expected milliseconds between 100 and 120000');
  }
  return {
    checkoutOrigin: (opts.checkoutOrigin as string | undefined) ?? CHECKOUT_ORIGINS[(opts.env as PorticoEnv | undefined) ?? 'local'],
    merchantOrigin: (opts.origin as string | undefined) ?? pageOrigin,
    locale: checkLocale(opts.locale),
    appearance: checkAppearance(opts.appearance),
    handshakeTimeoutMs: (timeout as number | undefined) ?? 15_000,
  };
}

export function resolveElementOptions<K extends ElementKind>(kind: unknown, options: unknown): { kind: K; options: ElementOptionsByKind[K] } {
  if (!isElementKind(kind)) {
    throw PorticoError.of('unknown_element_kind', { kind: String(kind) }, `Unknown element kind "${String(kind)}".`);
  }
  if (!isRecord(options)) throw invalid('options', `createElement('${kind}') takes an options object`);
  checkKeys(options, ELEMENT_KEYS[kind], `a ${kind} element`);
  for (const key of ['intent_id', 'client_secret'] as const) {
    if (typeof options[key] !== 'string' || options[key].trim() === '') {
      throw invalid(key, 'required: pass the value your server got when it created the payment intent');
    }
  }
  checkLocale(options.locale);
  checkAppearance(options.appearance);
  return { kind: kind as K, options: options as unknown as ElementOptionsByKind[K] };
}
