/**
 * The SDK as a merchant installs it: `npm pack ./sdk` (its prepack builds), the
 * tarball installed into a scratch app with no other packages, then imported as a
 * server render would (no window), and type-checked with skipLibCheck off. Measures
 * what the install weighs and how many packages it brings (goal: none but itself).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { emptyApp, installTarball, packSdk, TSC, type PackResult } from '../scripts/scratch-app';

const ROOT = new URL('..', import.meta.url).pathname;

let scratch = '';
let packed: PackResult;

function sizeOf(dir: string): number {
  return readdirSync(dir).reduce((sum, name) => {
    const path = join(dir, name);
    const stat = statSync(path);
    return sum + (stat.isDirectory() ? sizeOf(path) : stat.size);
  }, 0);
}

beforeAll(() => {
  scratch = emptyApp('merchant-app');
  // As the README says: `npm pack ./sdk` from the repository's root.
  packed = packSdk(scratch);
  installTarball(scratch, join(scratch, packed.filename));
}, 180_000);

describe('the SDK package (npm pack ./sdk)', () => {
  it('ships the ESM build, the script-tag build and the types, nothing else, and depends on nothing', () => {
    const files = packed.files.map((file) => file.path).sort();
    expect(files).toContain('dist/portico.mjs');
    expect(files).toContain('dist/portico.js');
    expect(files).toContain('dist/types/sdk/index.d.ts');
    expect(files).toContain('dist/react.mjs');
    expect(files.filter((file) => !/^(package\.json|dist\/(portico\.m?js|react\.mjs)(\.map)?|dist\/types\/.+\.d\.ts)$/.test(file))).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(scratch, 'node_modules/portico/package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.dependencies ?? {}).toEqual({});
    // React only for portico/react, and only if the app has it: an optional peer, never installed by us.
    expect(manifest.peerDependenciesMeta).toEqual({ react: { optional: true } });
    expect(manifest.version).toBe((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version);
    const installed = readdirSync(join(scratch, 'node_modules')).filter((name) => !name.startsWith('.'));
    console.log(`portico package: ${(statSync(join(scratch, packed.filename)).size / 1024).toFixed(1)} KB packed, ${(sizeOf(join(scratch, 'node_modules/portico')) / 1024).toFixed(1)} KB installed, ${installed.length - 1} dependencies`);
    expect(installed).toEqual(['portico']);
  });

  it('imports where there is no window (a server render) and init() says so', () => {
    const script = "const { init, PorticoError } = await import('portico'); const error = await init().catch((e) => e); console.log(typeof init, error instanceof PorticoError, error.code, error.audience);";
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: scratch, encoding: 'utf8' });
    expect(out.trim()).toBe('function true not_in_browser merchant');
  });

  it('type-checks a merchant\'s code against its types with skipLibCheck off, and catches a misspelt error code', () => {
    writeFileSync(
      join(scratch, 'checkout.ts'),
      [
        "import { init, type PorticoErrorCode, type IntentStatus } from 'portico';",
        'export async function pay(intent_id: string, client_secret: string): Promise<IntentStatus> {',
        '  const portico = await init();',
        "  const card = portico.createElement('card', { intent_id, client_secret });",
        "  card.on('error', (error) => { const code: PorticoErrorCode = error.code; console.log(code, error.audience); });",
        "  card.mount('#card');",
        '  return (await card.confirm()).status;',
        '}',
        "// @ts-expect-error -- a misspelt code is not a PorticoErrorCode",
        "export const typo: PorticoErrorCode = 'issuer_decline';",
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(scratch, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { strict: true, noEmit: true, skipLibCheck: false, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', lib: ['es2022', 'dom'], types: [] }, files: ['checkout.ts'] }),
    );
    expect(() => execFileSync(process.execPath, [TSC, '-p', scratch], { cwd: scratch, encoding: 'utf8', stdio: 'pipe' })).not.toThrow();
  }, 60_000);
});
