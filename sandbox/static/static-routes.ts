/**
 * The built runtime (a Vite SPA) at `/`, with index.html as the fallback for
 * client-side routes, and the SDK bundle at `/sdk/v{version}/…` for any origin.
 * Text files go out precompressed when the client accepts it: the build writes
 * `.br`/`.gz` siblings (scripts/precompress.mjs), so no request pays for brotli 11.
 */
import { extname } from 'node:path';
import type { Context, Handler } from 'hono';
import { documentHeaders, type RegisteredOriginsOf } from './document-headers';
import { contentTypeFor, lookupFile, safeSegments, type FileLookup } from './static-files';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Vite's output names (vite.config.ts: `static/{js,css,…}/[name].[hash][extname]`).
 * The hash changes with the bytes, so these can be cached for good; anything else
 * (index.html, /locales/*.json, public files) may change under the same name.
 */
const HASHED = /^\/static\/(?:[^/]+\/)+[^/]+\.[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$/;
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg']);
const SIBLING_SUFFIX = { br: '.br', gzip: '.gz' } as const;
type Coding = keyof typeof SIBLING_SUFFIX;
/** On equal q-values br wins: it is the smaller of the two. */
const PREFERENCE: readonly Coding[] = ['br', 'gzip'];

type FoundFile = Extract<FileLookup, { kind: 'file' }>;

/** The precompressed codings an `Accept-Encoding` header allows, best first; `q=0` refuses one. */
export function acceptedCodings(header: string | undefined): Coding[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (name === '') continue;
    const q = params.find((p) => /^q\s*=/.test(p));
    // A malformed q-value refuses the coding: identity is always safe.
    const weight = q === undefined ? 1 : Number(/^q\s*=\s*([01](?:\.[0-9]{0,3})?)$/.exec(q)?.[1] ?? 0);
    weights.set(name, weight);
  }
  const weightOf = (coding: Coding) => weights.get(coding) ?? weights.get('*') ?? 0;
  return PREFERENCE.filter((coding) => weightOf(coding) > 0).sort((a, b) => weightOf(b) - weightOf(a));
}

function rawPath(c: Context): string {
  return new URL(c.req.url).pathname;
}

function respond(c: Context, body: Buffer, headers: Record<string, string>): Response {
  return c.body(new Uint8Array(body), 200, headers);
}

/** The file itself, or its freshest accepted precompressed sibling, with the original's type. */
async function sendFile(c: Context, root: string, target: string, file: FoundFile, headers: Record<string, string>): Promise<Response> {
  const type = { 'Content-Type': contentTypeFor(file.path), ...headers };
  if (!COMPRESSIBLE.has(extname(file.path).toLowerCase())) return respond(c, file.body, type);
  // On identity answers too: a cache must not hand them to a client that accepts br.
  const varying = { ...type, Vary: headers.Vary ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding' };
  for (const coding of acceptedCodings(c.req.header('accept-encoding'))) {
    const sibling = await lookupFile(root, target + SIBLING_SUFFIX[coding]);
    // An older sibling is left from an earlier build (a partial or watch-mode rebuild).
    if (sibling.kind === 'file' && sibling.mtimeMs >= file.mtimeMs) {
      return respond(c, sibling.body, { ...varying, 'Content-Encoding': coding });
    }
  }
  return respond(c, file.body, varying);
}

function plainNotFound(c: Context): Response {
  return c.text('Not Found', 404);
}

/** Last segment has a file extension (`/favicon.ico`), as opposed to a route (`/page/3ds-callback`). */
function looksLikeFile(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]+$/.test(last);
}

/** A `.br`/`.gz` sibling is another encoding of a file, reachable only through Accept-Encoding. */
function isPrecompressedSibling(path: string): boolean {
  return /\.(?:br|gz)$/i.test(safeSegments(path)?.at(-1) ?? '');
}

export function runtimeHandler(runtimeDir: string, originsOf: RegisteredOriginsOf): Handler {
  return async (c) => {
    const path = rawPath(c);
    if (path === '/api' || path.startsWith('/api/')) return c.notFound();
    if (isPrecompressedSibling(path)) return plainNotFound(c);
    const target = path === '/' ? '/index.html' : path;
    const found = await lookupFile(runtimeDir, target);
    if (found.kind === 'forbidden') return plainNotFound(c);
    if (found.kind === 'file') {
      if (target === '/index.html') return sendDocument(c, runtimeDir, found, originsOf);
      return sendFile(c, runtimeDir, target, found, { 'Cache-Control': HASHED.test(target) ? IMMUTABLE : 'no-cache' });
    }
    // Hashed assets and other files never fall back: a missing chunk must fail
    // as a 404 so the runtime's chunk-load retry sees it.
    if (target.startsWith('/static/') || looksLikeFile(target)) return plainNotFound(c);
    const index = await lookupFile(runtimeDir, '/index.html');
    if (index.kind !== 'file') return plainNotFound(c);
    return sendDocument(c, runtimeDir, index, originsOf);
  };
}

/** The checkout's one document, for every screen: never cached stale, with its policy (document-headers.ts). */
function sendDocument(c: Context, runtimeDir: string, index: FoundFile, originsOf: RegisteredOriginsOf): Promise<Response> {
  const request = {
    account: c.req.query('account'),
    origin: c.req.query('origin'),
    fetchDest: c.req.header('sec-fetch-dest'),
    fetchSite: c.req.header('sec-fetch-site'),
  };
  return sendFile(c, runtimeDir, '/index.html', index, documentHeaders(index.body.toString('utf8'), request, originsOf));
}

export function sdkHandler(sdkDir: string, version: string): Handler {
  const prefix = `/sdk/v${version}/`;
  return async (c) => {
    const path = rawPath(c);
    if (!path.startsWith(prefix) || isPrecompressedSibling(path)) return plainNotFound(c);
    const target = path.slice(prefix.length - 1);
    const found = await lookupFile(sdkDir, target);
    if (found.kind !== 'file') return plainNotFound(c);
    return sendFile(c, sdkDir, target, found, {
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      // The version is in the path, but a local build may replace files under it.
      'Cache-Control': 'no-cache',
    });
  };
}
