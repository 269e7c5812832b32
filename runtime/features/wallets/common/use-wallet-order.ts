/**
 * What a wallet's sheet shows: the intent's amount and currency when the button pays
 * an intent (read from the provider: the intent is what will be charged), or the
 * merchant's `amount` and `currency` for an express checkout (spec §1: no client
 * secret given). Neither is a merchant's mistake, said at mount.
 */
import { useEffect, useState } from 'react';
import { porticoError, type PaymentError } from '../../../../protocol';
import { retrievePaymentIntent } from '../../../platform/api/payment-intents';
import { useTranslation } from '../../../platform/i18n/react';
import { useElementFrame } from '../../../host';
import { useSessionState } from '../../../payment';
import { providerFailure } from './failure';

export interface WalletOrder {
  readonly amount: number;
  readonly currency: string;
  /** The merchant's country (Apple Pay's `countryCode`): the `country_code` option, else US. */
  readonly country: string;
  /** Whom the sheet says the shopper pays: the merchant page's host name. */
  readonly merchantName: string;
  /** No intent yet: the merchant makes one once the shopper has authorised (the `paymentAuthorized` event). */
  readonly express: boolean;
  /** The sheet asks for a shipping address, which the merchant prices (`shippingChange`): an express checkout, unless `shipping: 'none'`. */
  readonly shipping: boolean;
}

export type OrderState =
  { readonly status: 'loading' } | { readonly status: 'ready'; readonly order: WalletOrder } | { readonly status: 'failed'; readonly error: PaymentError };

const DEFAULT_COUNTRY = 'US';

function hostOf(origin: string | undefined): string {
  try {
    return origin ? new URL(origin).hostname : location.hostname;
  } catch {
    return location.hostname;
  }
}

export function useWalletOrder(): OrderState {
  const { t } = useTranslation();
  const { api, intentId, options } = useElementFrame();
  const { amount, currency, country_code: country = DEFAULT_COUNTRY, origin, shipping } = options;
  const merchantName = hostOf(origin);
  const { mode, consent } = useSessionState();
  const [state, setState] = useState<OrderState>(() => {
    // Recurring mode: nothing is paid now; the sheet shows what each later charge is (the consent's terms), or 0.
    if (mode === 'recurring') return { status: 'loading' };
    if (api && intentId) return { status: 'loading' };
    if (amount !== undefined && currency !== undefined)
      return { status: 'ready', order: { amount, currency, country, merchantName, express: true, shipping: shipping !== 'none' } };
    return {
      status: 'failed',
      error: porticoError('wallet_options_missing', {
        missing: [
          ...(intentId ? [] : ['intent_id']),
          ...(api ? [] : ['client_secret']),
          ...(amount === undefined ? ['amount'] : []),
          ...(currency === undefined ? ['currency'] : []),
        ],
      }),
    };
  });

  const terms = consent?.terms_of_use;
  const recurringAmount = terms?.fixed_payment_amount ?? terms?.max_payment_amount ?? 0;
  const recurringCurrency = terms?.payment_currency ?? currency ?? 'USD';
  const recurring = mode === 'recurring' && api !== null;
  useEffect(() => {
    if (!recurring) return;
    setState({ status: 'ready', order: { amount: recurringAmount, currency: recurringCurrency, country, merchantName, express: false, shipping: false } });
  }, [recurring, recurringAmount, recurringCurrency, country, merchantName]);

  useEffect(() => {
    if (!api || !intentId || mode === 'recurring') return;
    let live = true;
    api()
      .then((client) => retrievePaymentIntent(client, intentId))
      .then(
        (intent) =>
          live &&
          setState({ status: 'ready', order: { amount: intent.amount, currency: intent.currency, country, merchantName, express: false, shipping: false } }),
        (caught: unknown) => live && setState({ status: 'failed', error: providerFailure(caught, t, { intent_id: intentId, reason: 'intent_not_read' }) }),
      );
    return () => {
      live = false;
    };
  }, [api, intentId, mode, country, merchantName, t]);

  return state;
}
