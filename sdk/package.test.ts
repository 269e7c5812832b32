/**
 * The SDK as a merchant installs it: `npm pack ./sdk` (its prepack builds), the
 * tarball installed into a scratch app with no other packages, then imported as a
 * server render would (no window), and type-checked with skipLibCheck off. Measures
 * what the install weighs and how many packages it brings (goal: none but itself).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyPackages, emptyApp, installTarball, packSdk, TSC, type PackResult } from '../e2e/support/scratch-app';

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
  it('ships the ESM, CommonJS and script-tag builds, portico/server, the types, its README and LICENSE, nothing else, and depends on nothing', () => {
    const files = packed.files.map((file) => file.path).sort();
    for (const file of [
      'README.md',
      'LICENSE',
      'dist/portico.mjs',
      'dist/portico.cjs',
      'dist/script/portico.js',
      'dist/script/portico.d.ts',
      'dist/react.mjs',
      'dist/react.cjs',
      'dist/server.mjs',
      'dist/server.cjs',
      'dist/server-only.mjs',
      'dist/server-only.cjs',
      'dist/types/sdk/index.d.ts',
      'dist/types/sdk/server/index.d.ts',
      'dist/types-cjs/sdk/index.d.ts',
      'dist/types-cjs/package.json',
    ]) {
      expect(files).toContain(file);
    }
    expect(
      files.filter(
        (file) =>
          !/^(package\.json|README\.md|LICENSE|dist\/(portico|react|server|server-only)\.(m|c)js|dist\/script\/(portico\.js|portico\.d\.ts|package\.json)|dist\/types(-cjs)?\/.+\.d\.ts|dist\/types-cjs\/package\.json)$/.test(
            file,
          ),
      ),
    ).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(scratch, 'node_modules/portico/package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.dependencies ?? {}).toEqual({});
    // React only for portico/react, and only if the app has it: an optional peer, never installed by us.
    expect(manifest.peerDependenciesMeta).toEqual({ react: { optional: true } });
    expect(manifest.version).toBe((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version);
    const installed = readdirSync(join(scratch, 'node_modules')).filter((name) => !name.startsWith('.'));
    console.log(
      `portico package: ${(statSync(join(scratch, packed.filename)).size / 1024).toFixed(1)} KB packed, ${(sizeOf(join(scratch, 'node_modules/portico')) / 1024).toFixed(1)} KB installed, ${installed.length - 1} dependencies`,
    );
    expect(installed).toEqual(['portico']);
  });

  it('imports where there is no window (a server render) and init() says so', () => {
    const script =
      "const { init, PorticoError } = await import('portico'); const error = await init().catch((e) => e); console.log(typeof init, error instanceof PorticoError, error.code, error.audience);";
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: scratch, encoding: 'utf8' });
    expect(out.trim()).toBe('function true not_in_browser merchant');
  });

  it('require()s from CommonJS where there is no window, and portico/react too (with "use client" first)', () => {
    const script = "const { init, PorticoError } = require('portico'); init().catch((e) => console.log(typeof init, e instanceof PorticoError, e.code));";
    const out = execFileSync(process.execPath, ['--input-type=commonjs', '-e', script], { cwd: scratch, encoding: 'utf8' });
    expect(out.trim()).toBe('function true not_in_browser');
    const react = emptyApp('react-cjs');
    installTarball(react, join(scratch, packed.filename));
    copyPackages(react, ['react']);
    const bindings = execFileSync(
      process.execPath,
      ['--input-type=commonjs', '-e', "const r = require('portico/react'); console.log(typeof r.CardElement, typeof r.useElement, typeof r.PorticoProvider)"],
      { cwd: react, encoding: 'utf8' },
    );
    expect(bindings.trim()).toBe('function function function');
    expect(readFileSync(join(react, 'node_modules/portico/dist/react.cjs'), 'utf8')).toMatch(/^'use client';\n/);
  });

  it('type-checks portico and portico/react under moduleResolution node10, node16 (ESM and CommonJS) and bundler, skipLibCheck off', () => {
    const app = emptyApp('module-resolutions');
    installTarball(app, join(scratch, packed.filename));
    copyPackages(app, ['@types/react', 'csstype']);
    const code = [
      "import { init, type PorticoErrorCode } from 'portico';",
      "import { CardElement, useElement, type ElementProps } from 'portico/react';",
      "import 'portico/portico.js'; // the script-tag build: its types declare the global it defines, Portico",
      'export async function pay(intent_id: string, client_secret: string): Promise<string> {',
      "  const card = (await init()).createElement('card', { intent_id, client_secret });",
      "  return (await card.mount('#card').confirm()).status;",
      '}',
      'export const Card = CardElement;',
      'export const pick: typeof useElement = useElement;',
      "export const props: ElementProps<'card'> = { intent_id: 'int_1', client_secret: 's', name: 'gift' };",
      'export const viaScriptTag: Promise<unknown> = Portico.init();',
      '// @ts-expect-error -- a misspelt code is not a PorticoErrorCode',
      "export const typo: PorticoErrorCode = 'issuer_decline';",
      '',
    ].join('\n');
    const setups = {
      node10: { type: 'commonjs', module: 'commonjs', moduleResolution: 'node10' },
      'node16-esm': { type: 'module', module: 'node16', moduleResolution: 'node16' },
      'nodenext-cjs': { type: 'commonjs', module: 'nodenext', moduleResolution: 'nodenext' },
      bundler: { type: 'module', module: 'esnext', moduleResolution: 'bundler' },
    } as const;
    const results: Record<string, string> = {};
    for (const [name, { type, module, moduleResolution }] of Object.entries(setups)) {
      const dir = join(app, name);
      mkdirSync(dir);
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ type }));
      writeFileSync(join(dir, 'checkout.ts'), code);
      writeFileSync(
        join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            noEmit: true,
            skipLibCheck: false,
            module,
            moduleResolution,
            target: 'es2022',
            lib: ['es2022', 'dom'],
            types: [],
            ignoreDeprecations: '6.0',
          },
          files: ['checkout.ts'],
        }),
      );
      const run = spawnSync(process.execPath, [TSC, '-p', dir], { cwd: dir, encoding: 'utf8' });
      results[name] = `${run.status} ${run.stdout}${run.stderr}`.trim();
    }
    expect(results).toEqual({ node10: '0', 'node16-esm': '0', 'nodenext-cjs': '0', bundler: '0' });
  }, 120_000);

  it("type-checks a merchant's code against its types with skipLibCheck off, and catches a misspelt error code", () => {
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
        '// @ts-expect-error -- a misspelt code is not a PorticoErrorCode',
        "export const typo: PorticoErrorCode = 'issuer_decline';",
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(scratch, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          lib: ['es2022', 'dom'],
          types: [],
        },
        files: ['checkout.ts'],
      }),
    );
    expect(() => execFileSync(process.execPath, [TSC, '-p', scratch], { cwd: scratch, encoding: 'utf8', stdio: 'pipe' })).not.toThrow();
  }, 60_000);
});
