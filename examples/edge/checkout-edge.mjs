// The checkout origin in production, as one dependency-free Node server: the rules
// docs/going-live.md gives for any CDN or edge, written as code so a test
// (checkout-edge.test.ts) can serve the real `npm run build` output with them.
//
//   node examples/edge/checkout-edge.mjs examples/edge/edge.config.json
//
// - dist/runtime at `/`: hashed `/static/**` files cached for a year (immutable),
//   everything else (the document, /locales/*.json) revalidated every time (no-cache);
//   `.br`/`.gz` siblings the build wrote sent when the browser accepts them (Vary:
//   Accept-Encoding); a client route falls back to index.html; a missing hashed file
//   is a 404 (the runtime's chunk retry must see it); dot-files (.vite/) never served.
// - The document's headers: a Content-Security-Policy with the SHA-256 of each inline
//   script and style of the built index.html, `frame-ancestors` from the per-account list when
//   the address names `?account=`, connect-src with the API origin when it is not this
//   one; Referrer-Policy no-referrer; Permissions-Policy; Cross-Origin-Opener-Policy
//   for a page another site sent the shopper to.
// - dist/sdk at `/sdk/v{version}/`, readable by any origin (CORS, CORP cross-origin).
// - `/api/…` and `/pa/…` forwarded to the provider when it shares this origin (`apiUpstream`).
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, sep } from 'node:path';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED = /^\/static\/(?:[^/]+\/)+[^/]+\.[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$/;
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg']);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.ts': 'text/plain; charset=utf-8',
};
const PERMISSIONS_POLICY = 'payment=(self), camera=(), microphone=(), geolocation=(), usb=(), serial=(), hid=(), display-capture=()';
const ACCOUNT = /^[A-Za-z0-9_-]{1,64}$/;
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/gi;
const hashesOf = (html, pattern) =>
  [...html.matchAll(pattern)].map(([, body = '']) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);

/**
 * The Content-Security-Policy of the built document; `frameAncestors` only for an
 * address naming an account. `extraSources` adds origins to directives: the vendors a
 * deployed environment loads (docs/going-live.md, "Third-party sources").
 */
export function documentPolicy(html, { apiOrigin, frameAncestors, extraSources = {} } = {}) {
  const directive = (name, ...sources) => `${name} ${[...sources, ...(extraSources[name] ?? [])].join(' ')}`;
  return [
    "default-src 'self'",
    directive('script-src', "'self'", ...hashesOf(html, INLINE_SCRIPT)),
    directive('style-src', "'self'", ...hashesOf(html, INLINE_STYLE)),
    directive('img-src', "'self'", 'data:', 'blob:'),
    "font-src 'self'",
    directive('connect-src', "'self'", ...(apiOrigin ? [apiOrigin] : [])),
    directive('frame-src', "'self'"),
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    ...(frameAncestors ? [`frame-ancestors ${frameAncestors.join(' ')}`] : []),
  ].join('; ');
}

/** The file under `root` for a URL path, or null (missing, a directory, a dot-file, outside the root). */
function fileUnder(root, urlPath) {
  const segments = [];
  for (const raw of urlPath.split('/')) {
    if (raw === '') continue;
    let segment;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment.startsWith('.') || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  try {
    const realRoot = realpathSync(root);
    const real = realpathSync(join(realRoot, ...segments));
    if (!real.startsWith(realRoot + sep) || !statSync(real).isFile()) return null;
    return real;
  } catch {
    return null;
  }
}

function codingsAccepted(header = '') {
  const accepted = new Map(
    header.split(',').map((part) => {
      const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
      const q = params.find((p) => p.startsWith('q='));
      return [name, q === undefined ? 1 : Number(q.slice(2)) || 0];
    }),
  );
  return [
    ['br', '.br'],
    ['gzip', '.gz'],
  ].filter(([name]) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0);
}

function send(req, res, file, headers) {
  const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const all = { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff', ...headers };
  let body = file;
  if (COMPRESSIBLE.has(extname(file).toLowerCase())) {
    all.Vary = all.Vary ? `${all.Vary}, Accept-Encoding` : 'Accept-Encoding';
    for (const [coding, suffix] of codingsAccepted(req.headers['accept-encoding'])) {
      try {
        if (statSync(file + suffix).mtimeMs >= statSync(file).mtimeMs) {
          body = file + suffix;
          all['Content-Encoding'] = coding;
          break;
        }
      } catch {
        /* no sibling: try the next coding */
      }
    }
  }
  const bytes = readFileSync(body);
  res.writeHead(200, { ...all, 'Content-Length': bytes.length });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

function notFound(res) {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' }).end('Not Found');
}

async function forward(req, res, upstream) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name)));
  try {
    const answer = await fetch(new URL(req.url, upstream), {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
      redirect: 'manual',
    });
    const out = Object.fromEntries(
      [...answer.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)),
    );
    res.writeHead(answer.status, out).end(Buffer.from(await answer.arrayBuffer()));
  } catch {
    res
      .writeHead(502, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ code: 'provider_unavailable', message: 'The payment API did not answer.', details: {} }));
  }
}

