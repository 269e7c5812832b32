/**
 * `POST /api/v1/checkout/handoffs` (the client secret in its header, as every checkout
 * call): a hand-off for that secret. `POST /api/v1/checkout/handoffs/redeem` with
 * `{ handoff }`: the secret and a fresh hand-off, once; the same hand-off again, or one
 * past its time, is `not_found` (handoffs.ts says why).
 */
import { Hono } from 'hono';
import { clientSecretHeader, requireShopperSecret } from '../core/auth';
import { readJsonObject } from '../core/body';
import { verifyJwt } from '../core/client-secret';
import { ApiError, invalid } from '../core/errors';
import type { RouteDeps } from '../core/route-deps';
import { expiredHandoffs, HANDOFF_ID, HANDOFFS, isLive, newHandoff, type Handoff } from './handoffs';

const GONE = 'This hand-off is unknown, already used or expired: open the payment again from the merchant.';

/** Mounted at `/api/v1/checkout/handoffs`. */
export function handoffRoutes(deps: RouteDeps): Hono {
  const routes = new Hono();

  routes.post('/', async (c) => {
    requireShopperSecret(c, deps);
    const now = deps.clock.nowMs();
    const handoff = newHandoff(clientSecretHeader(c), now);
    await deps.store.commit({ records: [{ collection: HANDOFFS, record: handoff }], removals: expiredHandoffs(deps.store, now) });
    c.header('Cache-Control', 'no-store');
    return c.json({ handoff: handoff.id, expires_at: handoff.expires_at }, 201);
  });

  routes.post('/redeem', async (c) => {
    const given = (await readJsonObject(c)).handoff;
    if (typeof given !== 'string' || !HANDOFF_ID.test(given)) throw invalid('handoff', 'invalid', 'handoff must be a hand-off id (hof_…).');
    // One redemption at a time per hand-off: two tabs racing for it get one secret between them.
    const answer = await deps.lock.run(`handoff:${given}`, async () => {
      const now = deps.clock.nowMs();
      const found = deps.store.get<Handoff>(HANDOFFS, given);
      if (!found || !isLive(found, now)) {
        if (found) await deps.store.commit({ removals: [{ collection: HANDOFFS, id: found.id }] });
        throw new ApiError('not_found', { handoff: given }, GONE);
      }
      // A secret that expired meanwhile is not handed out again.
      if (!verifyJwt(deps.signingKey, found.secret, now).ok) {
        await deps.store.commit({ removals: [{ collection: HANDOFFS, id: found.id }] });
        throw new ApiError('not_found', { handoff: given }, GONE);
      }
      const fresh = newHandoff(found.secret, now);
      await deps.store.commit({ records: [{ collection: HANDOFFS, record: fresh }], removals: [{ collection: HANDOFFS, id: found.id }] });
      return { client_secret: found.secret, handoff: fresh.id, expires_at: fresh.expires_at };
    });
    c.header('Cache-Control', 'no-store');
    return c.json(answer);
  });

  return routes;
}
