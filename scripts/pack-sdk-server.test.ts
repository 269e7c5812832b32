/**
 * portico/server as a merchant installs it: `npm pack ./sdk`, the tarball installed in an
 * empty app, then a Node script in each module format verifies a signed delivery and
 * refuses a tampered one; with the `browser` condition (what a bundler for the browser
 * resolves) the import throws, naming the mistake, and a Vite build never bundles the
 * client; and a merchant's server code type-checks against the package's own
 * declarations under each module resolution.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { emptyApp, installTarball, packSdk, TSC, viteBuild, writeFiles } from '../e2e/support/scratch-app';

const VITE = new URL('../node_modules/vite/bin/vite.js', import.meta.url).pathname;

let app = '';

beforeAll(() => {
  app = emptyApp('merchant-server');
  const packed = packSdk(app);
  installTarball(app, join(app, packed.filename));
}, 600_000);

/** Signs a delivery as the provider does, checks it, then a changed body: prints the event's type and the refusal's code. */
const CHECK = [
  "const secret = 'whsec_test';",
  "const body = JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded', created_at: new Date().toISOString(), account_id: 'acct_1', data: { object: { id: 'int_1', status: 'SUCCEEDED' } } });",
  'const t = Math.floor(Date.now() / 1000);',
  "const header = `t=${t},v1=${createHmac('sha256', 'whsec_old').update(`${t}.${body}`).digest('hex')},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;",
  'const event = webhooks.verify(body, header, secret);',
  "let refused = 'none';",
  "try { webhooks.verify(body.replace('int_1', 'int_2'), header, secret); } catch (e) { refused = `${e instanceof PorticoServerError} ${e.code} ${e.audience}`; }",
  "console.log(event.type, refused, typeof createPorticoServer({ secretKey: 'sk', baseUrl: 'http://127.0.0.1:9' }).paymentIntents.create);",
].join('\n');
const EXPECTED = 'payment_intent.succeeded true signature_mismatch merchant function';

function node(args: readonly string[], script: string): string {
  return execFileSync(process.execPath, [...args, '-e', script], { cwd: app, encoding: 'utf8' }).trim();
}

describe('portico/server from the packed tarball', () => {
  it("import { … } from 'portico/server' verifies a signed delivery (ESM)", () => {
    const script = `import { createHmac } from 'node:crypto';\nimport { createPorticoServer, PorticoServerError, webhooks } from 'portico/server';\n${CHECK}`;
    expect(node(['--input-type=module'], script)).toBe(EXPECTED);
  });

  it("require('portico/server') verifies a signed delivery (CommonJS)", () => {
    const script = `const { createHmac } = require('node:crypto');\nconst { createPorticoServer, PorticoServerError, webhooks } = require('portico/server');\n${CHECK}`;
    expect(node(['--input-type=commonjs'], script)).toBe(EXPECTED);
  });

  it('throws at import under the browser condition, in both formats, saying what to import instead', () => {
    const esm = node(
      ['--conditions=browser', '--input-type=module'],
      "import('portico/server').then(() => console.log('loaded'), (e) => console.log(e.message));",
    );
    const cjs = node(
      ['--conditions=browser', '--input-type=commonjs'],
      "try { require('portico/server'); console.log('loaded'); } catch (e) { console.log(e.message); }",
    );
    for (const message of [esm, cjs])
      expect(message).toBe("portico/server runs on your server only (it holds your secret key); import 'portico' in the browser.");
    // The browser SDK itself still loads under that condition.
    expect(node(['--conditions=browser', '--input-type=module'], "import('portico').then((m) => console.log(typeof m.init));")).toBe('function');
  });

  it('a browser build (Vite) never holds the client: a named import fails the build, a dynamic one bundles the throw', () => {
    const page = join(app, 'browser-page');
    writeFiles(page, {
      'package.json': JSON.stringify({ name: 'browser-page', private: true, type: 'module' }),
      'index.html': '<!doctype html><script type="module" src="./main.js"></script>',
      'main.js': "import { createPorticoServer } from 'portico/server';\nconsole.log(createPorticoServer);\n",
    });
    // The page resolves the package the app installed.
    symlinkSync(join(app, 'node_modules'), join(page, 'node_modules'));
    const named = spawnSync(process.execPath, [VITE, 'build', '--logLevel', 'error'], { cwd: page, encoding: 'utf8' });
    expect(named.status).not.toBe(0);
    expect(`${named.stdout}${named.stderr}`).toMatch(/not exported by .*portico\/dist\/server-only\.mjs/);

    writeFiles(page, { 'main.js': "import('portico/server').catch((error) => console.error(error.message));\n" });
    const out = viteBuild(page, '/');
    const code = readdirSync(join(out, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(out, 'assets', name), 'utf8'))
      .join('\n');
    expect(code).toContain('portico/server runs on your server only');
    expect(code).not.toMatch(/createHmac|x-api-key|node:crypto/);
  }, 120_000);

  it("type-checks a merchant's server code under node10, node16 (ESM and CommonJS) and bundler, skipLibCheck off, no @types/node", () => {
    const code = [
      "import { createPorticoServer, webhooks, PorticoServerError, type PorticoEvent, type PorticoServerErrorCode } from 'portico/server';",
      "const portico = createPorticoServer({ secretKey: 'sk', baseUrl: 'http://localhost:3100' });",
      'export async function order(): Promise<string> {',
      "  return (await portico.paymentIntents.create({ amount: 25, currency: 'USD' })).client_secret;",
      '}',
      'export function receive(raw: string, header: string | undefined): string | null {',
      "  const event: PorticoEvent = webhooks.verify(raw, header, 'whsec_1');",
      "  return event.type === 'payment_intent.succeeded' ? event.data.object.merchant_order_id : null;",
      '}',
      "export const isMine = (e: unknown): boolean => e instanceof PorticoServerError && e.audience === 'merchant';",
      '// @ts-expect-error -- a misspelt code is not a PorticoServerErrorCode',
      "export const typo: PorticoServerErrorCode = 'signature_invalid';",
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
      const dir = join(app, `types-${name}`);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ type }));
      writeFileSync(join(dir, 'server.ts'), code);
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
          files: ['server.ts'],
        }),
      );
      const run = spawnSync(process.execPath, [TSC, '-p', dir], { cwd: dir, encoding: 'utf8' });
      results[name] = `${run.status} ${run.stdout}${run.stderr}`.trim();
    }
    expect(results).toEqual({ node10: '0', 'node16-esm': '0', 'nodenext-cjs': '0', bundler: '0' });
  }, 120_000);
});
