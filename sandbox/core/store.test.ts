import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import Database from 'libsql';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../app';
import { SandboxStore } from './store';
import { SECRET_KEY, confirm, confirmBody, createIntent, expectError, INTENTS, get, post, createBody } from '../test-support/app';
import type { Intent } from '../model/intent-types';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-sandbox-'));
});
afterEach(async () => {
  // A store's database may still be settling its journal as the folder goes: retried, as rm allows.
  await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
});

function appOn(store: SandboxStore, log?: (line: string) => void) {
  return createSandboxApp({ store, secretKey: SECRET_KEY, log });
}

/** A directory's files, without the database's own write-ahead log and index (`-wal`, `-shm`). */
async function filesIn(path: string): Promise<string[]> {
  return (await readdir(path)).filter((f) => !f.endsWith('-wal') && !f.endsWith('-shm')).sort();
}

describe('SandboxStore persistence', () => {
  it('keeps intents and recorded responses across a restart', async () => {
    const file = join(dir, 'state', 'sandbox.json');
    const first = await SandboxStore.open(file);
    const app1 = appOn(first);
    const create = createBody();
    const intent = (await (await post(app1, `${INTENTS}/create`, create, { 'x-api-key': SECRET_KEY })).json()) as Intent;
    const body = confirmBody({ number: '4000000000009995' });
    const declined = await (await confirm(app1, intent, body)).json();

    const reopened = await SandboxStore.open(file);
    expect(reopened.intentCount).toBe(1);
    const app2 = appOn(reopened);
    const res = await get(app2, `${INTENTS}/${intent.id}`, { 'client-secret': intent.client_secret });
    expect(res.status).toBe(200);
    const stored = (await res.json()) as Intent;
    expect(stored.latest_payment_attempt?.status).toBe('FAILED');

    // The recorded decline is replayed, not run again, after the restart.
    const replay = await confirm(app2, intent, body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual(declined);
    // And the create is replayed too: same intent, no duplicate.
    const createReplay = await post(app2, `${INTENTS}/create`, create, { 'x-api-key': SECRET_KEY });
    expect(createReplay.status).toBe(201);
    expect(((await createReplay.json()) as Intent).id).toBe(intent.id);
    expect(reopened.intentCount).toBe(1);
    await first.close();
    await reopened.close();
  });

  it('charges once under concurrent confirms while state writes are in flight', async () => {
    const store = await SandboxStore.open(join(dir, 'sandbox.json'));
    const app = appOn(store);
    const intent = await createIntent(app);
    const same = confirmBody();
    const responses = await Promise.all([
      ...Array.from({ length: 4 }, () => confirm(app, intent, confirmBody())),
      ...Array.from({ length: 4 }, () => confirm(app, intent, same)),
    ]);
    const ok = responses.filter((r) => r.status === 200);
    const attemptIds = new Set(await Promise.all(ok.map(async (r) => ((await r.json()) as Intent).latest_payment_attempt?.id)));
    expect(attemptIds.size).toBe(1);
    expect(responses.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const reopened = await SandboxStore.open(join(dir, 'sandbox.json'));
    expect(reopened.getIntent(intent.id)?.latest_payment_attempt?.id).toBe([...attemptIds][0]);
  });

  it('never writes the card number or CVC to disk, and leaves no temp files', async () => {
    const file = join(dir, 'sandbox.db');
    const store = await SandboxStore.open(file);
    const app = appOn(store);
    const intent = await createIntent(app);
    await confirm(app, intent, confirmBody({ number: '5555555555554444', cvc: '987' }));
    // Before the checkpoint the commits are in the write-ahead log; after it, in the file.
    for (const name of await readdir(dir)) {
      const bytes = await readFile(join(dir, name), 'latin1');
      expect(bytes).not.toContain('5555555555554444');
      expect(bytes).not.toMatch(/"cvc"|"987"/);
    }
    await store.flush();
    const text = await readFile(file, 'latin1');
    expect(text).not.toContain('5555555555554444');
    expect(text).not.toMatch(/"cvc"|"987"/);
    expect(text).toContain(`"id":"${intent.id}"`);
    expect(await filesIn(dir)).toEqual(['sandbox.db']);
  });

  it('moves a corrupt file aside, reports it on one line naming the file, and starts empty', async () => {
    const file = join(dir, 'sandbox.json');
    await writeFile(file, '{"version":1,"intents":{', 'utf8');
    const lines: string[] = [];
    const store = await SandboxStore.open(file, { log: (l) => lines.push(l) });
    expect(store.intentCount).toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(file);
    expect(lines[0]).not.toContain('\n');
    const files = await readdir(dir);
    const aside = files.find((f) => f.startsWith('sandbox.json.corrupt-'));
    expect(aside).toBeDefined();
    expect(lines[0]).toContain(join(dir, aside ?? ''));
    expect(await readFile(join(dir, aside ?? ''), 'utf8')).toBe('{"version":1,"intents":{');
    // The moved-aside file is not overwritten by the next write.
    await createIntent(appOn(store));
    expect(await filesIn(dir)).toEqual(['sandbox.json', aside].sort());
  });

  it('moves a corrupt database aside the same way, and starts empty', async () => {
    const file = join(dir, 'sandbox.db');
    const garbage = Buffer.concat([Buffer.from('SQLite format 3\0', 'latin1'), Buffer.alloc(4096, 0xab)]);
    await writeFile(file, garbage);
    const lines: string[] = [];
    const store = await SandboxStore.open(file, { log: (l) => lines.push(l) });
    expect(store.intentCount).toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/corrupt/);
    expect(lines[0]).not.toContain('\n');
    const aside = (await readdir(dir)).find((f) => f.startsWith('sandbox.db.corrupt-') && !f.endsWith('-wal') && !f.endsWith('-shm'));
    expect(aside).toBeDefined();
    expect(lines[0]).toContain(join(dir, aside ?? ''));
    expect(await readFile(join(dir, aside ?? ''))).toEqual(garbage);
    await createIntent(appOn(store));
    expect(store.intentCount).toBe(1);
  });

  it('treats valid JSON of the wrong shape as corrupt too', async () => {
    const file = join(dir, 'sandbox.json');
    await writeFile(file, JSON.stringify({ version: 1, intents: { int_a: { id: 'int_b', status: 'SUCCEEDED' } }, responses: {} }));
    const lines: string[] = [];
    await SandboxStore.open(file, { log: (l) => lines.push(l) });
    expect(lines[0]).toMatch(/corrupt.*intents record int_a is malformed/);
  });

  it('starts empty without a file (creating only its database), and the memory store writes nothing', async () => {
    const store = await SandboxStore.open(join(dir, 'none.db'));
    expect(store.intentCount).toBe(0);
    expect(await filesIn(dir)).toEqual(['none.db']);
    await store.close();
    for (const name of await readdir(dir)) await rm(join(dir, name));
    const memory = SandboxStore.memory();
    await createIntent(appOn(memory));
    expect(memory.file).toBeNull();
    expect(memory.intentCount).toBe(1);
    expect(await readdir(dir)).toEqual([]);
  });

  it('answers a failed state write as a logged 500 in the error shape, and keeps nothing of it', async () => {
    const file = join(dir, 'state.db');
    const store = await SandboxStore.open(file);
    // Another connection makes every intent write fail, as a full disk would.
    const other = new Database(file);
    other.exec(`CREATE TRIGGER refuse BEFORE INSERT ON "c_intents" BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`);
    const lines: string[] = [];
    const app = appOn(store, (l) => lines.push(l));
    const body = createBody();
    const res = await post(app, `${INTENTS}/create`, body, { 'x-api-key': SECRET_KEY });
    await expectError(res, 500, 'internal_error');
    expect(lines.some((l) => l.includes('internal error'))).toBe(true);
    // The transaction rolled back: no response was recorded, so the same request runs once the disk has room.
    other.exec('DROP TRIGGER refuse');
    other.close();
    expect(store.intentCount).toBe(0);
    const retry = await post(app, `${INTENTS}/create`, body, { 'x-api-key': SECRET_KEY });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(store.intentCount).toBe(1);
  });
});

describe('state file versions', () => {
  it('imports a version 1 file (intents only) once, keeps it as .bak, and writes the database in its place', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-v1-'));
    const file = join(dir, 'state.json');
    const intent = { id: 'int_old', status: 'SUCCEEDED' };
    const v1 = JSON.stringify({ version: 1, intents: { int_old: intent }, responses: {} });
    await writeFile(file, v1);
    const lines: string[] = [];
    const store = await SandboxStore.open(file, { log: (l) => lines.push(l) });
    expect(store.getIntent('int_old')).toMatchObject(intent);
    await store.commit({ records: [{ collection: 'customers', record: { id: 'cus_1' } }] });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`${file}.bak`);
    expect(await readFile(`${file}.bak`, 'utf8')).toBe(v1);
    const reopened = await SandboxStore.open(file, { log: (l) => lines.push(l) });
    expect(lines).toHaveLength(1);
    expect(reopened.getIntent('int_old')).toMatchObject(intent);
    expect(reopened.get('customers', 'cus_1')).toEqual({ id: 'cus_1' });
  });

  it('imports a version 2 file named as the legacy file when the database is new, responses included', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-v2-'));
    const legacyFile = join(dir, 'sandbox-state.json');
    const response = { fingerprint: 'f'.repeat(64), status: 201, body: { id: 'int_v2' }, created_at: '2026-01-01T00:00:00.000Z' };
    const v2 = {
      version: 2,
      collections: { intents: { int_v2: { id: 'int_v2', status: 'REQUIRES_PAYMENT_METHOD' } }, links: { link_1: { id: 'link_1', code: 'abc' } } },
      responses: { 'create:r1': response },
    };
    await writeFile(legacyFile, JSON.stringify(v2));
    const file = join(dir, 'sandbox-state.db');
    const store = await SandboxStore.open(file, { legacyFile, log: () => undefined });
    expect(store.getIntent('int_v2')).toMatchObject({ status: 'REQUIRES_PAYMENT_METHOD' });
    expect(store.findBy('links', 'code', 'abc')).toEqual([{ id: 'link_1', code: 'abc' }]);
    expect(store.getResponse('create:r1')).toEqual(response);
    expect(await filesIn(dir)).toEqual(['sandbox-state.db', 'sandbox-state.json.bak']);
  });

  it('removes records', async () => {
    const store = SandboxStore.memory();
    await store.commit({ records: [{ collection: 'logs', record: { id: 'l1' } }] });
    expect(store.count('logs')).toBe(1);
    await store.commit({ removals: [{ collection: 'logs', id: 'l1' }] });
    expect(store.get('logs', 'l1')).toBeUndefined();
  });
});

