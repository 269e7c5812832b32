import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeSegments } from './static-files';
import { expectError, get, makeApp } from '../test-support/app';

const INDEX = '<!doctype html><title>runtime</title>';
const SECRET = 'TOP-SECRET-OUTSIDE';
let base: string;
let app: Hono;

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'portico-static-'));
  const runtime = join(base, 'runtime');
  const sdk = join(base, 'sdk');
  await mkdir(join(runtime, 'assets'), { recursive: true });
  await mkdir(sdk, { recursive: true });
  await writeFile(join(runtime, 'index.html'), INDEX);
  await writeFile(join(runtime, 'assets', 'index-abc123.js'), 'console.log("runtime")');
  await writeFile(join(runtime, 'assets', 'style-def456.css'), 'body{}');
  await writeFile(join(runtime, 'favicon.ico'), 'ico');
  await writeFile(join(sdk, 'portico.js'), 'export const init = () => {};');
  await writeFile(join(sdk, 'portico.iife.js'), 'var Portico = {};');
  await writeFile(join(base, 'secret.txt'), SECRET);
  await symlink(join(base, 'secret.txt'), join(runtime, 'assets', 'link.js'));
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

async function expectPlain404(path: string): Promise<void> {
  const res = await get(app, path);
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

  it('serves hashed assets as immutable with the right type', async () => {
    const res = await get(app, '/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toBe('console.log("runtime")');
    expect((await get(app, '/assets/style-def456.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await app.request('/assets/index-abc123.js', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('does not fall back to index.html for missing files', async () => {
    await expectPlain404('/assets/missing-000.js');
    await expectPlain404('/missing.png');
  });

  it('answers API misses in the JSON error shape, not with index.html', async () => {
    await expectError(await get(app, '/api/v1/pa/nothing'), 404, 'not_found');
    await expectError(await get(app, '/api'), 404, 'not_found');
  });

  it('refuses to leave the served directories', async () => {
    for (const path of [
      '/%2e%2e/secret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/assets/link.js',
      '/%00index.html',
      '/%E0%A4%A',
      '/sdk/v0.1.0/%2e%2e/secret.txt',
      '/sdk/v0.1.0/..%2f..%2fsecret.txt',
      '/sdk/v0.1.0/%2e%2e/runtime/index.html',
    ]) {
      await expectPlain404(path);
    }
    // A plain `..` is resolved by URL parsing before it reaches the sandbox: still inside the root.
    await expectIndex('/assets/../../secret');
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
    for (const bad of ['/..', '/a/%2E%2E', '/a%2Fb', '/a%5Cb', '/a%00', '/%zz', '/.']) {
      expect(safeSegments(bad), bad).toBeNull();
    }
  });
});
