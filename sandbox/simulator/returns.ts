/**
 * Where a shopper goes once a simulator page is done, and what a session looks
 * like to the page-side JSON endpoints (no client secret, nothing internal).
 */
import { BUSINESS_NAME } from '../core/client-secret';
import { offeredAccounts } from '../bank-link/accounts';
import { isLinkKind, sessionView, type SessionState, type ShopperSession } from '../model/shopper-session';
import { actionsFor } from '../methods/settle';
import type { Intent } from '../model/intent-types';

/** Bank redirect: back to the merchant's `return_url` with the outcome; null shows the done page. */
export function merchantReturnUrl(intent: Intent | null): string | null {
  if (intent === null || intent.return_url === null) return null;
  const url = new URL(intent.return_url);
  url.searchParams.set('intent_id', intent.id);
  url.searchParams.set('status', intent.status);
  return url.toString();
}

/** The consent a link page verifies, as its way back names it. */
export interface LinkedConsent {
  readonly id: string;
  readonly status: string;
}

/**
 * Link pages return to the runtime's callback routes (spec §2):
 * `/#/page/{region}/{plaid|truelayer}/{complete|cancel}/{session id}?…`, or
 * `/#/page/truelayer/callback?…` for a session created with `return_route: 'callback'`.
 */
export function linkReturnUrl(session: ShopperSession, intent: Intent | null, consent: LinkedConsent | null = null): string {
  const action = session.status === 'COMPLETED' ? 'complete' : 'cancel';
  const query = new URLSearchParams({ session: session.id, outcome: session.status === 'COMPLETED' ? 'completed' : 'cancelled' });
  if (session.linked_account !== null) query.set('account_id', session.linked_account.id);
  if (intent !== null) {
    query.set('intent_id', intent.id);
    query.set('status', intent.status);
  } else if (consent !== null) {
    // A consent's own link page (consents/link-page.ts): the consent and its status in place of the intent's.
    query.set('consent_id', consent.id);
    query.set('status', consent.status);
  }
  const provider = session.kind === 'plaid_link' ? 'plaid' : 'truelayer';
  if (provider === 'truelayer' && session.return_route === 'callback') {
    query.set('action', action);
    if (session.region !== null) query.set('region', session.region);
    return `${session.origin}/#/page/truelayer/callback?${query.toString()}`;
  }
  const region = encodeURIComponent(session.region ?? 'global');
  return `${session.origin}/#/page/${region}/${provider}/${action}/${encodeURIComponent(session.id)}?${query.toString()}`;
}

/** The intent as the shopper's side may see it: the client secret stays with the checkout. */
export function publicIntent(intent: Intent | null): Record<string, unknown> | null {
  if (intent === null) return null;
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    merchant_order_id: intent.merchant_order_id,
    latest_payment_attempt: intent.latest_payment_attempt,
  };
}

/** `GET /simulator/sessions/:id`: enough for the runtime's `/qrcode/mock` page to draw itself. */
export function sessionPageData(state: Exclude<SessionState, { kind: 'missing' }>, intent: Intent | null): Record<string, unknown> {
  const { session } = state;
  const nextAction = intent?.next_action;
  return {
    ...sessionView(session),
    state: state.kind,
    merchant_name: BUSINESS_NAME,
    intent: publicIntent(intent),
    actions: state.kind === 'open' ? actionsFor(session.kind) : [],
    ...(nextAction?.type === 'render_qrcode' && state.kind === 'open' ? { qrcode: nextAction.qrcode } : {}),
    ...(isLinkKind(session.kind) ? { accounts: offeredAccounts(session, intent) } : {}),
  };
}
