import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SECRET_KEY, startSandbox } from './server';
import { SandboxStore } from './core/store';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('startSandbox', () => {
  it('listens on a free port when given port 0, uses the default key, and persists state', async () => {
    dir = await mkdtemp(join(tmpdir(), 'portico-server-'));
    const stateFile = join(dir, 'state.db');
    const sandbox = await startSandbox({ port: 0, stateFile, log: () => undefined });
    try {
      expect(sandbox.port).toBeGreaterThan(0);
      expect(sandbox.url).toBe(`http://localhost:${sandbox.port}`);
      const base = `http://127.0.0.1:${sandbox.port}`;
      expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ ok: true });
      const res = await fetch(`${base}/api/v1/pa/payment_intents/create`, {
        method: 'POST',
        headers: { 'x-api-key': DEFAULT_SECRET_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ request_id: 'server-test', amount: 5, currency: 'GBP' }),
      });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      await sandbox.close();
      expect((await SandboxStore.open(stateFile)).getIntent(id)?.id).toBe(id);
    } finally {
      await sandbox.close();
    }
  });
});
