/**
 * The test bank accounts a shopper can pick on the Plaid-style and
 * TrueLayer-style link pages. An account whose mask is `0002` links, but a
 * debit from it fails for insufficient funds (as does a typed account number
 * ending in 0002 for direct debit).
 */
import type { Decline } from '../model/intent-types';
import { methodSpec, type LinkProvider } from '../methods/table';
import { isLinkKind, type LinkedAccount, type ShopperSession } from '../model/shopper-session';

export const LINK_ACCOUNTS: Readonly<Record<LinkProvider, readonly LinkedAccount[]>> = {
  plaid: [
    { id: 'acc_plaid_checking', bank_name: 'First Platypus Bank', account_name: 'Plaid Checking', mask: '0000', currency: 'USD' },
    { id: 'acc_plaid_saving', bank_name: 'First Platypus Bank', account_name: 'Plaid Saving', mask: '1111', currency: 'USD' },
    { id: 'acc_plaid_empty', bank_name: 'Tartan Bank', account_name: 'Empty Checking', mask: '0002', currency: 'USD' },
  ],
  truelayer: [
    { id: 'acc_tl_gbp_current', bank_name: 'Mock UK Bank', account_name: 'Current Account', mask: '0000', currency: 'GBP' },
    { id: 'acc_tl_eur_current', bank_name: 'Mock EU Bank', account_name: 'Girokonto', mask: '1111', currency: 'EUR' },
    { id: 'acc_tl_gbp_empty', bank_name: 'Mock UK Bank', account_name: 'Empty Current Account', mask: '0002', currency: 'GBP' },
    { id: 'acc_tl_eur_empty', bank_name: 'Mock EU Bank', account_name: 'Leeres Girokonto', mask: '0002', currency: 'EUR' },
  ],
};

const INSUFFICIENT_FUNDS: Decline = {
  failureCode: 'insufficient_funds',
  providerCode: 'R01',
  message: "This account doesn't have sufficient funds. Please try a different account.",
};

export function accountDeclines(lastDigits: string): Decline | null {
  return lastDigits.endsWith('0002') ? INSUFFICIENT_FUNDS : null;
}

/** The accounts offered for a link: those in the payment's currency, or all of them. */
export function accountsFor(provider: LinkProvider, currency: string | null): readonly LinkedAccount[] {
  const all = LINK_ACCOUNTS[provider];
  return currency === null ? all : all.filter((a) => a.currency === currency);
}

export function providerOfKind(kind: 'plaid_link' | 'truelayer_link'): LinkProvider {
  return kind === 'plaid_link' ? 'plaid' : 'truelayer';
}

/**
 * The accounts a session's page offers: the payment's currency, or the scheme's for a
 * consent's link (a GBP account cannot verify a SEPA consent), or all for a stand-alone link.
 */
export function offeredAccounts(session: ShopperSession, intent: { readonly currency: string } | null): readonly LinkedAccount[] {
  if (!isLinkKind(session.kind)) return [];
  const spec = methodSpec(session.method);
  const schemeCurrency = spec?.family === 'direct_debit' ? (spec.transaction_currencies[0] ?? null) : null;
  return accountsFor(providerOfKind(session.kind), intent?.currency ?? schemeCurrency);
}
