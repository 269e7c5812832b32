/**
 * docs/going-live.md's edge rules, run: checkout-edge.mjs serves the real build
 * (`npm run build` first) with them, and every answer is checked, down to the same
 * Content-Security-Policy and caching the sandbox gives the same files, so the guide,
 * the edge script and the sandbox cannot drift apart.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../../sandbox/app';
import { SandboxStore } from '../../sandbox/core/store';
import { DEFAULT_SECRET_KEY, startSandbox, type RunningSandbox } from '../../sandbox/server';
// @ts-expect-error: a plain .mjs an operator runs with node; its types are the test's business.
import { startEdge } from './checkout-edge.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RUNTIME = join(ROOT, 'dist/runtime');
const SDK = join(ROOT, 'dist/sdk');
const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const SHOP = 'https://shop.example.com';

let edge: { server: Server; url: string };
let sandbox: RunningSandbox;
let dir: string;

beforeAll(async () => {
  if (!existsSync(join(RUNTIME, 'index.html')) || !existsSync(join(SDK, 'portico.js'))) throw new Error('dist/ is not built: run `npm run build` first');
  dir = await mkdtemp(join(tmpdir(), 'portico-edge-'));
  sandbox = await startSandbox({ port: 0, stateFile: join(dir, 'state.db'), log: () => undefined });
  edge = (await startEdge({
    runtimeDir: RUNTIME,
    sdkDir: SDK,
    sdkVersion: VERSION,
    frameAncestors: { acct_portico_demo: [SHOP] },
    apiUpstream: `http://127.0.0.1:${sandbox.port}`,
  })) as { server: Server; url: string };
});

afterAll(async () => {
  edge?.server.closeAllConnections();
  await new Promise((resolve) => edge?.server.close(resolve));
  await sandbox?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const at = (path: string, headers: Record<string, string> = {}) => fetch(`${edge.url}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });

function filesUnder(root: string): string[] {
  return readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => `/${relative(root, join(entry.parentPath, entry.name)).split('\\').join('/')}`);
}

/** The sandbox serving the same build: what the edge must agree with. */
const reference = createSandboxApp({ store: SandboxStore.memory(), secretKey: 'sk', runtimeDir: RUNTIME, sdkDir: SDK, sdkVersion: VERSION });

