import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { entryKey, hashedFiles, readManifest } from '../../scripts/vite-manifest';
import { safeSegments } from './static-files';
import { acceptedCodings } from './static-routes';
import { SECRET_KEY, expectError, get, makeApp } from '../test-support/app';

const INDEX = '<!doctype html><title>runtime</title>';
const SECRET = 'TOP-SECRET-OUTSIDE';
let base: string;
let app: Hono;

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'portico-static-'));
  const runtime = join(base, 'runtime');
  const sdk = join(base, 'sdk');
  await mkdir(join(runtime, 'static', 'js'), { recursive: true });
  await mkdir(sdk, { recursive: true });
  await writeFile(join(runtime, 'index.html'), INDEX);
  await writeFile(join(runtime, 'favicon.ico'), 'ico');
  await writeFile(join(sdk, 'portico.js'), 'export const init = () => {};');
  await writeFile(join(sdk, 'portico.iife.js'), 'var Portico = {};');
  await writeFile(join(base, 'secret.txt'), SECRET);
  await symlink(join(base, 'secret.txt'), join(runtime, 'static', 'js', 'link.js'));
  app = makeApp({ runtimeDir: runtime, sdkDir: sdk, sdkVersion: '0.1.0' });
});

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

async function expectIndex(path: string): Promise<void> {
  const res = await get(app, path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('no-cache');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(await res.text()).toBe(INDEX);
}

async function expectPlain404(path: string, on: Hono = app): Promise<void> {
  const res = await get(on, path);
  expect(res.status, path).toBe(404);
  const text = await res.text();
  expect(text).not.toContain(SECRET);
  expect(text).not.toContain('<!doctype');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('runtime static serving', () => {
  it('serves index.html at / and for the spec §2 path routes', async () => {
    for (const path of ['/', '/index.html', '/page/3ds-callback', '/page/jp/konbini/payment', '/page/card/success', '/pay/abc']) {
      await expectIndex(path);
    }
  });

  it('keeps the query and hash to the runtime (the same index.html)', async () => {
    await expectIndex('/?lang=ja');
  });

  it('does not fall back to index.html for missing files', async () => {
    await expectPlain404('/static/js/missing.AbCd1234.js');
    await expectPlain404('/static/js');
    await expectPlain404('/missing.png');
  });

  it('answers API misses in the JSON error shape, not with index.html', async () => {
    await expectError(await get(app, '/api/v1/pa/nothing'), 404, 'not_found');
    await expectError(await get(app, '/api'), 404, 'not_found');
  });

  it('refuses to leave the served directories', async () => {
    for (const path of [
      '/%2e%2e/secret.txt',
      '/static/%2e%2e/%2e%2e/secret.txt',
      '/static/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/static/js/link.js',
      '/%00index.html',
      '/%E0%A4%A',
      '/sdk/v0.1.0/%2e%2e/secret.txt',
      '/sdk/v0.1.0/..%2f..%2fsecret.txt',
      '/sdk/v0.1.0/%2e%2e/runtime/index.html',
    ]) {
      await expectPlain404(path);
    }
    // A plain `..` is resolved by URL parsing before it reaches the sandbox: still inside the root.
    await expectIndex('/static/../../secret');
  });

  it('answers a plain 404 for non-GET methods outside the API', async () => {
    const res = await app.request('/page/3ds-callback', { method: 'POST' });
    expect(res.status).toBe(404);
  });
});

describe('SDK static serving', () => {
  it('serves the bundle under /sdk/v{version}/ to any origin as JavaScript', async () => {
    for (const file of ['portico.js', 'portico.iife.js']) {
      const res = await get(app, `/sdk/v0.1.0/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('answers plain 404 for other versions and missing files', async () => {
    await expectPlain404('/sdk/v9.9.9/portico.js');
    await expectPlain404('/sdk/v0.1.0/missing.js');
    await expectPlain404('/sdk/portico.js');
  });
});

describe('without static dirs', () => {
  it('serves only the API', async () => {
    const bare = makeApp();
    const res = await get(bare, '/');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Not Found');
    expect((await get(bare, '/sdk/v0.1.0/portico.js')).status).toBe(404);
  });
});

describe('safeSegments', () => {
  it('decodes each segment and refuses dot segments, separators and NUL', () => {
    expect(safeSegments('/a/b%20c/d.js')).toEqual(['a', 'b c', 'd.js']);
    expect(safeSegments('//a//')).toEqual(['a']);
    for (const bad of ['/..', '/a/%2E%2E', '/a%2Fb', '/a%5Cb', '/a%00', '/%zz', '/.', '/.vite/manifest.json', '/a/%2Egit']) {
      expect(safeSegments(bad), bad).toBeNull();
    }
  });
});

describe('acceptedCodings', () => {
  it('prefers br, then gzip, weighs q-values and treats q=0 as a refusal', () => {
    expect(acceptedCodings(undefined)).toEqual([]);
    expect(acceptedCodings('')).toEqual([]);
    expect(acceptedCodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedCodings('GZIP')).toEqual(['gzip']);
    expect(acceptedCodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedCodings('br; q=0.0, gzip;q=0')).toEqual([]);
    expect(acceptedCodings('br;q=0.5, gzip;q=0.8')).toEqual(['gzip', 'br']);
    expect(acceptedCodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedCodings('*;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedCodings('identity')).toEqual([]);
    expect(acceptedCodings('br;q=x')).toEqual([]);
  });
});

describe('precompressed siblings', () => {
  const SOURCE = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  let dir: string;
  let siblingApp: Hono;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portico-siblings-'));
    await mkdir(join(dir, 'static', 'js'), { recursive: true });
    await writeFile(join(dir, 'static', 'js', 'app.AbCd1234.js'), SOURCE);
    await writeFile(join(dir, 'static', 'js', 'app.AbCd1234.js.br'), brotliCompressSync('console.log("an earlier build")'));
    siblingApp = makeApp({ runtimeDir: dir });
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('serves a sibling only when it is not older than its file', async () => {
    const path = '/static/js/app.AbCd1234.js';
    const sibling = join(dir, 'static', 'js', 'app.AbCd1234.js.br');
    await utimes(sibling, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    const stale = await get(siblingApp, path, { 'accept-encoding': 'br' });
    expect(stale.headers.get('content-encoding')).toBeNull();
    expect(await stale.text()).toBe(SOURCE);

    await utimes(sibling, new Date(Date.now() + 60_000), new Date(Date.now() + 60_000));
    const fresh = await get(siblingApp, path, { 'accept-encoding': 'br' });
    expect(fresh.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await fresh.arrayBuffer())).toString()).toBe('console.log("an earlier build")');
  });

  it('serves a file rewritten under the same name with its new bytes, though the old ones were read before', async () => {
    const path = '/static/js/rewritten.AbCd1234.js';
    const file = join(dir, 'static', 'js', 'rewritten.AbCd1234.js');
    await writeFile(file, 'console.log("first")');
    expect(await (await get(siblingApp, path)).text()).toBe('console.log("first")');
    expect(await (await get(siblingApp, path)).text()).toBe('console.log("first")');
    // The same size and a later mtime: only the mtime says it changed.
    await writeFile(file, 'console.log("other")');
    await utimes(file, new Date(Date.now() + 60_000), new Date(Date.now() + 60_000));
    expect(await (await get(siblingApp, path)).text()).toBe('console.log("other")');
    await writeFile(file, 'console.log("a longer third")');
    expect(await (await get(siblingApp, path)).text()).toBe('console.log("a longer third")');
  });
});

describe('the real build (dist/runtime, dist/sdk)', () => {
  const ROOT = fileURLToPath(new URL('../..', import.meta.url));
  const RUNTIME = join(ROOT, 'dist/runtime');
  const SDK = join(ROOT, 'dist/sdk');
  const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
  const IMMUTABLE = 'public, max-age=31536000, immutable';
  const COMPRESSIBLE = ['.js', '.mjs', '.css', '.html', '.json', '.svg'];
  /** scripts/precompress.mjs leaves smaller files alone. */
  const PRECOMPRESSED_FROM = 1024;
  const TYPES: Record<string, string> = {
    '.js': 'text/javascript; charset=utf-8',
    '.mjs': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.html': 'text/html; charset=utf-8',
    '.json': 'application/json; charset=utf-8',
    '.svg': 'image/svg+xml',
  };
  let real: Hono;
  let hashed: Set<string>;
  let entryFile: string;
  /** Served files of dist/runtime, relative with `/`: no `.br`/`.gz` siblings, no dot-directories. */
  let runtimeFiles: string[];

  const listFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (entry.name.startsWith('.')) return [];
      const path = join(dir, entry.name);
      return entry.isDirectory() ? listFiles(path) : [path];
    });

  beforeAll(() => {
    buildIfStale();
    const manifest = readManifest(RUNTIME);
    hashed = hashedFiles(manifest);
    entryFile = manifest[entryKey(manifest)]!.file;
    runtimeFiles = listFiles(RUNTIME)
      .map((path) => relative(RUNTIME, path).split('\\').join('/'))
      .filter((path) => !/\.(?:br|gz)$/.test(path));
    real = makeApp({ runtimeDir: RUNTIME, sdkDir: SDK, sdkVersion: VERSION });
  }, 300_000);

  const decode = (coding: string | null, body: Buffer): Buffer => (coding === 'br' ? brotliDecompressSync(body) : coding === 'gzip' ? gunzipSync(body) : body);

  /** GETs `url` with `acceptEncoding`, checks the coding chosen, and returns the decoded body. */
  async function fetchDecoded(url: string, acceptEncoding: string, coding: string | null): Promise<{ res: Response; bytes: Buffer }> {
    const res = await get(real, url, { 'accept-encoding': acceptEncoding });
    expect(res.status, url).toBe(200);
    expect(res.headers.get('content-encoding'), `${url} with "${acceptEncoding}"`).toBe(coding);
    // The document also varies by how it was fetched (framed or top-level: document-headers.ts).
    expect(res.headers.get('vary'), url).toBe(
      res.headers.get('content-security-policy') ? 'Sec-Fetch-Dest, Sec-Fetch-Site, Accept-Encoding' : 'Accept-Encoding',
    );
    return { res, bytes: decode(coding, Buffer.from(await res.arrayBuffer())) };
  }

  const NEGOTIATIONS: ReadonlyArray<[acceptEncoding: string, expected: string | null]> = [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['*;q=0', null],
    ['identity', null],
  ];

  /** Every negotiation on one compressible file: each coding decodes to the file's very bytes. */
  async function expectNegotiated(url: string, original: Buffer): Promise<void> {
    const compressed = original.length >= PRECOMPRESSED_FROM;
    for (const [acceptEncoding, expected] of NEGOTIATIONS) {
      const { bytes } = await fetchDecoded(url, acceptEncoding, compressed ? expected : null);
      expect(bytes.equals(original), `${url} with "${acceptEncoding}"`).toBe(true);
    }
  }

  it("serves the document, for every route, with its strict policy: the build's inline scripts and styles by hash, no referrer", async () => {
    const html = readFileSync(join(RUNTIME, 'index.html'), 'utf8');
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]!);
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    // The route preload table (scripts/vite-route-preload.ts) is inline: it must be allowed by its hash, and only it.
    expect(inline.length).toBeGreaterThan(0);
    for (const path of ['/', '/index.html', '/page/3ds-callback', '/page/jp/konbini/payment']) {
      const res = await get(real, path);
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      const policy = res.headers.get('content-security-policy') ?? '';
      const directives = Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
      expect(directives['script-src'], path).toEqual(["'self'", ...inline.map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`)]);
      // The stylesheets every screen's first paint needs are inline (scripts/vite-document-styles.ts): each by its hash, and only they.
      expect(styles.length).toBeGreaterThan(0);
      expect(directives['style-src'], path).toEqual(["'self'", ...styles.map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`)]);
      expect(directives['object-src']).toEqual(["'none'"]);
      expect(directives['base-uri']).toEqual(["'none'"]);
      expect(policy).not.toContain('unsafe');
      // An address naming no account says nothing of framing: its runtime checks the parent with the provider.
      expect(directives['frame-ancestors']).toBeUndefined();
      expect(res.headers.get('permissions-policy'), path).toMatch(/^payment=\(self\), camera=\(\)/);
    }
    // Scripts and styles are files: they carry no document policy.
    expect((await get(real, `/${entryFile}`)).headers.get('content-security-policy')).toBeNull();
  });

  it("lets only the frame's own merchant origin frame a document that names the account, when the account registered it", async () => {
    const registered = makeApp({ runtimeDir: RUNTIME, sdkDir: SDK, sdkVersion: VERSION });
    for (const origin of ['https://shop.example', 'https://other-brand.example']) {
      await registered.request('/api/v1/pa/account/origins', {
        method: 'POST',
        headers: { 'x-api-key': SECRET_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ origin }),
      });
    }
    const ancestorsOf = async (app: Hono, query: string) => {
      const policy = (await get(app, `/${query}`)).headers.get('content-security-policy') ?? '';
      return policy
        .split('; ')
        .find((d) => d.startsWith('frame-ancestors '))
        ?.split(' ')
        .slice(1);
    };
    const shop = `&origin=${encodeURIComponent('https://shop.example')}`;
    // One origin: the page the frame is for. The account's other site is not told to whoever loads the frame.
    expect(await ancestorsOf(registered, `?account=acct_portico_demo${shop}`)).toEqual(["'self'", 'https://shop.example']);
    // No origin named, one the account did not register, nothing registered, another account, or an
    // account id no header could carry: the checkout's own frames only.
    expect(await ancestorsOf(registered, '?account=acct_portico_demo')).toEqual(["'self'"]);
    expect(await ancestorsOf(registered, `?account=acct_portico_demo&origin=${encodeURIComponent('https://evil.example')}`)).toEqual(["'self'"]);
    expect(await ancestorsOf(registered, `?account=acct_portico_demo&origin=${encodeURIComponent('https://shop.example *')}`)).toEqual(["'self'"]);
    expect(await ancestorsOf(real, `?account=acct_portico_demo${shop}`)).toEqual(["'self'"]);
    expect(await ancestorsOf(registered, `?account=acct_other${shop}`)).toEqual(["'self'"]);
    expect(await ancestorsOf(registered, `?account=${encodeURIComponent('acct_x; frame-ancestors *')}`)).toEqual(["'self'"]);
  });

  it("isolates a top-level page another site sent the shopper to; keeps the opener of the SDK's popup and of one the checkout opened", async () => {
    const coop = async (headers: Record<string, string>) => (await get(real, '/', headers)).headers.get('cross-origin-opener-policy');
    expect(await coop({ 'sec-fetch-dest': 'document', 'sec-fetch-site': 'cross-site' })).toBe('same-origin-allow-popups');
    expect(await coop({ 'sec-fetch-dest': 'document', 'sec-fetch-site': 'same-site' })).toBe('same-origin-allow-popups');
    // The bank's callback in the link popup: its opener (the element frame) waits for its message.
    expect(await coop({ 'sec-fetch-dest': 'document', 'sec-fetch-site': 'same-origin' })).toBeNull();
    // Typed or followed from outside a page: nothing opened it.
    expect(await coop({ 'sec-fetch-dest': 'document', 'sec-fetch-site': 'none' })).toBeNull();
    // The SDK's 3-D Secure popup, opened by the merchant's page: its opener waits for the outcome.
    expect(
      (await get(real, '/?account=acct_portico_demo', { 'sec-fetch-dest': 'document', 'sec-fetch-site': 'cross-site' })).headers.get(
        'cross-origin-opener-policy',
      ),
    ).toBeNull();
    // Framed: the opener policy is the top page's business.
    expect(await coop({ 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'cross-site' })).toBeNull();
  });

  it('serves every file of the build with its type, and only Vite-hashed files as immutable', async () => {
    expect(hashed.has(entryFile)).toBe(true);
    expect(runtimeFiles).toContain(entryFile);
    expect(runtimeFiles).toContain('index.html');
    for (const file of runtimeFiles) {
      const res = await get(real, `/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('cache-control'), file).toBe(hashed.has(file) ? IMMUTABLE : 'no-cache');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const type = TYPES[extname(file)];
      if (type) expect(res.headers.get('content-type'), file).toBe(type);
      expect(Buffer.from(await res.arrayBuffer()).equals(readFileSync(join(RUNTIME, file))), file).toBe(true);
    }
  });

  it('sends br or gzip by Accept-Encoding, each decoding to the identical bytes, with Vary on every text file', async () => {
    const compressible = runtimeFiles.filter((file) => COMPRESSIBLE.includes(extname(file)));
    for (const file of compressible) await expectNegotiated(`/${file}`, readFileSync(join(RUNTIME, file)));
    // The fallback for client-side routes is index.html, negotiated the same way.
    await expectNegotiated('/elements/card', readFileSync(join(RUNTIME, 'index.html')));

    const entry = await get(real, `/${entryFile}`, { 'accept-encoding': 'br' });
    const raw = readFileSync(join(RUNTIME, entryFile)).length;
    console.log(`entry chunk ${entryFile}: ${raw} B raw, brotli ${(await entry.arrayBuffer()).byteLength} B`);
    expect(entry.headers.get('content-encoding')).toBe('br');
    expect(entry.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await real.request(`/${entryFile}`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.text()).toBe('');
  });

  it('answers plain 404s for the siblings themselves, the build manifest and missing chunks', async () => {
    for (const suffix of ['.br', '.gz']) {
      expect(existsSync(join(RUNTIME, entryFile + suffix)), entryFile + suffix).toBe(true);
      await expectPlain404(`/${entryFile}${suffix}`, real);
      await expectPlain404(`/${entryFile}${suffix.replace('.', '%2E')}`, real);
      await expectPlain404(`/sdk/v${VERSION}/portico.js${suffix}`, real);
    }
    expect(existsSync(join(RUNTIME, '.vite/manifest.json'))).toBe(true);
    await expectPlain404('/.vite/manifest.json', real);
    await expectPlain404('/%2Evite/manifest.json', real);
    await expectPlain404(`/${entryFile.replace(/\.[^.]+\.js$/, '.AAAAAAAA.js')}`, real);
  });

  it('serves the SDK to any origin, compressed the same way', async () => {
    for (const file of ['portico.js', 'portico.mjs']) {
      const url = `/sdk/v${VERSION}/${file}`;
      await expectNegotiated(url, readFileSync(join(SDK, file)));
      const { res } = await fetchDecoded(url, 'br', 'br');
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it("publishes each SDK script's integrity hash (integrity.json), the sha384 of the very bytes it serves, compressed or not", async () => {
    const res = await get(real, `/sdk/v${VERSION}/integrity.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const hashes = (await res.json()) as Record<string, string>;
    expect(Object.keys(hashes).sort()).toEqual(['portico-3ds.mjs', 'portico-calls.mjs', 'portico.js', 'portico.mjs']);
    for (const [file, hash] of Object.entries(hashes)) {
      for (const [acceptEncoding, coding] of [
        ['br', 'br'],
        ['gzip', 'gzip'],
        ['identity', null],
      ] as const) {
        const { bytes } = await fetchDecoded(`/sdk/v${VERSION}/${file}`, acceptEncoding, coding);
        expect(`sha384-${createHash('sha384').update(bytes).digest('base64')}`, `${file} (${acceptEncoding})`).toBe(hash);
      }
    }
  });
});
