/**
 * /api/v1/pa/quotes: create (merchant key, or the client secret of the intent the
 * quote is for) and retrieve. Idempotent by `request_id` when one is sent.
 */
import { Hono, type Context } from 'hono';
import { clientSecretHeader, isMerchantCall, requireCheckoutCaller, requireIntentSecret } from '../core/auth';
import { ApiError, invalid } from '../core/errors';
import { idempotentWrite, reply } from '../core/idempotency';
import { buildQuote, quoteView, requireValidQuote, type Quote } from './model';
import type { RouteDeps } from '../core/route-deps';
import type { Intent } from '../model/intent-types';
import { readJsonObject, requestId } from '../core/body';

function intentOr404(deps: RouteDeps, id: string): Intent {
  const intent = deps.store.getIntent(id);
  if (!intent) throw new ApiError('not_found', { intent_id: id.slice(0, 64) }, 'No payment intent with this id exists.');
  return intent;
}

function bodyIntentId(body: Record<string, unknown>): string | null {
  const value = body.intent_id;
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) throw invalid('intent_id', 'must_be_string');
  return value;
}

/** The intent a quote is for: named in the body, or (for the browser) the one its client secret was issued for. */
function quoteIntent(c: Context, deps: RouteDeps, merchant: boolean, body: Record<string, unknown>): Intent | null {
  const named = bodyIntentId(body);
  if (merchant) return named === null ? null : intentOr404(deps, named);
  return intentOr404(deps, requireIntentSecret(c, deps, named ?? undefined));
}

export function quoteRoutes(deps: RouteDeps): Hono {
  const { store, secretKey } = deps;
  const routes = new Hono();

  routes.post('/create', async (c) => {
    // Credentials are checked before the body is read: a missing secret is a 401, not a 400.
    const merchant = isMerchantCall(c, secretKey);
    if (!merchant) clientSecretHeader(c);
    const body = await readJsonObject(c);
    const intent = quoteIntent(c, deps, merchant, body);
    const hasRequestId = body.request_id !== undefined && body.request_id !== null;
    if (!hasRequestId) {
      const quote = buildQuote(body, intent, null, deps.clock.now());
      await store.commit({ records: [{ collection: 'quotes', record: quote }] });
      return c.json(quoteView(quote), 201);
    }
    const request_id = requestId(body);
    const scope = intent?.id ?? 'merchant';
    const result = await idempotentWrite(deps, {
      lockKey: `quote:${scope}:${request_id}`,
      scope: `quote:${scope}`,
      requestId: request_id,
      body,
      execute: () => {
        const quote = buildQuote(body, intent, request_id, deps.clock.now());
        return { status: 201, body: quoteView(quote), records: [{ collection: 'quotes', record: quote }] };
      },
    });
    return reply(c, result);
  });

  routes.get('/:id', (c) => {
    const caller = requireCheckoutCaller(c, deps);
    const id = c.req.param('id');
    const quote = store.get<Quote>('quotes', id);
    // A browser sees only its own intent's quotes (a customer secret, none); others look as if they did not exist.
    const visible = caller.kind === 'merchant' || (caller.kind === 'browser' && quote?.intent_id === caller.intentId);
    if (!quote || !visible) {
      throw new ApiError('not_found', { quote_id: id.slice(0, 64) }, 'No conversion quote with this id exists.');
    }
    return c.json(quoteView(requireValidQuote(store, id, deps.clock.now())));
  });

  return routes;
}
