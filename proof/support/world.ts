/**
 * The loopback world the browser scenarios share: one `startServers()` (the checkout
 * origin on 127.0.0.1 and the demo merchant on localhost, cross-site as in production,
 * exactly as the end-to-end suite runs them) and one headless Chromium. Started by the
 * first scenario that asks for it, closed once by the runner.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../e2e/support/chromium';
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';
import { SDK_VERSION, startServers, type RunningServers } from '../../e2e/support/servers';

export interface World {
  readonly servers: RunningServers;
  readonly browser: Browser;
  /** A fresh context of `browser`, ready for the scenarios' in-page code (see `KEEP_NAMES_SHIM`). */
  newContext(): Promise<BrowserContext>;
  /** The sandbox's SQLite file: its record of executed writes is where charges are counted (charges.ts). */
  readonly stateFile: string;
  /** The SDK's script tag address on the checkout origin. */
  readonly sdkUrl: string;
}

export interface LazyWorld {
  get(): Promise<World>;
  close(): Promise<void>;
}

/**
 * tsx compiles the scenarios with esbuild's keepNames: a function named inside a
 * `page.evaluate` callback arrives in the page wrapped in `__name(…)`, a helper that
 * exists in Node only. The page gets one that does nothing.
 */
const KEEP_NAMES_SHIM = 'globalThis.__name = (target) => target;';

async function startWorld(): Promise<World> {
  const executablePath = ensureChromium();
  if (!executablePath) throw new Error('no Chromium: see the line above');
  const stateFile = join(mkdtempSync(join(tmpdir(), 'portico-proof-')), 'state.db');
  const servers = await startServers({
    merchantPort: 0,
    checkoutPort: 0,
    merchantHost: 'localhost',
    checkoutHost: '127.0.0.1',
    stateFile,
    quiet: true,
  });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS }).catch(async (error: unknown) => {
    await servers.close();
    throw error;
  });
  const newContext = async () => {
    const context = await browser.newContext();
    await context.addInitScript({ content: KEEP_NAMES_SHIM });
    return context;
  };
  return { servers, browser, newContext, stateFile, sdkUrl: `${servers.checkoutUrl}/sdk/v${SDK_VERSION}/portico.js` };
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

/** Runs `use` in a fresh browser context of `world`, closed afterwards whatever happens. */
export async function inContext<T>(world: World, use: (context: BrowserContext) => Promise<T>): Promise<T> {
  const context = await world.newContext();
  try {
    return await use(context);
  } finally {
    await context.close();
  }
}

/** `times` rounds of `round`, one after another. */
export async function rounds<T>(times: number, round: () => Promise<T>): Promise<T[]> {
  const done: T[] = [];
  for (let i = 0; i < times; i += 1) done.push(await round());
  return done;
}
