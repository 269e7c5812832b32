/**
 * The loopback world the browser scenarios share: one `startServers()` (the checkout
 * origin on 127.0.0.1 and the demo merchant on localhost, cross-site as in production,
 * exactly as the end-to-end suite runs them) and one headless Chromium. Started by the
 * first scenario that asks for it, closed once by the runner.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../e2e/support/chromium';
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';
import { SDK_VERSION, startServers, type RunningServers } from '../../scripts/servers';

export interface World {
  readonly servers: RunningServers;
  readonly browser: Browser;
  /** The sandbox's SQLite file: its record of executed writes is where charges are counted (charges.ts). */
  readonly stateFile: string;
  /** The SDK's script tag address on the checkout origin. */
  readonly sdkUrl: string;
}

export interface LazyWorld {
  get(): Promise<World>;
  close(): Promise<void>;
}

async function startWorld(): Promise<World> {
  const executablePath = ensureChromium();
  if (!executablePath) throw new Error('no Chromium: see the line above');
  const stateFile = join(mkdtempSync(join(tmpdir(), 'portico-proof-')), 'state.db');
  const servers = await startServers({
    merchantPort: 0, checkoutPort: 0, merchantHost: 'localhost', checkoutHost: '127.0.0.1', stateFile, quiet: true,
  });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS }).catch(async (error: unknown) => {
    await servers.close();
    throw error;
  });
  return { servers, browser, stateFile, sdkUrl: `${servers.checkoutUrl}/sdk/v${SDK_VERSION}/portico.js` };
}

export function lazyWorld(): LazyWorld {
  let started: Promise<World> | null = null;
  return {
    get: () => (started ??= startWorld()),
    async close() {
      if (!started) return;
      const world = await started.catch(() => null);
      started = null;
      if (!world) return;
      await world.browser.close();
      await world.servers.close();
    },
  };
}

/** For the pure scenarios' unit tests: a world that must not be asked for. */
export const NO_WORLD: LazyWorld = {
  get: () => Promise.reject(new Error('this scenario runs in Node only: it has no browser world')),
  close: () => Promise.resolve(),
};
