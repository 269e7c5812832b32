/**
 * The statements a create and a confirm run (the bench's path, scripts/bench-sandbox.ts),
 * recorded as libsql runs them: each must find its rows through an index, never by
 * scanning a table that grows with the store, and a confirm must stay a handful of
 * statements. What made the confirm's p99 grow from an empty store to 100,000 intents
 * would show here first: a lookup without an index, a list of a growing collection.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxStore } from './store';
import { confirm, confirmBody, createIntent, makeApp } from '../test-support/app';
import { WebhookDispatcher } from '../webhooks/dispatcher';
import { allowedTargets } from '../webhooks/target';

/**
 * Tables a hot statement may scan, and why each stays small: the merchant's webhook endpoints
 * (a handful, read for every event to fan it out).
 */
const SMALL_TABLES: ReadonlySet<string> = new Set(['c_webhook_endpoints']);

/** Statements a confirm may run, its transaction's BEGIN and COMMIT included (today: 11). */
const MAX_CONFIRM_STATEMENTS = 11;

type Method = 'run' | 'get' | 'all' | 'iterate';
const METHODS: readonly Method[] = ['run', 'get', 'all', 'iterate'];
type Prototype = Record<string, (...args: unknown[]) => unknown>;

const sqlOf = new WeakMap<object, string>();
let recorded: string[] | null = null;
const restore: Array<() => void> = [];

/** Wraps `name` on a libsql prototype for the file's lifetime; `before` sees each call first. */
function wrap(proto: Prototype, name: string, around: (original: (...args: unknown[]) => unknown) => (this: object, ...args: unknown[]) => unknown): void {
  const original = proto[name]!;
  proto[name] = around(original);
  restore.push(() => {
    proto[name] = original;
  });
}

beforeAll(() => {
  const probe = new Database(':memory:');
  const databaseProto = Object.getPrototypeOf(probe) as Prototype;
  const statementProto = Object.getPrototypeOf(probe.prepare('SELECT 1')) as Prototype;
  probe.close();
  wrap(
    databaseProto,
    'prepare',
    (original) =>
      function (this: object, ...args: unknown[]) {
        const statement = original.apply(this, args) as object;
        sqlOf.set(statement, String(args[0]));
        return statement;
      },
  );
  for (const method of METHODS) {
    wrap(
      statementProto,
      method,
      (original) =>
        function (this: object, ...args: unknown[]) {
          // all() runs iterate() inside: one statement, counted once.
          if (recorded !== null && method !== 'iterate') recorded.push(sqlOf.get(this) ?? '?');
          return original.apply(this, args);
        },
    );
  }
});

afterAll(() => {
  for (const undo of restore.splice(0)) undo();
});

/** The statements `fn` runs. */
async function statementsOf(fn: () => Promise<unknown>): Promise<string[]> {
  recorded = [];
  try {
    await fn();
    return recorded;
  } finally {
    recorded = null;
  }
}

/** EXPLAIN QUERY PLAN's lines for `sql`, each `?` bound to a string. */
function planOf(db: InstanceType<typeof Database>, sql: string): string[] {
  const params = Array.from({ length: (sql.match(/\?/g) ?? []).length }, () => 'x');
  return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as Array<{ detail: string }>).map((row) => row.detail);
}

describe('the confirm path', () => {
  it('finds every row through an index, and runs a handful of statements', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-hot-path-'));
    const file = join(dir, 'state.db');
    const store = await SandboxStore.open(file);
    // Started, as server.ts starts it: what it does after each event is on the path too. Its poll
    // (not the path's) waits out the test.
    const dispatcher = new WebhookDispatcher(store, { allowTarget: allowedTargets(), pollMs: 60_000 });
    const app = makeApp({ store, webhookDispatcher: dispatcher });
    dispatcher.start();
    try {
      let intent = await createIntent(app);
      // The look for due deliveries that start() sets for after this turn, out of the way.
      await new Promise((resolve) => setImmediate(resolve));
      const creating = await statementsOf(async () => {
        intent = await createIntent(app);
      });
      const confirming = await statementsOf(async () => {
        expect((await confirm(app, intent, confirmBody())).status).toBe(200);
        // Whatever the request set going once answered (a look for due webhooks) counts too.
        await new Promise((resolve) => setImmediate(resolve));
      });
      expect(confirming.length).toBeLessThanOrEqual(MAX_CONFIRM_STATEMENTS);

      const db = new Database(file);
      try {
        const queries = [...new Set([...creating, ...confirming])].filter((sql) => !/^(BEGIN|COMMIT|ROLLBACK|PRAGMA)\b/i.test(sql));
        expect(queries.some((sql) => sql.includes('c_intents'))).toBe(true);
        for (const sql of queries) {
          const scans = planOf(db, sql).filter((line) => /^SCAN /.test(line) && !SMALL_TABLES.has(line.split(' ')[1] ?? ''));
          expect({ sql, scans }).toEqual({ sql, scans: [] });
        }
      } finally {
        db.close();
      }
    } finally {
      await dispatcher.stop();
      await store.close();
      await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
    }
  });
});
