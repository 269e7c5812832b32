/**
 * The account-linking providers (docs/sandbox/methods.md, "Direct debit"): which
 * direct debit links through which, and what each logs when its flow goes wrong
 * (spec §8 names). One table, read by the element's popup and the popup's pages.
 */
import type { LogEventName } from '../../platform/telemetry';

const LINK_PROVIDERS = ['plaid', 'truelayer'] as const;
export type LinkProvider = (typeof LINK_PROVIDERS)[number];

interface ProviderRow {
  /** A malformed or foreign message on the way back from the provider's page. */
  readonly messageError: LogEventName;
  /** The page said it was done, but the payment or consent it was for never settled. */
  readonly verificationError: LogEventName;
  /**
   * Plaid's page is hosted by the checkout's own `/page/plaid-popup-iframe` inside the
   * popup (as Plaid Link runs in an iframe of its host page); TrueLayer's is the popup's
   * whole page.
   */
  readonly hosted: boolean;
}

export const PROVIDER_ROWS: Readonly<Record<LinkProvider, ProviderRow>> = {
  plaid: { messageError: 'onPlaidMessageEventError', verificationError: 'onPlaidFormVerificationError', hosted: true },
  truelayer: { messageError: 'onTrueLayerFlowError', verificationError: 'onTrueLayerFlowError', hosted: false },
};

/** The direct debits that link an account on a provider's page (BECS has none). */
const LINKED_METHODS: Readonly<Record<string, LinkProvider>> = {
  ach_direct_debit: 'plaid',
  bacs_direct_debit: 'truelayer',
  sepa_direct_debit: 'truelayer',
};

export function linkProviderOf(method: string | undefined): LinkProvider | null {
  return method !== undefined && Object.hasOwn(LINKED_METHODS, method) ? (LINKED_METHODS[method] ?? null) : null;
}

export function isLinkProvider(value: unknown): value is LinkProvider {
  return (LINK_PROVIDERS as readonly unknown[]).includes(value);
}
