import type { ElementKind, ElementOptionsByKind } from '../protocol';
import { PorticoElement } from './element';
import { PorticoError } from './errors';
import { resolveElementOptions, resolveInit, type InitOptions, type ResolvedInit } from './options';
import { warmUp } from './warm-up';

export interface Portico {
  /** Creates an element of one kind; throws `unknown_element_kind` or `invalid_options`. */
  createElement<K extends ElementKind>(kind: K, options: ElementOptionsByKind[K]): PorticoElement<K>;
  /** The settings this instance resolved, e.g. which checkout origin it talks to. */
  readonly config: ResolvedInit;
}

/** Where a script-tag build was loaded from, so it needs no `checkoutOrigin`. */
let defaultCheckoutOrigin: string | undefined;
export function setDefaultCheckoutOrigin(origin: string | undefined): void {
  defaultCheckoutOrigin = origin;
}

/**
 * Starts Portico on a merchant page. Safe to import on a server; calling it there
 * rejects with `not_in_browser`. Also opens a connection to the checkout origin early,
 * so the first element mounts faster.
 */
export async function init(options: InitOptions = {}): Promise<Portico> {
  if (typeof window === 'undefined' || typeof document === 'undefined') {
    throw PorticoError.of('not_in_browser');
  }
  const withDefault = defaultCheckoutOrigin && !options.checkoutOrigin && !options.env
    ? { ...options, checkoutOrigin: defaultCheckoutOrigin }
    : options;
  const config = resolveInit(withDefault, window.location.origin);
  warmUp(config.checkoutOrigin);
  return {
    config,
    createElement<K extends ElementKind>(kind: K, elementOptions: ElementOptionsByKind[K]): PorticoElement<K> {
      const resolved = resolveElementOptions<K>(kind, elementOptions);
      return new PorticoElement(resolved.kind, resolved.options, config);
    },
  };
}
