import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
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
  await rm(dir, { recursive: true, force: true });
});

function appOn(store: SandboxStore, log?: (line: string) => void) {
  return createSandboxApp({ store, secretKey: SECRET_KEY, log });
}

describe('SandboxStore persistence', () => {
  it('keeps intents and recorded responses across a restart', async () => {
    const file = join(dir, 'state', 'sandbox.json');
    const app1 = appOn(await SandboxStore.open(file));
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
    const file = join(dir, 'sandbox.json');
    const store = await SandboxStore.open(file);
    const app = appOn(store);
    const intent = await createIntent(app);
    await confirm(app, intent, confirmBody({ number: '5555555555554444', cvc: '987' }));
    await store.flush();
    const text = await readFile(file, 'utf8');
    expect(text).not.toContain('5555555555554444');
    expect(text).not.toMatch(/"cvc"|"987"/);
    expect(await readdir(dir)).toEqual(['sandbox.json']);
    expect(JSON.parse(text)).toMatchObject({ version: 2, collections: { intents: { [intent.id]: { id: intent.id } } } });
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
    expect((await readdir(dir)).sort()).toEqual(['sandbox.json', aside].sort());
  });

  it('treats valid JSON of the wrong shape as corrupt too', async () => {
    const file = join(dir, 'sandbox.json');
    await writeFile(file, JSON.stringify({ version: 1, intents: { int_a: { id: 'int_b', status: 'SUCCEEDED' } }, responses: {} }));
    const lines: string[] = [];
    await SandboxStore.open(file, { log: (l) => lines.push(l) });
    expect(lines[0]).toMatch(/corrupt.*intents record int_a is malformed/);
  });

  it('starts empty without a file, and the memory store writes nothing', async () => {
    const store = await SandboxStore.open(join(dir, 'none.json'));
    expect(store.intentCount).toBe(0);
    expect(await readdir(dir)).toEqual([]);
    const memory = SandboxStore.memory();
    await createIntent(appOn(memory));
    expect(memory.file).toBeNull();
    expect(memory.intentCount).toBe(1);
    expect(await readdir(dir)).toEqual([]);
  });

  it('answers a failed state write as a logged 500 in the error shape', async () => {
    const store = await SandboxStore.open(join(dir, 'blocker', 'state.json'));
    await writeFile(join(dir, 'blocker'), 'a file where the state directory should be');
    const lines: string[] = [];
    const app = appOn(store, (l) => lines.push(l));
    const res = await post(app, `${INTENTS}/create`, createBody(), { 'x-api-key': SECRET_KEY });
    await expectError(res, 500, 'internal_error');
    expect(lines.some((l) => l.includes('internal error'))).toBe(true);
  });
});

describe('state file versions', () => {
  it('reads a version 1 file (intents only) and upgrades it on the next write', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-v1-'));
    const file = join(dir, 'state.json');
    const intent = { id: 'int_old', status: 'SUCCEEDED' };
    await writeFile(file, JSON.stringify({ version: 1, intents: { int_old: intent }, responses: {} }));
    const store = await SandboxStore.open(file);
    expect(store.getIntent('int_old')).toMatchObject(intent);
    await store.commit({ records: [{ collection: 'customers', record: { id: 'cus_1' } }] });
    const saved = JSON.parse(await readFile(file, 'utf8'));
    expect(saved.version).toBe(2);
    expect(saved.collections.intents.int_old).toMatchObject(intent);
    expect(saved.collections.customers.cus_1).toEqual({ id: 'cus_1' });
  });

  it('removes records', async () => {
    const store = SandboxStore.memory();
    await store.commit({ records: [{ collection: 'logs', record: { id: 'l1' } }] });
    expect(store.count('logs')).toBe(1);
    await store.commit({ removals: [{ collection: 'logs', id: 'l1' }] });
    expect(store.get('logs', 'l1')).toBeUndefined();
  });
});

describe('write batching', () => {
  it('commits made while a write runs share one later write, and all reach the file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-batch-'));
    const file = join(dir, 'state.json');
    const store = await SandboxStore.open(file);
    const commits = Array.from({ length: 50 }, (_, i) => store.commit({ records: [{ collection: 'customers', record: { id: `cus_${i}` } }] }));
    await Promise.all(commits);
    const saved = JSON.parse(await readFile(file, 'utf8'));
    expect(Object.keys(saved.collections.customers)).toHaveLength(50);
    // Every commit resolved only once its change was on disk: the last one's record is there.
    expect(saved.collections.customers.cus_49).toEqual({ id: 'cus_49' });
  });
});
