// Rebuilds dist/ when any source it is made from is newer than the build, or the
// build is incomplete (a precompressed sibling missing or older than its file).
// Callers may run at once (vitest workers, npm start): a lock file makes the
// second wait for the first build instead of emptying dist/ under it.
import { execSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesWithStaleSiblings } from './precompress.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = [
  'protocol',
  'redaction',
  'sdk',
  'runtime',
  'dashboard',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'rollup.config.ts',
  'tsconfig.json',
  'tsconfig.sdk.json',
  'tsconfig.server.json',
  'scripts/precompress.mjs',
  'scripts/sdk-integrity.mjs',
  // The Vite plugins vite.config.ts builds the runtime with (a change to one is a change to index.html or the chunks).
  'scripts/vite-route-preload.ts',
  'scripts/vite-preload-lists.ts',
  'scripts/vite-boot-markup.ts',
  'scripts/vite-document-styles.ts',
  'examples/react-app',
];
const OUTPUTS = [
  'dist/runtime/index.html',
  'dist/runtime/.vite/manifest.json',
  'dist/dashboard/index.html',
  'dist/sdk/portico.js',
  'dist/sdk/portico.mjs',
  'dist/sdk/portico-3ds.mjs',
  'dist/sdk/portico-calls.mjs',
  'dist/sdk/react.mjs',
  'dist/sdk/integrity.json',
  'dist/server/server.mjs',
  'dist/examples/react/index.html',
  'dist/examples/preact/index.html',
];
const PRECOMPRESSED = ['dist/runtime', 'dist/sdk'];
const LOCK = '.portico/build.lock';
const LOCK_WAIT_MS = 10 * 60_000;

const at = (path) => join(ROOT, path);

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  // sdk/dist is the package's copy of a build (scripts/pack-sdk.mjs), not a source of one.
  return Math.max(
    0,
    ...readdirSync(path)
      .filter((name) => name !== 'dist')
      .map((name) => newest(join(path, name))),
  );
}

/** Why dist/ must be rebuilt, or null when it is up to date. */
export function staleReason() {
  const missing = OUTPUTS.find((path) => !existsSync(at(path)));
  if (missing) return `${missing} is missing`;
  const built = Math.min(...OUTPUTS.map((path) => statSync(at(path)).mtimeMs));
  const source = Math.max(...SOURCES.map(at).filter(existsSync).map(newest));
  if (source > built) return 'sources changed since the last build';
  const unpacked = PRECOMPRESSED.flatMap((dir) => filesWithStaleSiblings(at(dir)));
  if (unpacked.length > 0) return `${unpacked.length} file(s) lack fresh .br/.gz siblings`;
  return null;
}

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function holderAlive(lock) {
  const text = readFileSync(lock, 'utf8');
  // Empty: the holder has created the file but not yet written its pid.
  if (text === '') return Date.now() - statSync(lock).mtimeMs < 5_000;
  const pid = Number(text);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function withLock(fn) {
  const lock = at(LOCK);
  mkdirSync(at('.portico'), { recursive: true });
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      const fd = openSync(lock, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A holder killed mid-build leaves its lock behind; its pid tells.
      let alive = true;
      try {
        alive = holderAlive(lock);
      } catch {
        continue; // released between our open and our read
      }
      if (!alive) rmSync(lock, { force: true });
      else if (Date.now() > deadline) throw new Error(`${LOCK} held for over ${LOCK_WAIT_MS / 60_000} minutes`);
      else sleep(250);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { force: true });
  }
}

export function buildIfStale() {
  if (staleReason() === null) return;
  withLock(() => {
    const reason = staleReason(); // another process may have built while we waited
    if (reason === null) return;
    console.log(`Building the runtime and the SDK (${reason})…`);
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    execSync('npm run build --silent', { stdio: 'inherit', cwd: ROOT, env: { ...process.env, NODE_ENV: 'production' } });
  });
}
