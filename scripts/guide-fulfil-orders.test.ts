/**
 * docs/guides/fulfil-orders.md, run as written: its named snippets (```js <file>) pasted
 * into an empty app with the packed `portico` installed, the sandbox started, the
 * webhook registered by the guide's script, the guide's server started with the secret
 * it printed; then an intent made through that server is paid as the browser pays, and
 * the server must say it fulfilled the order, once, and refuse a forged delivery.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../sandbox/server';
import { emptyApp, installTarball, packSdk, writeFiles } from '../e2e/support/scratch-app';

const GUIDE = new URL('../docs/guides/fulfil-orders.md', import.meta.url);
const SECRET_KEY = 'sk_test_guide';
/** Not execFileSync: the sandbox answers from this process, whose event loop must keep running. */
const run = async (file: string, cwd: string, env: NodeJS.ProcessEnv) =>
  (await promisify(execFile)(process.execPath, [file], { cwd, env, encoding: 'utf8' })).stdout.trim();

/** The guide's snippets that name a file, by that name. */
function guideFiles(): Record<string, string> {
  const text = readFileSync(GUIDE, 'utf8');
  return Object.fromEntries([...text.matchAll(/```js (\S+)\n([\s\S]*?)```/g)].map((m) => [m[1]!, m[2]!]));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

async function until<T>(probe: () => T | Promise<T>, what: string, timeoutMs = 15_000): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await Promise.resolve(probe()).catch(() => undefined);
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let app = '';
let sandbox: RunningSandbox;
let server: ChildProcess | undefined;
let output = '';

beforeAll(async () => {
  app = emptyApp('fulfil-orders');
  const packed = packSdk(app);
  installTarball(app, join(app, packed.filename));
  sandbox = await startSandbox({ port: 0, stateFile: join(mkdtempSync(join(tmpdir(), 'portico-guide-')), 'state.db'), secretKey: SECRET_KEY, log: () => {} });
}, 600_000);

afterAll(async () => {
  server?.kill();
  await sandbox?.close();
});

describe('docs/guides/fulfil-orders.md', () => {
  it('has the register script and the server, and says to run them with node', () => {
    expect(Object.keys(guideFiles())).toEqual(['register-webhook.mjs', 'server.mjs']);
    expect(readFileSync(GUIDE, 'utf8')).toContain('node server.mjs');
  });

  it('registers, makes an intent, and fulfils the order once from the signed webhook; a forged delivery is refused', async () => {
    writeFiles(app, guideFiles());
    const port = await freePort();
    const env = {
      ...process.env,
      PORTICO_SECRET_KEY: SECRET_KEY,
      PORTICO_API: `http://127.0.0.1:${sandbox.port}`,
      WEBHOOK_URL: `http://127.0.0.1:${port}/webhooks/portico`,
      PORT: String(port),
    };
    const secret = await run('register-webhook.mjs', app, env);
    expect(secret).toMatch(/^whsec_/);
    // Idempotent, as the guide says: the same secret again.
    expect(await run('register-webhook.mjs', app, env)).toBe(secret);

    server = spawn(process.execPath, ['server.mjs'], { cwd: app, env: { ...env, PORTICO_WEBHOOK_SECRET: secret }, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const merchant = `http://127.0.0.1:${port}`;
    const made = await until(() => fetch(`${merchant}/api/create-intent`, { method: 'POST' }).then((r) => (r.ok ? r.json() : undefined)), 'the guide server');
    const { intent_id, client_secret } = made as { intent_id: string; client_secret: string };
    expect(intent_id).toMatch(/^int_/);

    // What the card element does in the shopper's browser, with the intent's client secret.
    const paid = await fetch(`http://127.0.0.1:${sandbox.port}/api/v1/pa/payment_intents/${intent_id}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'client-secret': client_secret },
      body: JSON.stringify({
        request_id: `pay-${intent_id}`,
        payment_method: {
          type: 'card',
          card: { number: '4111111111111111', expiry_month: '12', expiry_year: String(new Date().getUTCFullYear() + 3), cvc: '123' },
        },
      }),
    });
    expect(((await paid.json()) as { status: string }).status).toBe('SUCCEEDED');
    await until(() => /fulfil order_\d+: 25 USD paid/.test(output), `the fulfilment line (server said: ${output})`);

    const forged = JSON.stringify({
      id: 'evt_forged',
      type: 'payment_intent.succeeded',
      created_at: new Date().toISOString(),
      data: { object: { id: 'int_x' } },
    });
    const refused = await fetch(`${merchant}/webhooks/portico`, {
      method: 'POST',
      headers: { 'portico-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
      body: forged,
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ code: 'signature_mismatch' });
    expect(output.match(/fulfil /g)).toHaveLength(1);
  }, 60_000);
});
