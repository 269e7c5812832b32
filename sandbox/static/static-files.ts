/**
 * Reading files from a served directory without ever leaving it: every URL
 * segment is decoded on its own, `.`/`..`/dot-files/separators/NUL are refused,
 * and the real path (symlinks resolved) must stay inside the real root.
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};

export function contentTypeFor(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** URL path (still percent-encoded) → relative segments, or null when it tries to escape. */
export function safeSegments(encodedPath: string): string[] | null {
  const segments: string[] = [];
  for (const raw of encodedPath.split('/')) {
    if (raw === '') continue;
    let seg: string;
    try {
      seg = decodeURIComponent(raw);
    } catch {
      return null;
    }
    // Dot-files and dot-directories are build metadata (Vite's `.vite/manifest.json`), never content.
    if (seg.startsWith('.') || /[/\\\0]/.test(seg)) return null;
    segments.push(seg);
  }
  return segments;
}

export type FileLookup = { kind: 'file'; path: string; body: Buffer; mtimeMs: number } | { kind: 'missing' } | { kind: 'forbidden' };

/**
 * File bodies already read, by real path, for as long as the file's size and mtime stay the same:
 * a frame's dozen scripts are then served from memory (reading a 300 KB chunk again cost each request
 * more than the rest of its answer), and a rebuild under the same name is still seen at once.
 */
const bodies = new Map<string, { readonly mtimeMs: number; readonly size: number; readonly body: Buffer }>();
const BODIES_MAX_BYTES = 64 * 1024 * 1024;
let bodiesBytes = 0;

async function readBody(real: string, mtimeMs: number, size: number): Promise<Buffer> {
  const known = bodies.get(real);
  if (known && known.mtimeMs === mtimeMs && known.size === size) return known.body;
  const body = await readFile(real);
  if (known) bodiesBytes -= known.body.length;
  // A build far larger than this one is served from disk rather than held whole.
  if (bodiesBytes + body.length <= BODIES_MAX_BYTES) {
    bodies.set(real, { mtimeMs, size, body });
    bodiesBytes += body.length;
  } else if (known) bodies.delete(real);
  return body;
}

/** Looks up `encodedPath` under `root`. Directories count as missing. */
export async function lookupFile(root: string, encodedPath: string): Promise<FileLookup> {
  const segments = safeSegments(encodedPath);
  if (segments === null) return { kind: 'forbidden' };
  let realRoot: string;
  let real: string;
  try {
    realRoot = await realpath(root);
    real = await realpath(join(realRoot, ...segments));
  } catch {
    return { kind: 'missing' };
  }
  if (real !== realRoot && !real.startsWith(realRoot + sep)) return { kind: 'forbidden' };
  try {
    const info = await stat(real);
    if (!info.isFile()) return { kind: 'missing' };
    return { kind: 'file', path: real, body: await readBody(real, info.mtimeMs, info.size), mtimeMs: info.mtimeMs };
  } catch {
    return { kind: 'missing' };
  }
}