describe('the edge serving dist/runtime as docs/going-live.md says', () => {
  it('every hashed /static/ file the build wrote: a year, immutable; the rest revalidated', async () => {
    const files = filesUnder(RUNTIME).filter((f) => !f.startsWith('/.vite/'));
    const statics = files.filter((f) => f.startsWith('/static/'));
    expect(statics.length).toBeGreaterThan(50);
    for (const file of files) {
      const res = await at(file);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('cache-control'), file).toBe(file.startsWith('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      expect(Buffer.from(await res.arrayBuffer()).equals(readFileSync(join(RUNTIME, file))), file).toBe(true);
    }
  });

  it("the document, for every screen: no-cache, the CSP with the build's inline-script hashes, as the sandbox sends it", async () => {
    for (const path of ['/', '/index.html', '/page/3ds-callback', '/pay/plk_0123456789abcdef']) {
      const res = await at(path);
      const mine = await reference.request(path, { headers: { 'accept-encoding': 'identity' } });
      expect(res.status, path).toBe(200);
      expect(await res.text()).toBe(readFileSync(join(RUNTIME, 'index.html'), 'utf8'));
      for (const header of ['cache-control', 'content-security-policy', 'referrer-policy', 'permissions-policy', 'x-content-type-options', 'content-type']) {
        expect(res.headers.get(header), `${path} ${header}`).toBe(mine.headers.get(header));
      }
      expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
      expect(res.headers.get('content-security-policy')).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
      expect(res.headers.get('content-security-policy')).not.toContain('frame-ancestors');
    }
  });

  it("frame-ancestors per account: the account's registered origins, or 'self' alone for any other", async () => {
    const known = await at('/?account=acct_portico_demo');
    expect(known.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${SHOP}`);
    for (const other of ['acct_other', 'acct_portico_demo%20https://evil.example', '']) {
      const policy = (await at(`/?account=${other}`)).headers.get('content-security-policy') ?? '';
      expect(policy, other).toMatch(/frame-ancestors 'self'$/);
    }
  });

  it('a page another site sent the shopper to gets its own browsing context group; a framed element does not', async () => {
    const sent = await at('/', { 'sec-fetch-dest': 'document', 'sec-fetch-site': 'cross-site' });
    expect(sent.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    const framed = await at('/?account=acct_portico_demo', { 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'cross-site' });
    expect(framed.headers.get('cross-origin-opener-policy')).toBeNull();
  });

  it("compression: the build's .br and .gz siblings by Accept-Encoding, with Vary; the siblings are never addressable", async () => {
    // The build leaves files too small to gain from compression without siblings.
    const file = filesUnder(RUNTIME).find((f) => f.startsWith('/static/js/') && f.endsWith('.js') && existsSync(join(RUNTIME, `${f}.br`)))!;
    const original = readFileSync(join(RUNTIME, file));
    const br = await at(file, { 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    // fetch decodes what it is told is encoded: compare the bytes as sent.
    expect(Buffer.from(await br.arrayBuffer()).equals(original)).toBe(true);
    const gz = await fetch(`${edge.url}${file}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(Buffer.from(await gz.arrayBuffer()).equals(original)).toBe(true);
    expect(brotliDecompressSync(readFileSync(join(RUNTIME, `${file}.br`))).equals(original)).toBe(true);
    expect(gunzipSync(readFileSync(join(RUNTIME, `${file}.gz`))).equals(original)).toBe(true);
    expect((await at(`${file}.br`)).status).toBe(404);
  });

  it('a missing hashed chunk is a 404, not the document; build metadata is never served', async () => {
    expect((await at('/static/js/index.00000000.js')).status).toBe(404);
    expect((await at('/.vite/manifest.json')).status).toBe(404);
    expect((await at('/%2e%2e/package.json')).status).toBe(404);
  });

  it('the SDK at /sdk/v{version}/ for any origin, byte for byte what the integrity hash in the script tag names', async () => {
    const res = await at(`/sdk/v${VERSION}/portico.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const integrity = (JSON.parse(readFileSync(join(SDK, 'integrity.json'), 'utf8')) as Record<string, string>)['portico.js'];
    expect(
      `sha384-${createHash('sha384')
        .update(Buffer.from(await res.arrayBuffer()))
        .digest('base64')}`,
    ).toBe(integrity);
  });

  it("the provider's API behind the same origin: /api/ goes to it, secret key and all", async () => {
    const res = await fetch(`${edge.url}/api/v1/pa/payment_intents/create`, {
      method: 'POST',
      headers: { 'x-api-key': DEFAULT_SECRET_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ request_id: 'edge-1', amount: 5, currency: 'USD' }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ status: 'REQUIRES_PAYMENT_METHOD', amount: 5 });
  });

  it("an API on its own origin (api.{domain}) is added to connect-src, a vendor's sources to their directives, and nothing else changes", async () => {
    const extraSources = { 'script-src': ['https://static.example.com', 'https://pay.google.com'], 'frame-src': ['https://pay.google.com'] };
    const other = (await startEdge({
      runtimeDir: RUNTIME,
      sdkDir: SDK,
      sdkVersion: VERSION,
      frameAncestors: {},
      apiOrigin: 'https://api.example.com',
      extraSources,
    })) as { server: Server; url: string };
    try {
      const policy = (await fetch(`${other.url}/`)).headers.get('content-security-policy') ?? '';
      const base = (await at('/')).headers.get('content-security-policy') ?? '';
      const scripts = /script-src [^;]+/.exec(base)?.[0] ?? '';
      expect(policy).toBe(
        base
          .replace("connect-src 'self'", "connect-src 'self' https://api.example.com")
          .replace(scripts, `${scripts} https://static.example.com https://pay.google.com`)
          .replace("frame-src 'self'", "frame-src 'self' https://pay.google.com"),
      );
      expect((await fetch(`${other.url}/api/v1/pa/payment_intents/x`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => other.server.close(resolve));
    }
  });
});
