/**
 * The shopper's side, mounted at /simulator: HTML pages (GET shows, POST acts)
 *   /bank, /qr, /plaid, /truelayer   ?session=<token>   (form: session, action, account_id)
 * and JSON for the runtime's `/qrcode/mock` page (the session token is the credential):
 *   GET  /sessions/:id            what the page needs to draw itself
 *   POST /sessions/:id/:action    { request_id, account_id? }, idempotent by request_id
 */
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, invalid } from '../core/errors';
import { idempotentWrite } from '../core/idempotency';
import { offeredAccounts } from '../bank-link/accounts';
import { findShopperSession, sessionView, SESSION_KINDS, SESSION_PAGES, type ShopperSession } from '../model/shopper-session';
import { actionsFor, settlementRecords, settleSession, type ShopperAction } from '../methods/settle';
import { shopperSessionState } from '../consents/link-page';
import type { RouteDeps } from '../core/route-deps';
import { htmlPage, lockKeyOf, redirectAfter } from './respond';
import { publicIntent, sessionPageData } from './returns';
import { arrivingSession, handlePagePost } from './page-post';
import { bankPage, donePage, errorPage, linkPage, qrPage } from './pages';
import type { Intent } from '../model/intent-types';
import { isObject, readJsonObject, requestId } from '../core/body';

function renderOpen(session: ShopperSession, intent: Intent | null): string {
  switch (session.kind) {
    case 'bank_redirect':
      return bankPage(session, intent);
    case 'qrcode':
      return qrPage(session, intent, intent?.next_action?.type === 'render_qrcode' ? intent.next_action.qrcode : null);
    default:
      return linkPage(session, intent, offeredAccounts(session, intent));
  }
}

export function shopperSimulatorRoutes(deps: RouteDeps): Hono {
  const { store } = deps;
  const routes = new Hono();

  for (const kind of SESSION_KINDS) {
    const path = SESSION_PAGES[kind].slice('/simulator'.length);
    const show = (c: Context, id: string | undefined): Response => {
      if (id === undefined || id === '') return htmlPage(c, 400, errorPage('Missing session', 'This page needs a session in its address.'));
      const state = shopperSessionState(store, id, deps.clock.now());
      if (state.kind === 'missing' || state.session.kind !== kind) {
        return htmlPage(c, 404, errorPage('Page not found', 'This payment page does not exist. Go back to the merchant and start again.'));
      }
      if (state.kind === 'expired') {
        return htmlPage(c, 404, errorPage('Page expired', 'This payment page has expired. Go back to the merchant and start again.'));
      }
      if (state.kind === 'superseded') {
        return htmlPage(c, 409, errorPage('No longer waiting', 'This payment is no longer waiting for you on this page.'));
      }
      if (state.kind === 'finished') return htmlPage(c, 200, donePage(state.session, state.intent));
      return htmlPage(c, 200, renderOpen(state.session, state.intent));
    };
    routes.get(path, (c) => show(c, c.req.query('session')));
    // A form post with only the session is the shopper arriving (a `redirect_form`); with an action, the page's own form.
    routes.post(path, async (c) => {
      const arriving = await arrivingSession(c);
      return arriving === null ? handlePagePost(c, deps, kind) : show(c, arriving);
    });
  }

  routes.get('/sessions/:id', (c) => {
    const state = shopperSessionState(store, c.req.param('id'), deps.clock.now());
    if (state.kind === 'missing') throw new ApiError('not_found', { session_id: c.req.param('id') }, 'No such shopper session.');
    const intent = state.session.intent_id === null ? null : (store.getIntent(state.session.intent_id) ?? null);
    c.header('Cache-Control', 'no-store');
    return c.json(sessionPageData(state, intent));
  });

  routes.post('/sessions/:id/:action', async (c) => {
    const id = c.req.param('id');
    const record = findShopperSession(store, id);
    if (record === undefined) throw new ApiError('not_found', { session_id: id }, 'No such shopper session.');
    const action = c.req.param('action');
    if (!(actionsFor(record.kind) as readonly string[]).includes(action)) {
      throw invalid('action', 'unsupported', `action must be one of: ${actionsFor(record.kind).join(', ')}.`);
    }
    const body = await readJsonObject(c);
    const request_id = requestId(body);
    const accountId = body.account_id ?? null;
    if (accountId !== null && typeof accountId !== 'string') throw invalid('account_id', 'must_be_string');
    const result = await idempotentWrite(deps, {
      lockKey: lockKeyOf(store, record),
      scope: `session_action:${id}`,
      requestId: request_id,
      body: { action, body },
      execute: () => {
        const state = shopperSessionState(store, id, deps.clock.now());
        if (state.kind === 'missing') throw new ApiError('not_found', { session_id: id }, 'No such shopper session.');
        if (state.kind === 'expired') throw new ApiError('session_expired', { session_id: id });
        if (state.kind !== 'open') {
          throw new ApiError(
            'invalid_status_for_operation',
            { session_id: id, status: state.session.status },
            'This session is no longer waiting for the shopper.',
          );
        }
        const done = settleSession(store, state.session, state.intent, action as ShopperAction, accountId, deps.clock.now());
        const session = done.sessions.find((s) => s.id === id) ?? state.session;
        return {
          status: 200,
          body: {
            session: sessionView(session),
            intent: publicIntent(done.intent),
            redirect_url: redirectAfter(session, done.intent, done.consent?.consent ?? null),
          },
          ...(done.intent !== null ? { intent: done.intent } : {}),
          records: settlementRecords(done),
        };
      },
    });
    if (result.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(isObject(result.body) ? result.body : {}, result.status as ContentfulStatusCode);
  });

  return routes;
}
