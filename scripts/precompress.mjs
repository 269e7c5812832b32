// Writes brotli (quality 11) and gzip (level 9) siblings beside every compressible
// file of a build, so the checkout origin sends compressed bytes without spending
// CPU per request, at ratios too slow to reach on the fly.
//   node scripts/precompress.mjs dist/runtime dist/sdk
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg)$/;
// Below this, a compressed copy saves less than a packet: not worth a file.
export const MIN_BYTES = 1024;

export const SIBLINGS = [
  {
    suffix: '.br',
    compress: (data) =>
      brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { suffix: '.gz', compress: (data) => gzipSync(data, { level: 9 }) },
];

/** Files of `dir` that get siblings. Dot-directories (Vite's `.vite/`) are never served, so skipped. */
export function compressibleFiles(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...compressibleFiles(path));
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name) && statSync(path).size >= MIN_BYTES) found.push(path);
  }
  return found;
}

/** Files whose siblings are missing or older than the file itself (a partial or watch-mode build). */
export function filesWithStaleSiblings(dir) {
  return compressibleFiles(dir).filter((path) => {
    const mtime = statSync(path).mtimeMs;
    return SIBLINGS.some(({ suffix }) => {
      try {
        return statSync(path + suffix).mtimeMs < mtime;
      } catch {
        return true;
      }
    });
  });
}

export function precompress(dir) {
  let raw = 0;
  const packed = Object.fromEntries(SIBLINGS.map(({ suffix }) => [suffix, 0]));
  for (const path of compressibleFiles(dir)) {
    const data = readFileSync(path);
    raw += data.length;
    for (const { suffix, compress } of SIBLINGS) {
      const out = compress(data);
      writeFileSync(path + suffix, out);
      packed[suffix] += out.length;
    }
  }
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`precompressed ${dir}: ${kb(raw)} → ${SIBLINGS.map(({ suffix }) => `${suffix} ${kb(packed[suffix])}`).join(', ')}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) {
    console.error('usage: node scripts/precompress.mjs <dir>…');
    process.exit(2);
  }
  for (const dir of dirs) precompress(dir);
}
