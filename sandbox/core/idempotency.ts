/**
 * Writes are idempotent by `request_id`, scoped per endpoint (and per intent for
 * confirm). The first execution's status and body are recorded with a keyed
 * fingerprint of the request body:
 * - same key, same body → the recorded status and body, nothing runs again;
 * - same key, other body → 422 `idempotency_key_reused`;
 * - concurrent requests are serialised by a lock key, so one key runs once.
 * Only executed outcomes are recorded (success, decline); validation and status
 * errors are not, so a corrected request may reuse its key.
 * The check for a recorded response, the execution and its writes run in one
 * database transaction: a request that fails half way leaves nothing behind, and
 * no other request can act on the same records in between.
 */
import { createHmac } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { RouteDeps } from './route-deps';
import { ApiError } from './errors';
import type { Clock } from './clock';
import type { KeyedLock } from './lock';
import type { SandboxStore, StoreChange } from './store';
import type { Intent } from '../model/intent-types';

/** JSON with object keys sorted, so key order does not change a fingerprint. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function fingerprint(key: Buffer, body: unknown): string {
  return createHmac('sha256', key).update(canonicalJson(body)).digest('hex');
}

export interface Execution {
  readonly status: 200 | 201 | 400;
  readonly body: unknown;
  /** Stored together with the recorded response, in one transaction. */
  readonly intent?: Intent;
  readonly records?: StoreChange['records'];
  readonly removals?: StoreChange['removals'];
}

/**
 * An execution that answers an error and records no response (so a retry with the
 * same request_id runs again), yet stores `records`: that it happened, say.
 */
export class Refusal {
  constructor(
    readonly error: ApiError,
    readonly records: NonNullable<StoreChange['records']>,
  ) {}
}

export interface IdempotentResult {
  readonly status: number;
  readonly body: unknown;
  readonly replayed: boolean;
}

interface IdempotentCall {
  readonly store: SandboxStore;
  readonly clock: Clock;
  readonly lock: KeyedLock;
  readonly lockKey: string;
  readonly key: string;
  readonly requestId: string;
  readonly fingerprint: string;
  readonly execute: () => Execution | Refusal;
}

function runIdempotent(call: IdempotentCall): Promise<IdempotentResult> {
  return call.lock.run(call.lockKey, async () => {
    const outcome = call.store.transaction((): IdempotentResult | Refusal => {
      const prior = call.store.getResponse(call.key);
      if (prior) {
        if (prior.fingerprint !== call.fingerprint) {
          throw new ApiError('idempotency_key_reused', { request_id: call.requestId });
        }
        return { status: prior.status, body: prior.body, replayed: true };
      }
      const done = call.execute();
      if (done instanceof Refusal) {
        call.store.write({ records: done.records });
        return done;
      }
      call.store.write({
        ...(done.intent ? { intent: done.intent } : {}),
        ...(done.records ? { records: done.records } : {}),
        ...(done.removals ? { removals: done.removals } : {}),
        response: {
          key: call.key,
          value: { fingerprint: call.fingerprint, status: done.status, body: done.body, created_at: call.clock.now().toISOString() },
        },
      });
      return { status: done.status, body: done.body, replayed: false };
    });
    if (outcome instanceof Refusal) throw outcome.error;
    return outcome;
  });
}

/** Answers an idempotent write; a replay says so in `Idempotent-Replayed: true`. */
export function reply(c: Context, result: IdempotentResult): Response {
  if (result.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(result.body as object, result.status as ContentfulStatusCode);
}

export interface Write {
  /** Writes sharing a lock key never interleave (e.g. one per intent, one per customer). */
  readonly lockKey: string;
  /** Endpoint (and record) scope of the request_id, e.g. `consents.verify:cst_…`. */
  readonly scope: string;
  readonly requestId: string;
  readonly body: unknown;
  readonly execute: () => Execution | Refusal;
}

/** runIdempotent with the app's store, lock and fingerprint key. */
export function idempotentWrite(deps: RouteDeps, write: Write): Promise<IdempotentResult> {
  return runIdempotent({
    store: deps.store,
    clock: deps.clock,
    lock: deps.lock,
    lockKey: write.lockKey,
    key: `${write.scope}:${write.requestId}`,
    requestId: write.requestId,
    fingerprint: fingerprint(deps.fingerprintKey, write.body),
    execute: write.execute,
  });
}
