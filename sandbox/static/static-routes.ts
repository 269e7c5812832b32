/**
 * The built runtime (a Vite SPA) at `/`, with index.html as the fallback for
 * client-side routes, and the SDK bundle at `/sdk/v{version}/…` for any origin.
 */
import type { Context, Handler } from 'hono';
import { contentTypeFor, lookupFile } from './static-files';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function rawPath(c: Context): string {
  return new URL(c.req.url).pathname;
}

function send(c: Context, body: Buffer, path: string, headers: Record<string, string>): Response {
  return c.body(new Uint8Array(body), 200, { 'Content-Type': contentTypeFor(path), ...headers });
}

function plainNotFound(c: Context): Response {
  return c.text('Not Found', 404);
}

/** Last segment has a file extension (`/favicon.ico`), as opposed to a route (`/page/3ds-callback`). */
function looksLikeFile(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]+$/.test(last);
}

export function runtimeHandler(runtimeDir: string): Handler {
  return async (c) => {
    const path = rawPath(c);
    if (path === '/api' || path.startsWith('/api/')) return c.notFound();
    const target = path === '/' ? '/index.html' : path;
    const found = await lookupFile(runtimeDir, target);
    if (found.kind === 'forbidden') return plainNotFound(c);
    if (found.kind === 'file') {
      const cache = target.startsWith('/assets/') ? IMMUTABLE : 'no-cache';
      return send(c, found.body, found.path, { 'Cache-Control': cache });
    }
    // Hashed assets and other files never fall back: a missing chunk must fail
    // as a 404 so the runtime's chunk-load retry sees it.
    if (target.startsWith('/assets/') || looksLikeFile(target)) return plainNotFound(c);
    const index = await lookupFile(runtimeDir, '/index.html');
    if (index.kind !== 'file') return plainNotFound(c);
    return send(c, index.body, index.path, { 'Cache-Control': 'no-cache' });
  };
}

export function sdkHandler(sdkDir: string, version: string): Handler {
  const prefix = `/sdk/v${version}/`;
  return async (c) => {
    const path = rawPath(c);
    if (!path.startsWith(prefix)) return plainNotFound(c);
    const found = await lookupFile(sdkDir, path.slice(prefix.length - 1));
    if (found.kind !== 'file') return plainNotFound(c);
    return send(c, found.body, found.path, {
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      // The version is in the path, but a local build may replace files under it.
      'Cache-Control': 'no-cache',
    });
  };
}
