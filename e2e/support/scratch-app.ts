/**
 * A merchant's app made from nothing, as the README tells a merchant to: `npm pack ./sdk`
 * from this checkout, an empty app folder, the tarball installed into it with npm. Tests
 * of the package (sdk/package.test.ts) and of the README's snippets (e2e/readme.spec.ts)
 * build on it. There is no registry in a test run: the app's framework packages (React,
 * Preact) are copied from this checkout's node_modules, the versions the repository locks.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname;
const VITE = join(ROOT, 'node_modules/vite/bin/vite.js');
export const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');

export interface PackResult {
  readonly filename: string;
  /** The tarball's bytes, and its files' bytes unpacked. */
  readonly size: number;
  readonly unpackedSize: number;
  readonly files: ReadonlyArray<{ readonly path: string; readonly size: number }>;
}

/**
 * Held by one `npm pack ./sdk` at a time, across test workers and runners: its prepack
 * (scripts/pack-sdk.mjs) empties sdk/dist and writes it again, which a pack beside it may be
 * reading (two unit test files packing at once failed with ENOTEMPTY and ENOENT in sdk/dist).
 */
const PACK_LOCK = join(ROOT, '.portico', 'npm-pack-sdk.lock');
const PACK_LOCK_WAIT_MS = 5 * 60_000;

/** The lock's holder is gone: its process ended, or it never wrote its pid within a minute. */
function packLockAbandoned(): boolean {
  try {
    const pid = Number(readFileSync(join(PACK_LOCK, 'pid'), 'utf8'));
    process.kill(pid, 0);
    return false;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return true;
    try {
      return Date.now() - statSync(PACK_LOCK).mtimeMs > 60_000;
    } catch {
      return false;
    }
  }
}

function holdingPackLock<T>(work: () => T): T {
  mkdirSync(dirname(PACK_LOCK), { recursive: true });
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  const deadline = Date.now() + PACK_LOCK_WAIT_MS;
  for (;;) {
    try {
      mkdirSync(PACK_LOCK);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (packLockAbandoned()) rmSync(PACK_LOCK, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`npm pack ./sdk: ${PACK_LOCK} was held for over ${PACK_LOCK_WAIT_MS / 1000} s`);
      // Synchronous, as the pack itself is: a test's setup waits its turn.
      else Atomics.wait(sleeper, 0, 0, 100);
    }
  }
  try {
    writeFileSync(join(PACK_LOCK, 'pid'), String(process.pid));
    return work();
  } finally {
    rmSync(PACK_LOCK, { recursive: true, force: true });
  }
}

function npmPackSdk(args: readonly string[]): PackResult {
  const out = holdingPackLock(() =>
    execFileSync('npm', ['pack', './sdk', '--json', ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  // npm prints its JSON last; a build that prepack ran writes before it (and `[` inside colour codes).
  return (JSON.parse(out.slice(out.search(/^\[\s*$/m))) as PackResult[])[0]!;
}

/** `npm pack ./sdk` (its prepack builds when the build is stale) into `into`. */
export function packSdk(into: string): PackResult {
  return npmPackSdk(['--pack-destination', into]);
}

/** What `npm pack ./sdk` would write (its prepack runs), without writing the tarball. */
export function packSdkDryRun(): PackResult {
  return npmPackSdk(['--dry-run']);
}

/** An empty app (`package.json` only) in the system's temporary folder; kept for inspection, it is small. */
export function emptyApp(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `portico-${name}-`));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, private: true, type: 'module' }, null, 2));
  return dir;
}

/** `npm i /path/to/portico-x.y.z.tgz` in `app`, offline: the tarball is all it needs. */
export function installTarball(app: string, tarball: string): void {
  execFileSync('npm', ['install', tarball, '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: app, stdio: 'ignore' });
}

/** Copies packages (with their own dependencies named too) from this checkout into `app`'s node_modules. */
export function copyPackages(app: string, names: readonly string[]): void {
  for (const name of names) {
    const into = join(app, 'node_modules', name);
    mkdirSync(join(into, '..'), { recursive: true });
    cpSync(join(ROOT, 'node_modules', name), into, { recursive: true, dereference: true });
  }
}

/** Writes files (relative path → text) into `app`. */
export function writeFiles(app: string, files: Readonly<Record<string, string>>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(app, path, '..'), { recursive: true });
    writeFileSync(join(app, path), text);
  }
}

/** `vite build` in `app` (its own vite.config.js if it has one), for the app served under `base`; returns the output folder. */
export function viteBuild(app: string, base: string): string {
  execFileSync(process.execPath, [VITE, 'build', '--base', base, '--logLevel', 'warn'], { cwd: app, stdio: ['ignore', 'inherit', 'inherit'] });
  return join(app, 'dist');
}
