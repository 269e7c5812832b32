/**
 * /api/v1/pa/payment_intents: create (merchant key), retrieve (merchant key or
 * client secret), confirm (client secret or merchant key).
 */
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { authorizeIntent, requireApiKey } from './auth';
import { issueClientSecret } from './client-secret';
import { ApiError } from './errors';
import { fingerprint, runIdempotent, type IdempotentResult } from './idempotency';
import { createIntent, newId } from './intents';
import { CONFIRM_HANDLERS, readPaymentMethod } from './methods';
import type { RouteDeps } from './route-deps';
import type { SandboxStore } from './store';
import { FINAL_FOR_CONFIRM, type Intent } from './types';
import { parseCreateIntent, readJsonObject, requestId } from './validation';

export type IntentRouteDeps = RouteDeps;

function reply(c: Context, result: IdempotentResult): Response {
  if (result.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(result.body as object, result.status as ContentfulStatusCode);
}

function existing(store: SandboxStore, id: string): Intent {
  const intent = store.getIntent(id);
  if (!intent) throw new ApiError('not_found', { intent_id: id }, 'No payment intent with this id exists.');
  return intent;
}

export function paymentIntentRoutes(deps: IntentRouteDeps): Hono {
  const { store, secretKey, signingKey, fingerprintKey, lock } = deps;
  const routes = new Hono();

  routes.post('/create', async (c) => {
    requireApiKey(c, secretKey);
    const body = await readJsonObject(c);
    const request_id = requestId(body);
    const result = await runIdempotent({
      store,
      lock,
      lockKey: `create:${request_id}`,
      key: `create:${request_id}`,
      requestId: request_id,
      fingerprint: fingerprint(fingerprintKey, body),
      execute: () => {
        const input = parseCreateIntent(body);
        const id = newId('int');
        const intent = createIntent(input, id, issueClientSecret(signingKey, id), new Date());
        return { status: 201, body: intent, intent };
      },
    });
    return reply(c, result);
  });

  routes.get('/:id', (c) => {
    const id = c.req.param('id');
    const caller = authorizeIntent(c, secretKey, signingKey, id);
    const intent = existing(store, id);
    // The merchant gets a fresh client secret, so a page can be served again after the first one expires.
    return c.json(caller === 'merchant' ? { ...intent, client_secret: issueClientSecret(signingKey, id) } : intent);
  });

  routes.post('/:id/confirm', async (c) => {
    const id = c.req.param('id');
    authorizeIntent(c, secretKey, signingKey, id);
    existing(store, id);
    const body = await readJsonObject(c);
    const request_id = requestId(body);
    const result = await runIdempotent({
      store,
      lock,
      // One lock per intent: two confirmations of one intent never run at once,
      // whatever their request_id, so a shopper cannot be charged twice.
      lockKey: `intent:${id}`,
      key: `confirm:${id}:${request_id}`,
      requestId: request_id,
      fingerprint: fingerprint(fingerprintKey, body),
      execute: () => {
        const current = existing(store, id);
        if (FINAL_FOR_CONFIRM.has(current.status)) {
          throw new ApiError(
            'invalid_status_for_operation',
            { intent_id: id, status: current.status },
            `The payment intent is ${current.status} and cannot be confirmed again.`,
          );
        }
        const paymentMethod = readPaymentMethod(body);
        return CONFIRM_HANDLERS[paymentMethod.type]!({
          intent: current, body, paymentMethod, store, origin: new URL(c.req.url).origin, now: new Date(),
        });
      },
    });
    return reply(c, result);
  });

  return routes;
}
