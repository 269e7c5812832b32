/**
 * The telemetry sink: `POST /api/v1/checkout/logs` and `/metrics` take what the
 * runtime's beacons send (no headers: sendBeacon cannot set any, so no auth), and
 * `/api/v1/simulation/telemetry/{logs|metrics}` read it back (GET, `?name=`) or
 * clear it (DELETE) for tests, with the merchant key. The newest 1000 of each kind
 * are kept.
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { requireApiKey } from '../core/auth';
import { readJsonObject } from '../core/body';
import { nameFilter } from '../core/http';
import type { RouteDeps } from '../core/route-deps';
import { parseBatch, type TelemetryKind, type TelemetryRecord } from './events';
import { clearByName, collectionLockKey, listByName, planAppend } from '../core/bounded-collections';

const KINDS: readonly TelemetryKind[] = ['logs', 'metrics'];

export function telemetryRoutes(deps: RouteDeps): Hono {
  const { store, secretKey, lock } = deps;
  const routes = new Hono();

  for (const kind of KINDS) {
    // The body is read as JSON whatever its content type: beacons send text/plain.
    routes.post(`/api/v1/checkout/${kind}`, async (c) => {
      const batch = parseBatch(kind, await readJsonObject(c));
      const received_at = new Date().toISOString();
      await lock.run(collectionLockKey(kind), async () => {
        const plan = planAppend(store, kind, batch.events.length);
        const records = batch.events.map((event, i): { collection: TelemetryKind; record: TelemetryRecord } => ({
          collection: kind,
          record: { id: `${kind === 'logs' ? 'log' : 'met'}_${randomBytes(8).toString('hex')}`, seq: plan.seqs[i]!, ...event, context: batch.context, received_at },
        }));
        await store.commit({ records, removals: plan.removals });
      });
      return c.json({ received: batch.events.length }, 202);
    });

    routes.get(`/api/v1/simulation/telemetry/${kind}`, (c) => {
      requireApiKey(c, secretKey);
      const items = listByName<TelemetryRecord>(store, kind, nameFilter(c));
      return c.json({ items, count: items.length });
    });

    routes.delete(`/api/v1/simulation/telemetry/${kind}`, async (c) => {
      requireApiKey(c, secretKey);
      const deleted = await lock.run(collectionLockKey(kind), () => clearByName(store, kind, nameFilter(c)));
      return c.json({ deleted });
    });
  }

  return routes;
}
