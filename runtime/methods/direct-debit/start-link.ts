/**
 * The one place an account link starts: "Link your bank account" asks the provider
 * for its link page (Plaid-style for ACH, TrueLayer-style for Bacs and SEPA) by
 * paying with the scheme and no details. Today the answer's `redirect` is followed
 * as a full-page redirect (the frame's `onRedirect`); the bank-linking work opens it
 * in a popup from the same click by changing this call alone.
 */
import type { ConfirmIntent } from '../../elements/frame';
import { linkPaymentMethod } from './account-form';
import type { DirectDebitScheme } from './schemes';

export type LinkableScheme = Exclude<DirectDebitScheme, 'becs_direct_debit'>;

export function startLink(scheme: LinkableScheme, pay: ConfirmIntent['pay']): Promise<unknown> {
  return pay({ ok: true, paymentMethod: linkPaymentMethod(scheme) });
}
