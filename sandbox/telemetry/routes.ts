/**
 * The telemetry sink: `POST /api/v1/checkout/logs` and `/metrics` take what the
 * runtime's beacons send (no headers: sendBeacon cannot set any, so no auth) from
 * the checkout's own pages only (403 otherwise, beacon-origin.ts), at most so many
 * events per sender (429 past it, sender-limit.ts), and
 * `/api/v1/simulation/telemetry/{logs|metrics}` read it back (GET, `?name=`) or
 * clear it (DELETE) for tests, with the merchant key. The newest 1000 of each kind
 * are kept. A beacon never reads its answer: 403 and 429 have no body.
 */
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { requireApiKey } from '../core/auth';
import { readJsonObject } from '../core/body';
import { nameFilter } from '../core/http';
import type { RouteDeps } from '../core/route-deps';
import { parseBatch, type TelemetryKind, type TelemetryRecord } from './events';
import { clearByName, collectionLockKey, listByName, planAppend } from '../core/bounded-collections';
import { fromCheckoutPage } from './beacon-origin';
import { SenderLimit } from './sender-limit';

const KINDS: readonly TelemetryKind[] = ['logs', 'metrics'];

export interface TelemetrySinkOptions {
  /** The checkout's public origin (scheme, host, port), the one its pages are served from; undefined refuses every beacon. */
  readonly checkoutOrigin: () => string | undefined;
  readonly senderLimit?: SenderLimit;
}

/** The client's address as the socket has it (Node's server puts the request in `env.incoming`); in-process requests share one. */
function senderAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'in-process';
}

export function telemetryRoutes(deps: RouteDeps, sink: TelemetrySinkOptions): Hono {
  const { store, secretKey, lock } = deps;
  const senderLimit = sink.senderLimit ?? new SenderLimit();
  const routes = new Hono();

  for (const kind of KINDS) {
    // The body is read as JSON whatever its content type: beacons send text/plain.
    routes.post(`/api/v1/checkout/${kind}`, async (c) => {
      const headers = { origin: c.req.header('origin'), secFetchSite: c.req.header('sec-fetch-site') };
      if (!fromCheckoutPage(headers, sink.checkoutOrigin())) return c.body(null, 403);
      const batch = parseBatch(kind, await readJsonObject(c));
      const wait = senderLimit.take(`${kind} ${senderAddress(c)}`, batch.events.length);
      if (wait > 0) return c.body(null, 429, { 'Retry-After': String(wait) });
      const received_at = deps.clock.now().toISOString();
      await lock.run(collectionLockKey(kind), async () => {
        const plan = planAppend(store, kind, batch.events.length);
        const records = batch.events.map((event, i): { collection: TelemetryKind; record: TelemetryRecord } => ({
          collection: kind,
          record: {
            id: `${kind === 'logs' ? 'log' : 'met'}_${randomBytes(8).toString('hex')}`,
            seq: plan.seqs[i]!,
            ...event,
            context: batch.context,
            received_at,
          },
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
