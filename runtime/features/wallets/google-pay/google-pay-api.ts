/**
 * The part of the Google Pay JS API the checkout uses (PaymentsClient, version 2.0),
 * typed here and read from the window with checks once the script has loaded; the
 * requests it sends; and the token it answers, read as untrusted input.
 */
import { isRecord, type ShippingAddress } from '../../../../protocol';
import type { WalletToken } from '../../../platform/api/payment-intents';
import type { GooglePayEnvironment, GooglePaySetup } from '../common/wallet-scripts';
import { loadScript } from '../../../platform/lib/load-script';
import { walletAmount } from '../common/amounts';
import type { WalletOrder } from '../common/use-wallet-order';
import type { WalletTotal } from '../common/use-wallet-payment';

/** The intermediate data Google gives `onPaymentDataChanged` (the address is partial before the shopper pays). */
export interface IntermediatePaymentData {
  readonly callbackTrigger?: string;
  readonly shippingAddress?: GoogleAddress;
}

interface GoogleAddress {
  readonly countryCode?: string;
  readonly postalCode?: string;
  readonly locality?: string;
  readonly administrativeArea?: string;
}

export interface PaymentDataUpdate {
  readonly newTransactionInfo?: TransactionInfo;
  readonly error?: { readonly reason: string; readonly message: string; readonly intent: string };
}

export interface TransactionInfo {
  readonly totalPriceStatus: 'FINAL';
  readonly totalPrice: string;
  readonly currencyCode: string;
  readonly countryCode: string;
}

export interface GooglePayClientOptions {
  readonly environment: GooglePayEnvironment;
  readonly paymentDataCallbacks?: { readonly onPaymentDataChanged: (data: IntermediatePaymentData) => Promise<PaymentDataUpdate> };
}

export interface GooglePayButtonOptions {
  readonly onClick: (event: Event) => void;
  readonly buttonColor: 'black' | 'white';
  readonly buttonType: 'pay';
  readonly buttonSizeMode: 'fill';
  readonly buttonLocale: string;
}

export interface GooglePayClient {
  isReadyToPay(request: object): Promise<unknown>;
  createButton(options: GooglePayButtonOptions): HTMLElement;
  loadPaymentData(request: object): Promise<unknown>;
}

type GooglePayClientClass = new (options: GooglePayClientOptions) => GooglePayClient;

/** The script loaded, but it defined no PaymentsClient (a wrong file, a blocked one answered with something else). */
class GooglePayMissing extends Error {}

/** Loads the environment's script (spec §9's 120 s limit) and finds `google.payments.api.PaymentsClient`. */
export async function loadGooglePay(setup: GooglePaySetup, win: Window = window): Promise<GooglePayClientClass> {
  await loadScript(setup.scriptUrl);
  const api = (win as unknown as { google?: { payments?: { api?: { PaymentsClient?: unknown } } } }).google?.payments?.api;
  if (typeof api?.PaymentsClient !== 'function') throw new GooglePayMissing('google.payments.api.PaymentsClient is missing');
  return api.PaymentsClient as GooglePayClientClass;
}

/** Whether the shopper can pay by card in Google Pay (the card networks spec §9 takes, in Google's names). */
const CARD_PARAMETERS = {
  allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
  allowedCardNetworks: ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER', 'JCB'],
} as const;

const VERSION = { apiVersion: 2, apiVersionMinor: 0 } as const;

/** `isReadyToPay`'s answer: `{ result: true }` when the shopper can pay. */
export function isReady(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && (answer as { result?: unknown }).result === true;
}

export function readyToPayRequest(): object {
  return { ...VERSION, allowedPaymentMethods: [{ type: 'CARD', parameters: CARD_PARAMETERS }] };
}

/** The provider's gateway name in Google's tokenization (the token is encrypted for it). */
const GOOGLE_PAY_GATEWAY = 'portico';

export function transactionInfo(total: WalletTotal, country: string): TransactionInfo {
  return { totalPriceStatus: 'FINAL', totalPrice: walletAmount(total.amount, total.currency), currencyCode: total.currency, countryCode: country };
}

export function paymentDataRequest(order: WalletOrder): object {
  return {
    ...VERSION,
    allowedPaymentMethods: [
      {
        type: 'CARD',
        parameters: CARD_PARAMETERS,
        // The frame has no account id; the provider knows the merchant by its registered domain (as for Apple Pay).
        tokenizationSpecification: { type: 'PAYMENT_GATEWAY', parameters: { gateway: GOOGLE_PAY_GATEWAY, gatewayMerchantId: order.merchantName } },
      },
    ],
    merchantInfo: { merchantName: order.merchantName },
    transactionInfo: transactionInfo(order, order.country),
    // An express checkout ships goods bought from a product page (unless `shipping: 'none'`): the merchant prices the address.
    ...(order.shipping ? { shippingAddressRequired: true, callbackIntents: ['SHIPPING_ADDRESS'] } : {}),
  };
}

export type GoogleToken = { readonly ok: true; readonly token: WalletToken } | { readonly ok: false; readonly reason: 'missing' | 'not_json' | 'not_object' };

/** `paymentMethodData.tokenizationData.token`: a JSON string of the provider's token object. */
export function readGoogleToken(data: unknown): GoogleToken {
  const method = isRecord(data) ? data.paymentMethodData : undefined;
  const tokenization = isRecord(method) ? method.tokenizationData : undefined;
  const text = isRecord(tokenization) ? tokenization.token : undefined;
  if (typeof text !== 'string') return { ok: false, reason: 'missing' };
  let token: unknown;
  try {
    token = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not_json' };
  }
  return isRecord(token) ? { ok: true, token } : { ok: false, reason: 'not_object' };
}

const cut = (value: unknown) => (typeof value === 'string' ? value.slice(0, 100) : '');

export function googleShippingAddress(address: unknown): ShippingAddress | null {
  if (!isRecord(address)) return null;
  return {
    country_code: cut(address.countryCode).toUpperCase(),
    postal_code: cut(address.postalCode),
    city: cut(address.locality),
    state: cut(address.administrativeArea),
  };
}

/** Google's failures carry `statusCode` (`CANCELED` when the shopper closed the sheet). */
export function statusCodeOf(error: unknown): string | null {
  return isRecord(error) && typeof error.statusCode === 'string' ? error.statusCode : null;
}
