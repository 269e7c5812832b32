import { isRecord } from '../protocol';
import {
  HOSTED_PAYMENT_OPTIONS,
  HOSTED_RECURRING_OPTIONS,
  hostedPageUrl,
  type HostedPageOptions,
  type RedirectToCheckoutOptions,
} from '../protocol/options/hosted-checkout';
import { checkOptions, type ResolvedInit } from './options';

/**
 * The hosted page's address for `redirectToCheckout()`: the options checked by the
 * protocol's specs (a mistake is the merchant's `invalid_options`, thrown before the
 * page is left), written in the page's names, all after the `#`.
 */
export function checkoutPageUrl(options: RedirectToCheckoutOptions, config: ResolvedInit): string {
  const recurring = isRecord(options) && options.mode === 'recurring';
  const read: Partial<Record<string, unknown>> = recurring
    ? checkOptions(HOSTED_RECURRING_OPTIONS, options, 'redirectToCheckout()')
    : checkOptions(HOSTED_PAYMENT_OPTIONS, options, 'redirectToCheckout()');
  const { successUrl, cancelUrl, logoUrl, termsUrl, privacyUrl, locale, appearance = config.appearance, mode: _mode, ...rest } = read;
  // The page reads the options as JSON, which leaves out a key whose value is undefined.
  const page = {
    ...rest,
    mode: recurring ? 'recurring' : 'payment',
    origin: config.merchantOrigin,
    success_url: successUrl,
    cancel_url: cancelUrl,
    logo_url: logoUrl,
    terms_url: termsUrl,
    privacy_url: privacyUrl,
    appearance,
    on_behalf_of: config.onBehalfOf,
  } as HostedPageOptions;
  return hostedPageUrl(config.checkoutOrigin, page, (locale as string | undefined) ?? config.locale);
}
