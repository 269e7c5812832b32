// Rebuilds dist/ when any source it is made from is newer than the build.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['protocol', 'sdk', 'runtime', 'package.json', 'vite.config.ts', 'rollup.config.ts', 'tsconfig.json'];
const OUTPUTS = ['dist/runtime/index.html', 'dist/sdk/portico.js', 'dist/sdk/portico.mjs'];

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

export function buildIfStale() {
  const built = OUTPUTS.every(existsSync) ? Math.min(...OUTPUTS.map((p) => statSync(p).mtimeMs)) : 0;
  const source = Math.max(...SOURCES.filter(existsSync).map(newest));
  if (source > built) {
    console.log('Building the runtime and the SDK…');
    execSync('npm run build --silent', { stdio: 'inherit' });
  }
}
