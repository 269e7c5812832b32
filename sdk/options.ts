import {
  DISPLAY_OPTIONS,
  optionSpecsOf,
  HANDSHAKE_TIMEOUT_MS,
  isElementKind,
  readOptions,
  type Appearance,
  type ElementKind,
  type ElementOptionsByKind,
  type OptionSpecs,
  type OptionsFromSpecs,
} from '../protocol';
import { CHECKOUT_ORIGINS, type PorticoEnv } from './environments';
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
  /**
   * A platform taking payments for one of its connected accounts: that account's id.
   * Every API call of the elements then acts for it (the `x-on-behalf-of` header).
   */
  readonly onBehalfOf?: string;
}

/** The card element's options (derived from its row in the protocol's kind table). */
export type CardElementOptions = ElementOptionsByKind['card'];
export type FullFeaturedCardElementOptions = ElementOptionsByKind['full-featured-card'];

export interface ResolvedInit {
  readonly checkoutOrigin: string;
  readonly merchantOrigin: string;
  readonly locale: string | undefined;
  readonly appearance: Appearance | undefined;
  readonly handshakeTimeoutMs: number;
  readonly onBehalfOf: string | undefined;
}

/** What `init()` accepts, as the protocol's option specs (one reader, one set of messages). */
const INIT_OPTIONS = {
  env: { type: 'choice', required: false, values: Object.keys(CHECKOUT_ORIGINS) as PorticoEnv[] },
  checkoutOrigin: { type: 'origin', required: false },
  origin: { type: 'origin', required: false },
  handshakeTimeoutMs: { type: 'milliseconds', required: false },
  onBehalfOf: { type: 'account', required: false },
  ...DISPLAY_OPTIONS,
} as const satisfies OptionSpecs;

function invalidOption(option: string, problem: string): PorticoError {
  return PorticoError.of('invalid_options', { option }, `Invalid option "${option}": ${problem}.`);
}

/** A protocol reader's refusal ("option: problem") as the merchant's `invalid_options`. */
export function refused(problem: string): PorticoError {
  const cut = problem.indexOf(': ');
  return invalidOption(problem.slice(0, cut), problem.slice(cut + 2));
}

/** Reads `value` by the protocol's option specs. */
export function checkOptions<S extends OptionSpecs>(specs: S, value: unknown, where: string): OptionsFromSpecs<S> {
  const read = readOptions(specs, value, where);
  if (read.ok) return read.value;
  throw refused(read.problem);
}

export function resolveInit(options: unknown, pageOrigin: string): ResolvedInit {
  const { env = 'local', checkoutOrigin, origin, handshakeTimeoutMs, locale, appearance, onBehalfOf } = checkOptions(INIT_OPTIONS, options ?? {}, 'init()');
  return {
    checkoutOrigin: checkoutOrigin ?? CHECKOUT_ORIGINS[env],
    merchantOrigin: origin ?? pageOrigin,
    locale,
    appearance,
    handshakeTimeoutMs: handshakeTimeoutMs ?? HANDSHAKE_TIMEOUT_MS,
    onBehalfOf,
  };
}

export function resolveElementOptions<K extends ElementKind>(kind: unknown, options: unknown): { kind: K; options: ElementOptionsByKind[K] } {
  if (!isElementKind(kind)) {
    throw PorticoError.of('unknown_element_kind', { kind: String(kind) }, `Unknown element kind "${String(kind)}".`);
  }
  return { kind: kind as K, options: checkOptions(optionSpecsOf(kind, options), options, `createElement('${kind}')`) as ElementOptionsByKind[K] };
}
