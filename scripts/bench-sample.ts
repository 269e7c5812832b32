/**
 * One mount → ready sample for the bench (scripts/bench.ts) and its A/B form
 * (scripts/bench-compare.ts): a fresh browser context (empty cache), the merchant page with
 * the SDK, then the card element or a baseline frame (empty, or a React 19 floor), cold or after init()'s warm-up.
 */
import type { Browser, Page } from '@playwright/test';
import type { BenchServers } from './bench-servers-process';
import { SDK_VERSION } from '../e2e/support/servers';

/** The card element, or a baseline frame that posts the bench's ready message (scripts/bench-servers.ts). */
export type Mode = 'card' | 'empty' | 'react' | 'react-i18next';
const BASELINE_URL = { empty: 'emptyFrameUrl', react: 'reactFrameUrl', 'react-i18next': 'i18nextFrameUrl' } as const satisfies Record<
  Exclude<Mode, 'card'>,
  keyof BenchServers
>;
export interface Intent {
  readonly intent_id: string;
  readonly client_secret: string;
}

// WARM_UP_MS: the time between init() and a warm mount (1500); longer shows a mount after the warm-up's work is done.
const WARM_UP_MS = Number(process.env.WARM_UP_MS ?? 1500);

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export async function createIntent(servers: Pick<BenchServers, 'merchantUrl'>): Promise<Intent> {
  const created = (await (await fetch(`${servers.merchantUrl}/api/create-intent`, { method: 'POST', body: '{}' })).json()) as Intent;
  return { intent_id: created.intent_id, client_secret: created.client_secret };
}

/**
 * The card's first key accepted: from its frame's first navigation, a key pressed into the number
 * field as soon as the driver finds it there and can type (Playwright's own wait for an editable,
 * visible field), taken when the press returned, as wall-clock milliseconds. The driver's round trips
 * count against the figure: it is the latest the key can have been accepted.
 */
async function firstKeyAt(page: Page): Promise<number> {
  const frame = await page.waitForEvent('framenavigated', { predicate: (f) => f.url().includes('#/elements/card'), timeout: 30_000 });
  await frame.locator('input[name="number"]').first().pressSequentially('4', { timeout: 30_000 });
  return Date.now();
}

/** The time from mount() to ready (and, for the card, to its first key accepted), and the checkout's scripts that had arrived by then. */
export async function sampleMount(
  browser: Browser,
  servers: BenchServers,
  mode: Mode,
  warm: boolean,
  intent: Intent,
): Promise<{ ms: number; firstKeyMs: number | null; scriptsBeforeReady: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: Array<{ url: string; at: number }> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(servers.checkoutUrl) && !response.url().includes('/sdk/')) {
      scripts.push({ url: response.url(), at: Date.now() });
    }
  });
  await page.goto(servers.merchantUrl);
  await page.addScriptTag({ url: `${servers.checkoutUrl}/sdk/v${SDK_VERSION}/portico.js` });
  const baselineUrl = mode === 'card' ? '' : servers[BASELINE_URL[mode]];
  if (baselineUrl === undefined) throw new Error(`the bench's servers serve no ${mode} frame: start them with { floor: true }`);
  const firstKey = mode === 'card' ? firstKeyAt(page) : null;
  const result = await page.evaluate(
    async ({ mode, warm, intent, baselineUrl, warmUpMs }) => {
      const w = window as unknown as { Portico: typeof import('../sdk/index') };
      const portico = await w.Portico.init();
      if (warm) await new Promise((r) => setTimeout(r, warmUpMs));
      const host = document.body.appendChild(document.createElement('div'));
      const start = performance.now();
      if (mode === 'card') {
        const el = portico.createElement('card', intent);
        await new Promise<void>((resolve, reject) => {
          el.on('ready', () => resolve());
          el.on('error', (e) => reject(new Error(e.code)));
          el.mount(host);
        });
      } else {
        await new Promise<void>((resolve) => {
          addEventListener('message', (e) => e.data === 'portico-bench-empty-ready' && resolve());
          const iframe = document.createElement('iframe');
          iframe.src = `${baselineUrl}#${encodeURIComponent(location.origin)}`;
          host.appendChild(iframe);
        });
      }
      return { ms: performance.now() - start, readyAt: Date.now(), startedAt: performance.timeOrigin + start };
    },
    { mode, warm, intent, baselineUrl, warmUpMs: WARM_UP_MS },
  );
  const firstKeyMs = firstKey ? (await firstKey) - result.startedAt : null;
  await context.close();
  return { ms: result.ms, firstKeyMs, scriptsBeforeReady: scripts.filter((s) => s.at <= result.readyAt).map((s) => s.url) };
}
