/**
 * Direct debit (ACH, Bacs, SEPA, BECS), three ways:
 * 1. `link_session_id` of a completed Plaid/TrueLayer link session → debited at once;
 * 2. typed account details (checked per scheme) → debited at once;
 * 3. neither, for a scheme with a link provider → REQUIRES_CUSTOMER_ACTION with a
 *    redirect to the link page; completing it debits the picked account.
 * The sandbox settles debits at once (no multi-day clearing); an account ending
 * in 0002 fails for insufficient funds.
 */
import { invalid } from '../../core/errors';
import { declinedAtConfirm, paidAtConfirm, type PaymentMethodSummary } from '../../model/attempts';
import { parseBankDetails } from '../../methods/bank-details';
import { accountDeclines } from '../../bank-link/accounts';
import type { DebitScheme } from '../../customers/types';
import { linkSessionId, markLinkSessionUsed, usableLinkSession } from '../../bank-link/session-use';
import { findShopperSession } from '../../model/shopper-session';
import { regionFor, type MethodSpec } from '../../methods/table';
import { detailsOf, field, startSession, supportedMethod, type Details } from './common';
import type { ConfirmContext, ConfirmHandler, ConfirmResult } from './handler';

/** Debited at once: paid, or declined for an account ending in 0002. A saved account (saved.ts) is debited here too. */
export function settleNow(ctx: ConfirmContext, summary: PaymentMethodSummary, lastDigits: string): ConfirmResult {
  const decline = accountDeclines(lastDigits);
  if (decline) return declinedAtConfirm(ctx.intent, summary, decline, ctx.now);
  const intent = paidAtConfirm(ctx.intent, summary, ctx.now);
  return { status: 200, body: intent, intent };
}

/** A linked account pays once; the session is marked used in the same write as the payment. */
function payWithLink(ctx: ConfirmContext, spec: MethodSpec, id: unknown): ConfirmResult {
  const ref = { scheme: spec.name as DebitScheme, sessionId: id, field: field(ctx, 'link_session_id') };
  const { session, account } = usableLinkSession(ref, findShopperSession(ctx.store, linkSessionId(ref)), ctx.now);
  if (account.currency !== ctx.intent.currency) {
    throw invalid(ref.field, 'currency_mismatch', `The linked account holds ${account.currency}, not ${ctx.intent.currency}.`);
  }
  const linked = { id: account.id, bank_name: account.bank_name, mask: account.mask };
  const result = settleNow(ctx, { type: spec.name, [spec.name]: { linked_account: linked } }, account.mask);
  if (result.status !== 200) return result;
  const used = markLinkSessionUsed(session, { paid_intent_id: ctx.intent.id }, ctx.now);
  return { ...result, records: [...(result.records ?? []), { collection: 'sessions', record: used }] };
}

function fromDetails(ctx: ConfirmContext, spec: MethodSpec, details: Details): ConfirmResult | null {
  const type = spec.name;
  if (details.link_session_id !== undefined && details.link_session_id !== null) return payWithLink(ctx, spec, details.link_session_id);
  const typed = parseBankDetails(
    type,
    (name) => details[name],
    (name) => field(ctx, name),
  );
  return typed === null ? null : settleNow(ctx, { type, [type]: { bank_account: typed.summary } }, typed.lastDigits);
}

export const confirmWithDirectDebit: ConfirmHandler = (ctx) => {
  const spec = supportedMethod(ctx);
  const done = fromDetails(ctx, spec, detailsOf(ctx));
  if (done !== null) return done;
  if (spec.link_provider === undefined) {
    throw invalid(field(ctx, 'bsb'), 'required', `${spec.name} needs the shopper's bank account details (bsb, account_number).`);
  }
  const kind = spec.link_provider === 'plaid' ? 'plaid_link' : 'truelayer_link';
  return startSession(ctx, kind, { type: spec.name }, regionFor(spec, ctx.intent.currency), (url) => ({
    type: 'redirect',
    method: 'GET',
    url,
  }));
};
