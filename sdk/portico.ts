import type { ConfirmParams, ElementKind, ElementOptionsByKind, IntentSummary } from '../protocol';
import type { RedirectToCheckoutOptions } from '../protocol/options/hosted-checkout';
import { ELEMENT_GROUPS, groupTypeOf, type GroupType } from '../protocol/element-groups';
import { PorticoElement } from './element';
import { payerOf, type ElementGroup } from './element-group';
import { PorticoError } from './errors';
import { resolveElementOptions, resolveInit, type InitOptions, type ResolvedInit } from './options';
import { checkoutPageUrl } from './redirect-to-checkout';
import { warmUp } from './warm-up';
import { randomId } from '../protocol';

/** The split fields of one group, driven as one (see `Portico.group`). */
export interface PorticoGroup {
  /** Pays with the group's fields: the same as `confirm()` on any of them. */
  confirm(params?: ConfirmParams): Promise<IntentSummary>;
  /** Empties every field of the group. */
  clear(): Promise<void>;
  /** Moves keyboard focus into the group's first field (the card number); throws `element_not_mounted` before it exists. */
  focus(): void;
}

export interface Portico {
  /** Creates an element of one kind; throws `unknown_element_kind` or `invalid_options`. */
  createElement<K extends ElementKind>(kind: K, options: ElementOptionsByKind[K]): PorticoElement<K>;
  /**
   * The split fields this instance created for group type `type` (`'split-card'`: `card-number`,
   * `expiry`, `cvc`) with the `group` option `name` (none: the default group).
   */
  group(type: GroupType, name?: string): PorticoGroup;
  /**
   * Sends the shopper to the checkout's hosted payment page: one payment (`intent_id`,
   * `client_secret`), or with `mode: 'recurring'` a method to save on the consent your
   * server created (`consent_id` and the customer's `client_secret`). After paying, the
   * shopper goes to `successUrl` with `intent_id` (or `consent_id`) and `status` added;
   * `cancelUrl` is the page's way back. Both are followed only when their origin is
   * registered with the provider; otherwise the checkout shows its own result page.
   * Throws `invalid_options` (the page stays) when an option is wrong.
   */
  redirectToCheckout(options: RedirectToCheckoutOptions): void;
  /** The settings this instance resolved, e.g. which checkout origin it talks to. */
  readonly config: ResolvedInit;
}

let insecureWarned = false;

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
  const withDefault = defaultCheckoutOrigin && !options.checkoutOrigin && !options.env ? { ...options, checkoutOrigin: defaultCheckoutOrigin } : options;
  const config = resolveInit(withDefault, window.location.origin);
  // Works on a plain-http page (local development on a LAN address); a shopper's card never should.
  if (!window.isSecureContext && !insecureWarned) {
    insecureWarned = true;
    console.warn(`[portico] ${window.location.origin} is not a secure context: fine for local development, but a production page must be served over https.`);
  }
  warmUp(config.checkoutOrigin);
  // One group per type and name, per instance: its id is random, so no other instance, page or tab shares it.
  const groups: Record<string, ElementGroup<PorticoElement>> = {};
  const groupOf = (type: GroupType, name = '') =>
    (groups[`${type} ${name}`] ??= Object.assign(new Set<PorticoElement>(), { id: randomId(), payer: ELEMENT_GROUPS[type].collector }));
  return {
    config,
    createElement<K extends ElementKind>(kind: K, elementOptions: ElementOptionsByKind[K]): PorticoElement<K> {
      const resolved = resolveElementOptions<K>(kind, elementOptions);
      const type = groupTypeOf(resolved.kind);
      const group = type && groupOf(type, (resolved.options as { group?: string }).group);
      return new PorticoElement(resolved.kind, resolved.options, config, group);
    },
    redirectToCheckout(options) {
      window.location.assign(checkoutPageUrl(options, config));
    },
    group(type, name) {
      const members = groupOf(type, name);
      return {
        confirm: async (params) => payerOf(members).confirm(params),
        clear: async () => {
          await Promise.all([...members].map((element) => element.clear()));
        },
        focus: () => payerOf(members).focus(),
      };
    },
  };
}
