/** docs/going-live.md shows the edge configuration that is tested, and tells the rules the edge applies. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { documentPolicy } from '../../sandbox/static/content-security-policy';
import { PERMISSIONS_POLICY } from '../../sandbox/static/document-headers';
import { ENVIRONMENTS } from '../../runtime/platform/env/environment';
import { CAPTCHA_SETUPS } from '../../runtime/platform/captcha/captcha-setup';
import { GOOGLE_PAY_SCRIPTS } from '../../runtime/features/wallets/common/wallet-scripts';
import { FINGERPRINT_SCRIPTS, fingerprintScriptUrl } from '../../runtime/platform/fingerprint/fingerprint-script';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const doc = readFileSync(join(ROOT, 'docs/going-live.md'), 'utf8');

describe('docs/going-live.md', () => {
  it('shows examples/edge/edge.config.json as it is', () => {
    const shown = /```json\n([\s\S]*?)```/.exec(doc)?.[1];
    expect(shown).toBe(readFileSync(join(ROOT, 'examples/edge/edge.config.json'), 'utf8'));
  });

  it('states the document policy and permissions the sandbox and the edge send', () => {
    const policy = documentPolicy('<script>x</script><style>y</style>').replace(/'sha256-[^']+'/g, "'sha256-…'");
    expect(doc).toContain(`| \`Content-Security-Policy\` | \`${policy}\``);
    expect(doc).toContain(`| \`Permissions-Policy\` | \`${PERMISSIONS_POLICY}\` |`);
  });

  it('lists every environment of runtime/env/environment.ts', () => {
    for (const name of Object.keys(ENVIRONMENTS)) expect(doc).toContain(`| \`${name}\` |`);
  });

  it('names every third-party origin the runtime loads a script from in a deployed environment', () => {
    const absolute = (url: string) => /^https:/.test(url);
    const origins = new Set<string>();
    for (const [env, vendors] of Object.entries(CAPTCHA_SETUPS))
      if (env !== 'local') for (const v of Object.values(vendors)) if (absolute(v.script)) origins.add(new URL(v.script).origin);
    for (const [env, setup] of Object.entries(GOOGLE_PAY_SCRIPTS)) if (env !== 'local') origins.add(new URL(setup.script).origin);
    expect(origins.size).toBeGreaterThanOrEqual(3);
    for (const origin of origins) expect(doc, origin).toContain(`\`${origin}\``);
    // The fingerprint script: the API host with `static` for `api`, as the page says.
    expect(
      Object.entries(FINGERPRINT_SCRIPTS)
        .filter(([env]) => env !== 'local')
        .every(([, f]) => f.staticHost),
    ).toBe(true);
    const url = new URL(fingerprintScriptUrl({ name: 'staging', apiBase: 'https://api-staging.example.com' }, { sessionId: 's', disable3rdTracking: false }));
    expect(url.origin).toBe('https://static-staging.example.com');
    expect(doc).toContain('`https://static[-env].{domain}`');
  });

  it('the built runtime names no API address: the environment table is all it goes by', () => {
    const js = join(ROOT, 'dist/runtime/static/js');
    const files = [
      join(ROOT, 'dist/runtime/index.html'),
      ...readdirSync(js)
        .filter((f) => f.endsWith('.js'))
        .map((f) => join(js, f)),
    ];
    expect(files.length).toBeGreaterThan(10);
    for (const file of files)
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/https?:\/\/(?:localhost|127\.0\.0\.1|api(?:-dev|-staging|-demo)?\.)|portico\.dev/);
  });
});

describe('what docs/going-live.md says the build writes', () => {
  it("the precompression it names is the build's", async () => {
    // @ts-expect-error: a plain .mjs build script.
    const { MIN_BYTES } = (await import('../../scripts/precompress.mjs')) as { MIN_BYTES: number };
    expect(MIN_BYTES).toBe(1024);
    expect(doc).toContain('of 1 KiB or more | brotli (quality 11) and gzip (level 9)');
    const locales = readdirSync(join(ROOT, 'dist/runtime/locales')).filter((f) => f.endsWith('.json'));
    expect(doc).toContain(`the ${locales.length} translations beside English`);
  });
});