describe('transactions', () => {
  it('commits made at once all reach the file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-batch-'));
    const file = join(dir, 'state.db');
    const store = await SandboxStore.open(file);
    const commits = Array.from({ length: 50 }, (_, i) => store.commit({ records: [{ collection: 'customers', record: { id: `cus_${i}` } }] }));
    await Promise.all(commits);
    const reopened = await SandboxStore.open(file);
    expect(reopened.count('customers')).toBe(50);
    // Every commit resolved only once its change was in the database: the last one's record is there.
    expect(reopened.get('customers', 'cus_49')).toEqual({ id: 'cus_49' });
  });

  it('copies committed writes into the database file off the request thread, without a flush', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-checkpoint-'));
    const file = join(dir, 'state.db');
    const store = await SandboxStore.open(file);
    await store.commit({ records: [{ collection: 'customers', record: { id: 'cus_checkpointed_marker' } }] });
    // The request thread never checkpoints, so the record reaches the file only through the checkpointer.
    let inFile = false;
    for (let waited = 0; waited < 5_000 && !inFile; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      inFile = (await readFile(file, 'latin1')).includes('cus_checkpointed_marker');
    }
    await store.close();
    expect(inFile).toBe(true);
  });

  it('keeps every write of a transaction or none of them', () => {
    const store = SandboxStore.memory();
    expect(() =>
      store.transaction(() => {
        store.write({ records: [{ collection: 'customers', record: { id: 'cus_a' } }] });
        store.write({ records: [{ collection: 'customers', record: { id: 'cus_b' } }] });
        throw new Error('half way');
      }),
    ).toThrow('half way');
    expect(store.count('customers')).toBe(0);
    store.transaction(() => {
      store.write({ records: [{ collection: 'customers', record: { id: 'cus_a' } }] });
      store.write({ records: [{ collection: 'customers', record: { id: 'cus_b' } }] });
    });
    expect(store.count('customers')).toBe(2);
  });

  it('commits the transactions of one turn together, and takes back only the one that failed', async () => {
    const file = join(dir, 'state.db');
    const store = await SandboxStore.open(file);
    const mark = store.mark();
    store.write({ records: [{ collection: 'customers', record: { id: 'cus_before' } }] });
    expect(() =>
      store.transaction(() => {
        store.write({ records: [{ collection: 'customers', record: { id: 'cus_failed' } }] });
        throw new Error('half way');
      }),
    ).toThrow('half way');
    store.write({ records: [{ collection: 'customers', record: { id: 'cus_after' } }] });
    // Not yet in the file: another connection sees nothing until the turn's commit.
    const other = new Database(file);
    const count = () => (other.prepare('SELECT COUNT(*) AS n FROM "c_customers"').get() as { n: number }).n;
    expect(count()).toBe(0);
    await store.settled(mark);
    expect(count()).toBe(2);
    other.close();
    await store.close();
    const reopened = await SandboxStore.open(file);
    expect(
      reopened
        .list('customers')
        .map((record) => record.id)
        .sort(),
    ).toEqual(['cus_after', 'cus_before']);
    await reopened.close();
  });

  it('answers 500 to every request of a turn whose commit failed, and keeps none of them', async () => {
    const file = join(dir, 'state.db');
    const store = await SandboxStore.open(file);
    // Another connection makes SQLite roll the whole transaction back on one intent, as an I/O error would.
    const other = new Database(file);
    other.exec(
      `CREATE TRIGGER refuse BEFORE INSERT ON "c_intents" WHEN json_extract(NEW.doc, '$.merchant_order_id') = 'fail' BEGIN SELECT RAISE(ROLLBACK, 'disk I/O error'); END`,
    );
    const lines: string[] = [];
    const app = appOn(store, (l) => lines.push(l));
    const [first, second] = await Promise.all([
      post(app, `${INTENTS}/create`, createBody(), { 'x-api-key': SECRET_KEY }),
      post(app, `${INTENTS}/create`, createBody({ merchant_order_id: 'fail' }), { 'x-api-key': SECRET_KEY }),
    ]);
    // The first was written in the same turn and lost with it: it is not answered 201.
    await expectError(first, 500, 'internal_error');
    await expectError(second, 500, 'internal_error');
    expect(lines.filter((l) => l.includes('internal error'))).toHaveLength(2);
    other.exec('DROP TRIGGER refuse');
    other.close();
    expect(store.intentCount).toBe(0);
    expect((await post(app, `${INTENTS}/create`, createBody(), { 'x-api-key': SECRET_KEY })).status).toBe(201);
    await store.close();
  });

  it('looks records up by an indexed field, never by scanning the table', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-index-'));
    const file = join(dir, 'state.db');
    const store = await SandboxStore.open(file);
    const links = [
      { id: 'link_1', code: 'abc' },
      { id: 'link_2', code: 'def' },
    ];
    await store.commit({ records: links.map((record) => ({ collection: 'links' as const, record })) });
    expect(store.findBy('links', 'code', 'def')).toEqual([{ id: 'link_2', code: 'def' }]);
    const db = new Database(file);
    const plan = db.prepare(`EXPLAIN QUERY PLAN SELECT doc FROM "c_links" WHERE json_extract(doc, '$.code') = ?`).all('def') as Array<{ detail: string }>;
    db.close();
    expect(plan.map((row) => row.detail).join(' ')).toMatch(/USING INDEX/);
  });
});
