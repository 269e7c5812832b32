/**
 * The Next.js example (examples/nextjs, App Router) as a merchant builds it: `npm pack
 * ./sdk`, a copy of the example with the tarball and Next.js 16 installed from the
 * registry, then `next build` (Turbopack), `next build --webpack` and `next dev`, each
 * served on an origin of its own that is registered with the checkout, each paying with
 * the 3-D Secure challenge card. Its layout is a server component that renders
 * <PorticoProvider> (portico/react's "use client"); the challenge needs the SDK's
 * on-demand module, which both bundlers must leave to the browser.
 *
 * Needs the npm registry (about 25 s to install); about 4 minutes on 2 cores in all.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { emptyApp, packSdk } from './support/scratch-app';
import { expect, test } from './support/fixtures';
import { expectFrameSettled } from './support/frame-settled';
import { registerOrigin, unregisterOrigin } from './support/registered-origins';

const EXAMPLE = new URL('../examples/nextjs/', import.meta.url).pathname;
const CHALLENGE_CARD = '4000000000003220';
const BANK_CODE = '1234';

test.describe.configure({ mode: 'serial' });

let app = '';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const tarballs = emptyApp('next-tarball');
  const packed = packSdk(tarballs);
  app = emptyApp('nextjs-shop');
  cpSync(EXAMPLE, app, { recursive: true, filter: (source) => !/\/(node_modules|\.next)(\/|$)/.test(source) });
  const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  manifest.dependencies.portico = `file:${join(tarballs, packed.filename)}`;
  writeFileSync(join(app, 'package.json'), JSON.stringify(manifest, null, 2));
  const started = Date.now();
  execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: app, stdio: ['ignore', 'ignore', 'inherit'] });
  console.log(`nextjs: npm install ${((Date.now() - started) / 1000).toFixed(0)} s`);
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, 'localhost', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const NEXT = () => join(app, 'node_modules/next/dist/bin/next');

function env(checkoutUrl: string): NodeJS.ProcessEnv {
  return { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_PUBLIC_PORTICO_CHECKOUT: checkoutUrl, PORTICO_API: checkoutUrl };
}

/** Starts `next start` or `next dev` on its own process group (so its workers end with it) and waits until it answers. */
async function serve(mode: 'start' | 'dev', args: readonly string[], checkoutUrl: string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [NEXT(), mode, '-p', String(port), '-H', 'localhost', ...args], {
    cwd: app,
    env: env(checkoutUrl),
    detached: true,
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const answered = await fetch(url, { signal: AbortSignal.timeout(60_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (answered === 200) return { url, stop };
    if (answered >= 500) {
      stop();
      throw new Error(`next ${mode} answered ${answered}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`next ${mode} did not answer in 90 s`);
}

for (const [name, build, serveMode, serveArgs] of [
  ['next build (Turbopack)', ['build'], 'start', []],
  ['next build --webpack', ['build', '--webpack'], 'start', []],
  ['next dev (Turbopack)', null, 'dev', []],
] as const) {
  test(`${name}: the App Router shop pays with the 3-D Secure challenge card`, async ({ page, checkoutUrl }) => {
    test.setTimeout(240_000);
    if (build) {
      const started = Date.now();
      execFileSync(process.execPath, [NEXT(), ...build], { cwd: app, env: env(checkoutUrl), stdio: ['ignore', 'ignore', 'inherit'] });
      console.log(`nextjs: ${name} ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    const server = await serve(serveMode, serveArgs, checkoutUrl);
    await registerOrigin(checkoutUrl, server.url);
    try {
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.goto(server.url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay 19.99 USD');
      const frame = page.frameLocator('main iframe');
      await frame.locator('input[name="number"]').fill(CHALLENGE_CARD);
      await frame.locator('input[name="expiry"]').fill('12 / 34');
      await frame.locator('input[name="cvc"]').fill('123');
      await expect(page.locator('#pay')).toBeEnabled();
      await expectFrameSettled(page.locator('main iframe'));
      await page.locator('#pay').click();
      // The bank's page, inside the challenge the SDK loaded from the checkout origin at run time.
      const bank = page.frameLocator('dialog[data-portico-3ds] iframe').frameLocator('iframe[name="portico-acs"]');
      await bank.locator('#otp').fill(BANK_CODE);
      await bank.locator('button[value="submit"]').click();
      await expect(page).toHaveURL(/\/paid\?intent_id=int_/, { timeout: 30_000 });
      await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
      await expect(page.locator('#detail')).toContainText('19.99 USD');
      expect(pageErrors).toEqual([]);
    } finally {
      server.stop();
      await unregisterOrigin(checkoutUrl, server.url);
    }
  });
}
