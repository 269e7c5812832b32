/**
 * A simulator page's form post (Pay / Reject, Complete / Cancel). Not keyed by
 * request_id, as a browser form has none: the session is the key. Posting the
 * action that already finished the session answers as the first post did (a
 * double submit or a reload is harmless); any other post to a finished,
 * superseded or expired session is a 409 page.
 */
import type { Context } from 'hono';
import { ApiError } from '../core/errors';
import { findShopperSession, type SessionKind, type ShopperSession } from '../model/shopper-session';
import { actionsFor, settlementRecords, settleSession, statusAfter, type ShopperAction } from '../methods/settle';
import { consentOfLink, shopperSessionState } from '../consents/link-page';
import type { Consent } from '../consents/types';
import type { RouteDeps } from '../core/route-deps';
import { htmlPage, lockKeyOf, redirectAfter } from './respond';
import { donePage, errorPage } from './pages';
import type { Intent } from '../model/intent-types';

interface PageForm {
  readonly session: string | null;
  readonly action: string | null;
  readonly accountId: string | null;
}

async function readForm(c: Context): Promise<PageForm | null> {
  try {
    const form = await c.req.parseBody();
    const text = (name: string): string | null => {
      const value = form[name];
      return typeof value === 'string' && value !== '' ? value : null;
    };
    return { session: text('session'), action: text('action'), accountId: text('account_id') };
  } catch {
    return null;
  }
}

/** The session of a post that carries no action: the shopper arriving by a bank's form post (`redirect_form`). */
export async function arrivingSession(c: Context): Promise<string | null> {
  const form = await readForm(c);
  return form !== null && form.session !== null && form.action === null && form.accountId === null ? form.session : null;
}

function finish(c: Context, session: ShopperSession, intent: Intent | null, consent: Consent | null): Response {
  const to = redirectAfter(session, intent, consent);
  if (to === null) return htmlPage(c, 200, donePage(session, intent));
  c.header('Cache-Control', 'no-store');
  return c.redirect(to, 303);
}

export async function handlePagePost(c: Context, deps: RouteDeps, kind: SessionKind): Promise<Response> {
  const form = await readForm(c);
  if (form === null || form.session === null || form.action === null) {
    return htmlPage(c, 400, errorPage('Bad request', 'The form was incomplete. Go back and try again.'));
  }
  const { session: id, action, accountId } = form;
  const record = findShopperSession(deps.store, id);
  if (record === undefined || record.kind !== kind) {
    return htmlPage(c, 404, errorPage('Page not found', 'This payment page does not exist. Go back to the merchant and start again.'));
  }
  if (!(actionsFor(kind) as readonly string[]).includes(action)) {
    return htmlPage(c, 400, errorPage('Bad request', `Choose one of: ${actionsFor(kind).join(', ')}.`));
  }
  return deps.lock.run(lockKeyOf(deps.store, record), async () => {
    const now = deps.clock.now();
    const state = shopperSessionState(deps.store, id, now);
    switch (state.kind) {
      case 'missing':
        return htmlPage(c, 404, errorPage('Page not found', 'This payment page does not exist.'));
      case 'expired':
        return htmlPage(c, 409, errorPage('Page expired', 'This payment page has expired. Go back to the merchant and start again.'));
      case 'superseded':
        return htmlPage(c, 409, errorPage('No longer waiting', 'This payment is no longer waiting for you on this page.'));
      case 'finished':
        if (state.session.status === statusAfter(action as ShopperAction)) {
          return finish(c, state.session, state.intent, consentOfLink(deps.store, state.session));
        }
        return htmlPage(c, 409, errorPage('Already finished', `This page was already used: ${state.session.status.toLowerCase()}.`));
      case 'open':
        try {
          const done = settleSession(deps.store, state.session, state.intent, action as ShopperAction, accountId, now);
          await deps.store.commit({ ...(done.intent !== null ? { intent: done.intent } : {}), records: settlementRecords(done) });
          return finish(c, done.sessions.find((s) => s.id === id) ?? state.session, done.intent, done.consent?.consent ?? null);
        } catch (err) {
          if (err instanceof ApiError && err.status === 400) return htmlPage(c, 400, errorPage('Bad request', err.message));
          throw err;
        }
    }
  });
}
