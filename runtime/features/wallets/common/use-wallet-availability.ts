/**
 * Says once that a wallet cannot be offered here: in its own element, an `error` event
 * (`wallet_unavailable`) and nothing on screen, never a dead button; inside the
 * drop-in, the shopper reads why (the drop-in's merchant heard nothing: the shopper
 * can pick another method there). Also says once that the element cannot work at all
 * (options missing, the intent unreadable).
 */
import { useContext, useEffect, useRef } from 'react';
import { porticoError, type PaymentError, type WalletName } from '../../../../protocol';
import { useTranslation } from '../../../platform/i18n/react';
import { useEnglishSection } from '../../../platform/i18n/screen-strings';
import englishWallet from '../../../platform/i18n/locales/en/wallet.json';
import { MethodContext } from '../../../host/method-context';
import type { OrderState } from './use-wallet-order';
import type { WalletPayment } from './use-wallet-payment';

export type Availability = { readonly status: 'checking' } | { readonly status: 'available' } | { readonly status: 'unavailable'; readonly reason: string };

const WALLET_NAMES: Record<WalletName, string> = { applepay: 'Apple Pay', googlepay: 'Google Pay' };

function useInDropin(): boolean {
  return useContext(MethodContext) !== null;
}

function unavailableError(wallet: WalletName, reason: string, t: (key: string, params?: Record<string, string>) => string): PaymentError {
  return porticoError('wallet_unavailable', { wallet, reason }, t('wallet.unavailable', { wallet: WALLET_NAMES[wallet] }));
}

export function walletName(wallet: WalletName): string {
  return WALLET_NAMES[wallet];
}

export function useReportUnusable(wallet: WalletName, availability: Availability, order: OrderState, payment: WalletPayment): void {
  const { t } = useTranslation();
  // The wallets' own English (a wallet is unavailable, its token unusable): only their frames need it (screen-strings.ts).
  useEnglishSection(englishWallet);
  const inDropin = useInDropin();
  const said = useRef(false);
  const { report } = payment;
  useEffect(() => {
    if (said.current) return;
    if (availability.status === 'unavailable') {
      said.current = true;
      report(unavailableError(wallet, availability.reason, t), { show: inDropin, emit: !inDropin });
    } else if (order.status === 'failed') {
      said.current = true;
      // A merchant's missing options: an error event, and nothing for the shopper to read.
      report(order.error, { show: order.error.code !== 'wallet_options_missing', emit: true });
    }
  }, [availability, order, inDropin, report, t, wallet]);
}