/**
 * config: { runtimeDir, sdkDir, sdkVersion, frameAncestors: { [account]: [origin…] },
 *           apiOrigin?: 'https://api.example.com', apiUpstream?: 'http://127.0.0.1:3100',
 *           extraSources?: { 'script-src'?: [origin…], 'frame-src'?: […], 'connect-src'?: […], 'img-src'?: […], 'style-src'?: […] } }
 */
export function createEdgeHandler(config) {
  const index = join(config.runtimeDir, 'index.html');
  const html = readFileSync(index, 'utf8');
  const sdkPrefix = `/sdk/v${config.sdkVersion}/`;
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://edge.invalid');
    const path = url.pathname;
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/pa/')) {
      if (config.apiUpstream) return void forward(req, res, config.apiUpstream);
      return notFound(res);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    if (/\.(?:br|gz)$/i.test(path)) return notFound(res);
    if (path.startsWith(sdkPrefix)) {
      const file = fileUnder(config.sdkDir, path.slice(sdkPrefix.length - 1));
      if (!file) return notFound(res);
      return send(req, res, file, { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin', 'Cache-Control': 'no-cache' });
    }
    const target = path === '/' ? '/index.html' : path;
    const file = fileUnder(config.runtimeDir, target);
    if (file && file !== realpathSync(index)) return send(req, res, file, { 'Cache-Control': HASHED.test(target) ? IMMUTABLE : 'no-cache' });
    if (!file && (target.startsWith('/static/') || /\.[A-Za-z0-9]+$/.test(target.slice(target.lastIndexOf('/') + 1)))) return notFound(res);
    // The one document, for every screen.
    const account = url.searchParams.get('account');
    const ancestors = account === null ? undefined : ["'self'", ...(ACCOUNT.test(account) ? (config.frameAncestors[account] ?? []) : [])];
    const dest = req.headers['sec-fetch-dest'];
    const site = req.headers['sec-fetch-site'];
    const sentByAnotherSite = account === null && dest === 'document' && (site === 'cross-site' || site === 'same-site');
    return send(req, res, index, {
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': documentPolicy(html, { apiOrigin: config.apiOrigin, frameAncestors: ancestors, extraSources: config.extraSources }),
      'Referrer-Policy': 'no-referrer',
      'Permissions-Policy': PERMISSIONS_POLICY,
      ...(sentByAnotherSite ? { 'Cross-Origin-Opener-Policy': 'same-origin-allow-popups' } : {}),
      Vary: 'Sec-Fetch-Dest, Sec-Fetch-Site',
    });
  };
}

/** Listens on `port` (0: a free one); resolves with the server and its URL. */
export function startEdge(config, port = 0, host = '127.0.0.1') {
  const server = createServer(createEdgeHandler(config));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve({ server, url: `http://${host}:${server.address().port}` }));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = JSON.parse(readFileSync(process.argv[2] ?? 'examples/edge/edge.config.json', 'utf8'));
  const { url } = await startEdge(config, Number(process.env.PORT ?? 8080), process.env.HOST ?? '127.0.0.1');
  console.log(`checkout origin served at ${url}`);
}
