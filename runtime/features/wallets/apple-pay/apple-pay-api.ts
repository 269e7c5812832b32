/**
 * The part of Safari's Apple Pay JS API the checkout uses (`ApplePaySession`, version 3:
 * `completeShippingContactSelection` with an update object, `ApplePayError`), typed
 * here because TypeScript's DOM library has none of it, and read from the window
 * with checks: a page may define anything under these names.
 */
import type { ShippingAddress } from '../../../../protocol';
import { loadScript } from '../../../platform/lib/load-script';
import { logEvent } from '../../../platform/telemetry';
import { walletAmount } from '../common/amounts';
import type { WalletOrder } from '../common/use-wallet-order';

export const APPLE_PAY_VERSION = 3;

interface ApplePayLineItem {
  readonly label: string;
  readonly amount: string;
}

export interface ApplePayPaymentRequest {
  readonly countryCode: string;
  readonly currencyCode: string;
  readonly supportedNetworks: readonly string[];
  readonly merchantCapabilities: readonly string[];
  readonly total: ApplePayLineItem;
  readonly requiredShippingContactFields?: readonly string[];
}

/** What Safari shares of an address before the shopper authorised (and all of it after). */
export interface ApplePayContact {
  readonly countryCode?: string;
  readonly postalCode?: string;
  readonly locality?: string;
  readonly administrativeArea?: string;
}

interface ApplePaySessionLike {
  onvalidatemerchant: ((event: { readonly validationURL: string }) => void) | null;
  onshippingcontactselected: ((event: { readonly shippingContact: ApplePayContact }) => void) | null;
  onpaymentauthorized:
    ((event: { readonly payment: { readonly token: { readonly paymentData: unknown }; readonly shippingContact?: ApplePayContact } }) => void) | null;
  oncancel: ((event: unknown) => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completeShippingContactSelection(update: { readonly newTotal: ApplePayLineItem; readonly errors?: readonly unknown[] }): void;
  completePayment(result: { readonly status: number }): void;
}

export interface ApplePaySessionClass {
  new (version: number, request: ApplePayPaymentRequest): ApplePaySessionLike;
  canMakePayments(): boolean;
  supportsVersion(version: number): boolean;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}

type ApplePayErrorClass = new (code: string, contactField: string, message: string) => unknown;

export type ApplePayAvailability =
  | { readonly available: true; readonly Session: ApplePaySessionClass }
  | { readonly available: false; readonly reason: 'not_supported' | 'version_not_supported' | 'cannot_make_payments' };

/** Is Apple Pay here, and may this page use it? (`canMakePayments` throws on a page Safari does not trust.) */
export function applePayAvailability(win: Window): ApplePayAvailability {
  const Session = (win as unknown as { ApplePaySession?: unknown }).ApplePaySession;
  if (typeof Session !== 'function') return { available: false, reason: 'not_supported' };
  const session = Session as ApplePaySessionClass;
  try {
    if (!session.supportsVersion(APPLE_PAY_VERSION)) return { available: false, reason: 'version_not_supported' };
    return session.canMakePayments() ? { available: true, Session: session } : { available: false, reason: 'cannot_make_payments' };
  } catch {
    return { available: false, reason: 'not_supported' };
  }
}

/**
 * Safari's own `ApplePaySession`, or else the one Apple's Apple Pay JS SDK brings
 * (`sdkUrl`; `null`: none here). A script that does not load is spec §8's Apple Pay
 * SDK load error, logged under its own name; Apple Pay is then not here.
 */
export async function loadApplePay(win: Window, sdkUrl: string | null, load: (url: string) => Promise<void> = loadScript): Promise<ApplePayAvailability> {
  const here = applePayAvailability(win);
  if (here.available || typeof (win as unknown as { ApplePaySession?: unknown }).ApplePaySession === 'function' || sdkUrl === null) return here;
  try {
    await load(sdkUrl);
  } catch (error) {
    logEvent('onApplePaySDKLoadError', 'error', { url: sdkUrl, error: String(error) });
    return here;
  }
  return applePayAvailability(win);
}

/** The networks a card wallet may hold that the provider takes (spec §9's brands, in Apple's names). */
const NETWORKS = ['visa', 'masterCard', 'amex', 'discover', 'jcb', 'chinaUnionPay'] as const;

export function applePayRequest(order: WalletOrder): ApplePayPaymentRequest {
  return {
    countryCode: order.country,
    currencyCode: order.currency,
    supportedNetworks: NETWORKS,
    merchantCapabilities: ['supports3DS'],
    total: { label: order.merchantName, amount: walletAmount(order.amount, order.currency) },
    // An express checkout ships goods bought from a product page (unless `shipping: 'none'`): the merchant prices the address.
    ...(order.shipping ? { requiredShippingContactFields: ['postalAddress'] } : {}),
  };
}

const cut = (value: unknown) => (typeof value === 'string' ? value.slice(0, 100) : '');

export function shippingAddressOf(contact: ApplePayContact | undefined): ShippingAddress | null {
  if (!contact) return null;
  return {
    country_code: cut(contact.countryCode).toUpperCase(),
    postal_code: cut(contact.postalCode),
    city: cut(contact.locality),
    state: cut(contact.administrativeArea),
  };
}

/** Safari's error on the shipping address, for the sheet; a plain object where there is no `ApplePayError`. */
export function shippingError(win: Window, message: string): unknown {
  const ApplePayError = (win as unknown as { ApplePayError?: unknown }).ApplePayError;
  const args = ['shippingContactInvalid', 'postalAddress', message] as const;
  return typeof ApplePayError === 'function' ? new (ApplePayError as ApplePayErrorClass)(...args) : { code: args[0], contactField: args[1], message };
}
