/**
 * The one place an account link starts: "Link your bank account" asks the provider
 * for its link page (Plaid-style for ACH, TrueLayer-style for Bacs and SEPA) by
 * paying with the scheme and no details, through `link` (runtime/payment/bank-link/'s
 * `useBankLink().startLink`), which opens the popup in this same click and sends the
 * link page there, or the whole page when the popup is blocked.
 */
import type { ReadyDraft } from '../../payment';
import { linkPaymentMethod } from './account-form';
import type { DirectDebitScheme } from '../../payment/consent/direct-debit-schemes';

export type LinkableScheme = Exclude<DirectDebitScheme, 'becs_direct_debit'>;

/** Call in the click handler itself: nothing may be awaited before the popup opens. */
export function startLink(scheme: LinkableScheme, link: (draft: ReadyDraft) => Promise<unknown>): Promise<unknown> {
  return link({ ok: true, paymentMethod: linkPaymentMethod(scheme) });
}
