/**
 * What a callback address says (docs/sandbox/methods.md, "Pages"): the provider's
 * page sends the shopper to
 *   /#/page/{region}/plaid/{complete|cancel}/{session}?session=…&outcome=…&account_id=…&intent_id=…&status=…
 *   /#/page/{region}/truelayer/{complete|cancel}/{session}?… (the same query)
 *   /#/page/truelayer/callback?session=…&outcome=…&action=complete|cancel&region=…&…
 *   /#/common/callback?provider=plaid|truelayer&session=…&outcome=…&… (any provider's)
 * with `consent_id` in place of `intent_id` for a consent's link. Read as untrusted:
 * it only says which session to hand back and what the page claimed; the opener
 * re-reads the payment or consent, never trusting `status`.
 */
import { isSessionId, type LinkResult, type LinkSubject } from '../../../payment/bank-link/messages';
import { isLinkProvider, type LinkProvider } from '../../../payment/bank-link/providers';
import type { RouteMatch } from '../../../platform/router';

export type CallbackRead =
  { readonly ok: true; readonly result: LinkResult } | { readonly ok: false; readonly provider: LinkProvider | null; readonly reason: string };

const ID = /^[A-Za-z0-9_-]{1,128}$/;
const OUTCOME_OF_ACTION: Readonly<Record<string, LinkResult['outcome']>> = { complete: 'completed', cancel: 'cancelled' };

/** The query after the hash (`#/route?query`). */
export function hashQuery(hash: string): URLSearchParams {
  const mark = hash.indexOf('?');
  return new URLSearchParams(mark === -1 ? '' : hash.slice(mark + 1));
}

function routeParts(route: RouteMatch | null, query: URLSearchParams): { provider: unknown; action: string | null; transactionId: string | null } {
  switch (route?.name) {
    case 'page.plaid':
      return { provider: 'plaid', action: route.params.action, transactionId: route.params.transactionId };
    case 'page.truelayer':
      return { provider: 'truelayer', action: route.params.action, transactionId: route.params.transactionId };
    case 'page.truelayerCallback':
      return { provider: 'truelayer', action: query.get('action'), transactionId: null };
    default:
      return { provider: query.get('provider'), action: query.get('action'), transactionId: null };
  }
}

function subjectOf(query: URLSearchParams): LinkSubject | null | undefined {
  const intent = query.get('intent_id');
  const consent = query.get('consent_id');
  if (intent !== null && consent !== null) return undefined;
  const id = intent ?? consent;
  if (id === null) return null;
  return ID.test(id) ? { kind: intent !== null ? 'intent' : 'consent', id } : undefined;
}

export function readCallback(route: RouteMatch | null, query: URLSearchParams): CallbackRead {
  const parts = routeParts(route, query);
  const provider = isLinkProvider(parts.provider) ? parts.provider : null;
  const fail = (reason: string): CallbackRead => ({ ok: false, provider, reason });
  if (provider === null) return fail('unknown_provider');
  const session = query.get('session');
  if (!isSessionId(session)) return fail('no_session');
  if (parts.transactionId !== null && parts.transactionId !== session) return fail('session_mismatch');
  const outcome = query.get('outcome');
  if (outcome !== 'completed' && outcome !== 'cancelled') return fail('no_outcome');
  if (parts.action !== null && OUTCOME_OF_ACTION[parts.action] !== outcome) return fail('action_mismatch');
  const subject = subjectOf(query);
  if (subject === undefined) return fail('bad_subject');
  return { ok: true, result: { provider, session, outcome, subject } };
}
