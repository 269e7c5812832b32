/**
 * Where the card's critical path goes, byte by byte: builds the runtime once more with
 * hidden source maps (the same code as dist/, in a temporary folder), takes the scripts a
 * card frame fetches before it is ready (the size budget's closure), and attributes each
 * script's bytes to its packages and runtime folders through the maps. Builds the bench's
 * floor frames too (React 19 alone, and with i18next on the runtime's English), so the
 * table says what no card can go below. Prints Markdown (docs/card-critical-path.md).
 *   node --import tsx scripts/card-critical-path.ts > table.md
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { buildBenchFloor } from './bench-floor/build';
import { bytesBySource, UNMAPPED, type SourceMapV3 } from './sourcemap-bytes';
import { cardCriticalPath, readManifest } from './vite-manifest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Modules listed one by one, largest first. */
const TOP_MODULES = 25;

/** Level 9, as the precompressed `.gz` files the server sends (and the size budget measures). */
const gzipSize = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;

interface Script {
  readonly file: string;
  readonly raw: number;
  readonly gzip: number;
  /** Bytes per source module, by its path from the repository's root (or the package path). */
  readonly modules: ReadonlyMap<string, number>;
}

/** A source's path as the table names it: from the repository's root, or from node_modules on. */
function modulePath(source: string, mapDir: string): string {
  if (source === UNMAPPED) return source;
  const absolute = resolve(mapDir, source);
  const packaged = /node_modules[\\/](.*)$/.exec(absolute)?.[1];
  if (packaged) return `node_modules/${packaged.replace(/\\/g, '/')}`;
  const fromRoot = relative(ROOT, absolute).replace(/\\/g, '/');
  return fromRoot.startsWith('..') ? source : fromRoot;
}

/**
 * The row a module counts in: its npm package, or its runtime folder to two levels
 * (`runtime/platform/i18n`, `runtime/features/card`; a layer's own files under the layer).
 */
function groupOf(path: string): string {
  const packaged = /^node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)?.[1];
  if (packaged) return packaged;
  const parts = path.split('/');
  if (parts[0] === 'runtime' || parts[0] === 'protocol') {
    const folders = parts.slice(0, -1);
    return folders.slice(0, parts[0] === 'runtime' ? 3 : 2).join('/') || path;
  }
  return path === UNMAPPED ? UNMAPPED : `other (${path})`;
}

function readScript(dir: string, file: string): Script {
  const code = readFileSync(join(dir, file), 'utf8');
  const mapFile = join(dir, `${file}.map`);
  // Rolldown writes no map for its own runtime chunk: all of it counts as glue.
  const map: SourceMapV3 = existsSync(mapFile) ? (JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapV3) : { version: 3, sources: [], mappings: '' };
  const mapDir = dirname(join(dir, file));
  const modules = new Map<string, number>();
  for (const [source, bytes] of bytesBySource(code, map)) {
    const path = modulePath(source, mapDir);
    modules.set(path, (modules.get(path) ?? 0) + bytes);
  }
  return { file, raw: Buffer.byteLength(code), gzip: gzipSize(code), modules };
}

/** A module's or group's share of the gzip: each script's gzip split in proportion to the raw bytes it holds. */
function estimateGzip(scripts: readonly Script[], keyOf: (path: string) => string): Map<string, { raw: number; gzip: number }> {
  const rows = new Map<string, { raw: number; gzip: number }>();
  for (const script of scripts) {
    for (const [path, bytes] of script.modules) {
      const row = rows.get(keyOf(path)) ?? { raw: 0, gzip: 0 };
      rows.set(keyOf(path), { raw: row.raw + bytes, gzip: row.gzip + (script.gzip * bytes) / script.raw });
    }
  }
  return rows;
}

async function buildRuntimeWithMaps(outDir: string): Promise<void> {
  await build({
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    mode: 'production',
    // 'hidden': the maps are written but the scripts name none, so each script is byte for byte dist/'s.
    build: { outDir, emptyOutDir: true, sourcemap: 'hidden' },
  });
}

/** The floor frames' scripts (every .js under the build's assets/ that each page names or preloads). */
function floorSizes(dir: string): { page: string; scripts: number; gzip: number }[] {
  return ['react.html', 'react-i18next.html'].map((page) => {
    const html = readFileSync(join(dir, page), 'utf8');
    const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
    return { page, scripts: files.length, gzip: files.reduce((sum, file) => sum + gzipSize(readFileSync(join(dir, file))), 0) };
  });
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const row = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;

function report(scripts: readonly Script[], floor: ReturnType<typeof floorSizes>): string {
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  const groups = [...estimateGzip(scripts, groupOf)].sort((a, b) => b[1].gzip - a[1].gzip);
  const modules = [...estimateGzip(scripts, (path) => path)].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, TOP_MODULES);
  const share = (gzip: number) => `${((100 * gzip) / total).toFixed(1)} %`;
  return [
    `Card critical path: ${total} B gzip (${kb(total)} KB) in ${scripts.length} scripts.`,
    '',
    row(['script', 'raw B', 'gzip B']),
    row(['---', '--:', '--:']),
    ...scripts.map((script) => row([`\`${script.file}\``, script.raw, script.gzip])),
    '',
    'By package and runtime folder (gzip: each script’s gzip shared out by raw bytes):',
    '',
    row(['package or folder', 'raw B', '≈ gzip B', 'share']),
    row(['---', '--:', '--:', '--:']),
    ...groups.map(([group, sizes]) => row([`\`${group}\``, sizes.raw, Math.round(sizes.gzip), share(sizes.gzip)])),
    '',
    `The ${TOP_MODULES} largest modules:`,
    '',
    row(['module', 'raw B', '≈ gzip B']),
    row(['---', '--:', '--:']),
    ...modules.map(([path, sizes]) => row([`\`${path}\``, sizes.raw, Math.round(sizes.gzip)])),
    '',
    'The floor (scripts/bench-floor/, built with the same bundler, gzip level 9):',
    '',
    row(['frame', 'scripts', 'gzip B']),
    row(['---', '--:', '--:']),
    ...floor.map((frame) => row([frame.page, frame.scripts, frame.gzip])),
    '',
  ].join('\n');
}

const work = mkdtempSync(join(tmpdir(), 'portico-critical-path-'));
try {
  const runtimeDir = join(work, 'runtime');
  await buildRuntimeWithMaps(runtimeDir);
  const scripts = cardCriticalPath(readManifest(runtimeDir)).map((chunk) => readScript(runtimeDir, chunk.file));
  const floorDir = join(work, 'floor');
  await buildBenchFloor(floorDir);
  if (!readdirSync(floorDir).includes('assets')) throw new Error('the floor build wrote no assets/');
  process.stdout.write(report(scripts, floorSizes(floorDir)));
} finally {
  // CRITICAL_PATH_KEEP=1 keeps the builds and their maps to look into (the folder is printed).
  if (process.env.CRITICAL_PATH_KEEP === '1') console.error(`kept: ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
