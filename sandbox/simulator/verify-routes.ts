/**
 * POST /api/v1/simulation/pa/shopper_actions/verify (merchant key), for tests:
 * the shopper completes a pending consent verification, as if they had entered
 * the micro-deposits. `{ consent_id, request_id? }` → the VERIFIED consent; 409
 * when nothing is waiting. With a request_id the call is idempotent; without one a
 * repeat is a 409, since the consent is no longer pending.
 */
import { Hono } from 'hono';
import { requireApiKey } from '../core/auth';
import { completeDeposits, pendingDeposits } from '../consents/microdeposits';
import { requiredString } from '../customers/fields';
import { customerLock, existingConsent, idempotentWrite, newRecordId, reply } from '../customers/http';
import type { Execution } from '../core/idempotency';
import { readJsonObject, requestId } from '../core/body';
import type { RouteDeps } from '../core/route-deps';

export function shopperVerifyRoutes(deps: RouteDeps): Hono {
  const { store, secretKey, lock } = deps;
  const routes = new Hono();

  routes.post('/verify', async (c) => {
    requireApiKey(c, secretKey);
    const body = await readJsonObject(c);
    const request_id = body.request_id === undefined || body.request_id === null ? null : requestId(body);
    const id = requiredString(body.consent_id, 'consent_id', 64);
    const consent = existingConsent(store, id);
    const execute = (): Execution => {
      const current = existingConsent(store, id);
      pendingDeposits(current, 'verified by the shopper');
      const done = completeDeposits(current, newRecordId('mtd'), deps.clock.now());
      return {
        status: 200,
        body: done.consent,
        records: [
          { collection: 'consents', record: done.consent },
          { collection: 'payment_methods', record: done.method },
        ],
      };
    };
    const lockKey = customerLock(consent.customer_id);
    if (request_id !== null) {
      return reply(c, await idempotentWrite(deps, { lockKey, scope: 'shopper_actions.verify', requestId: request_id, body, execute }));
    }
    const done = await lock.run(lockKey, async () => {
      const run = execute();
      await store.commit({ records: run.records ?? [] });
      return run;
    });
    return c.json(done.body as object, 200);
  });

  return routes;
}
