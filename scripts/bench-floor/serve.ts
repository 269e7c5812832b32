/**
 * Serves the built floor frames from memory, brotli or gzip as the browser accepts, hashed
 * assets `immutable`, as the checkout origin serves the runtime: the floor and the card pay
 * for the same bytes the same way.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

interface Served { readonly type: string; readonly cache: string; readonly raw: Buffer; readonly br: Buffer; readonly gzip: Buffer }

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(join(dir, entry.name)) : entry.isFile() ? [join(dir, entry.name)] : []);
}

/** A request handler for `dir`; it answers 404 for anything the build did not write. */
export function floorFiles(dir: string): (request: IncomingMessage, response: ServerResponse) => void {
  const served = new Map<string, Served>();
  for (const path of filesOf(dir)) {
    const raw = readFileSync(path);
    const url = `/${relative(dir, path).split('\\').join('/')}`;
    served.set(url, {
      type: TYPES[extname(path)] ?? 'application/octet-stream',
      cache: url.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      raw,
      br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
      gzip: gzipSync(raw, { level: 9 }),
    });
  }
  return (request, response) => {
    const file = served.get(new URL(request.url ?? '/', 'http://floor').pathname);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const coding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    response.writeHead(200, {
      'content-type': file.type,
      'cache-control': file.cache,
      vary: 'Accept-Encoding',
      ...(coding ? { 'content-encoding': coding } : {}),
    });
    response.end(coding ? file[coding] : file.raw);
  };
}
