/**
 * /api/v1/pa/payment_links: create (merchant key), retrieve by code (public: the
 * payment-link page loads it), create_intent (public, idempotent by request_id),
 * deactivate and list (merchant key).
 * A link's status follows its intents: see records.ts.
 */
import { Hono, type Context } from 'hono';
import { requireApiKey } from '../core/auth';
import { issueClientSecret } from '../core/client-secret';
import { ApiError } from '../core/errors';
import { readJsonObject, requestId } from '../core/body';
import { reply } from '../core/idempotency';
import { idempotentWrite, type Execution } from '../core/idempotency';
import { createIntent, newId } from '../model/intent';
import { findLinkByCode, newLinkCode, newLinkId, openIntentFor, syncPayments } from './records';
import { linkStatus, merchantView, publicView, type PaymentLink } from './types';
import { parseCreateLink, parseLinkPayment } from './validation';
import { COLLECT_NOTHING, parseCollected } from './collect';
import type { RouteDeps } from '../core/route-deps';
import type { Intent } from '../model/intent-types';

const LIST_LIMIT = 50;

/**
 * Where the link's page is: the configured checkout origin, whatever origin the merchant's
 * server called (it may reach the API as 127.0.0.1 while shoppers know the checkout as
 * localhost); without one, an origin the sandbox is served at, never the Host header's alone.
 */
function originOf(deps: RouteDeps, c: Context): string {
  return deps.checkoutOrigin?.() ?? deps.publicOrigin(c.req.url);
}

function linkOr404(deps: RouteDeps, code: string): PaymentLink {
  const link = findLinkByCode(deps.store, code);
  if (!link) throw new ApiError('not_found', { code: code.slice(0, 64) }, 'No payment link with this code exists.');
  return link;
}

/** Refuses a link that can take no more payments. */
function assertPayable(link: PaymentLink, now: Date): void {
  const status = linkStatus(link, now);
  if (status === 'PAID') {
    throw new ApiError('link_already_paid', { code: link.code, status }, 'This payment link has already been paid.');
  }
  if (status === 'INACTIVE') {
    throw new ApiError('link_inactive', { code: link.code, status }, 'This payment link has been deactivated by the merchant.');
  }
  if (status === 'EXPIRED') {
    throw new ApiError('link_expired', { code: link.code, status, expires_at: link.expires_at }, 'This payment link has expired.');
  }
}

function intentReply(intent: Intent, clientSecret: string, link: PaymentLink): Record<string, unknown> {
  return { intent_id: intent.id, client_secret: clientSecret, amount: intent.amount, currency: intent.currency, payment_link_id: link.id };
}

export function paymentLinkRoutes(deps: RouteDeps): Hono {
  const { store, secretKey, signingKey, lock } = deps;
  const routes = new Hono();

  /** The stored link with payments caught up, saved when they changed. */
  const synced = (link: PaymentLink): Promise<PaymentLink> =>
    lock.run(`link:${link.id}`, async () => {
      const latest = store.get<PaymentLink>('links', link.id) ?? link;
      const next = syncPayments(store, latest, deps.clock.now());
      if (next !== latest) await store.commit({ records: [{ collection: 'links', record: next }] });
      return next;
    });

  routes.post('/create', async (c) => {
    requireApiKey(c, secretKey);
    const body = await readJsonObject(c);
    const request_id = requestId(body);
    const result = await idempotentWrite(deps, {
      lockKey: `link_create:${request_id}`,
      scope: 'link_create',
      requestId: request_id,
      body,
      execute: () => {
        const now = deps.clock.now();
        const at = now.toISOString();
        const link: PaymentLink = {
          ...parseCreateLink(body, now),
          id: newLinkId(),
          code: newLinkCode(),
          status: 'UNPAID',
          intent_ids: [],
          payments: [],
          created_at: at,
          updated_at: at,
        };
        return { status: 201, body: merchantView(link, originOf(deps, c), now), records: [{ collection: 'links', record: link }] };
      },
    });
    return reply(c, result);
  });

  /** The merchant's links, newest first (at most LIST_LIMIT), each with its payments caught up. */
  routes.get('/', async (c) => {
    requireApiKey(c, secretKey);
    // Reversed first: links made in the same millisecond keep newest-first too (the sort is stable).
    const newest = store
      .list<PaymentLink>('links')
      .reverse()
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .slice(0, LIST_LIMIT);
    const now = deps.clock.now();
    const items = [];
    for (const link of newest) items.push(merchantView(await synced(link), originOf(deps, c), now));
    return c.json({ items, count: items.length });
  });

  routes.get('/:code', async (c) => {
    const merchant = c.req.header('x-api-key') !== undefined;
    if (merchant) requireApiKey(c, secretKey);
    const link = await synced(linkOr404(deps, c.req.param('code')));
    const now = deps.clock.now();
    return c.json(merchant ? merchantView(link, originOf(deps, c), now) : publicView(link, originOf(deps, c), now));
  });

  routes.post('/:code/create_intent', async (c) => {
    const found = linkOr404(deps, c.req.param('code'));
    const body = await readJsonObject(c);
    const request_id = requestId(body);
    const result = await idempotentWrite(deps, {
      lockKey: `link:${found.id}`,
      scope: `link_intent:${found.id}`,
      requestId: request_id,
      body,
      execute: (): Execution => {
        const now = deps.clock.now();
        const link = syncPayments(store, store.get<PaymentLink>('links', found.id) ?? found, deps.clock.now());
        assertPayable(link, now);
        const { amount, currency } = parseLinkPayment(body, link);
        const details = parseCollected(body.collected, link.collect ?? COLLECT_NOTHING);
        const open = openIntentFor(store, link, amount, currency);
        if (open) {
          // The latest answers win: the tab that pays last is the one whose details the shopper saw.
          const reused: Intent = { ...open, payment_link_details: details, updated_at: now.toISOString() };
          const records = [{ collection: 'links' as const, record: link }];
          return { status: 200, body: intentReply(reused, issueClientSecret(signingKey, open.id, deps.clock.nowMs()), link), intent: reused, records };
        }
        const id = newId('int');
        const secret = issueClientSecret(signingKey, id, deps.clock.nowMs());
        const input = { request_id, amount, currency, merchant_order_id: null, capture_method: 'automatic', return_url: null, metadata: {} } as const;
        const intent: Intent = { ...createIntent(input, id, secret, now), payment_link_id: link.id, payment_link_details: details };
        const updated: PaymentLink = { ...link, intent_ids: [...link.intent_ids, id], updated_at: now.toISOString() };
        return { status: 201, body: intentReply(intent, secret, updated), intent, records: [{ collection: 'links', record: updated }] };
      },
    });
    return reply(c, result);
  });

  routes.post('/:code/deactivate', async (c) => {
    requireApiKey(c, secretKey);
    const found = linkOr404(deps, c.req.param('code'));
    // Deactivating twice changes nothing: the first time stays the recorded one.
    const link = await lock.run(`link:${found.id}`, async () => {
      const latest = store.get<PaymentLink>('links', found.id) ?? found;
      const paid = syncPayments(store, latest, deps.clock.now());
      const at = deps.clock.now().toISOString();
      const next: PaymentLink = paid.deactivated_at ? paid : { ...paid, deactivated_at: at, updated_at: at };
      if (next !== latest) await store.commit({ records: [{ collection: 'links', record: next }] });
      return next;
    });
    return c.json(merchantView(link, originOf(deps, c), deps.clock.now()));
  });

  return routes;
}
