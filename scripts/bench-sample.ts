/**
 * One mount → ready sample for the bench (scripts/bench.ts) and its A/B form
 * (scripts/bench-compare.ts): a fresh browser context (empty cache), the merchant page with
 * the SDK, then the card element or a baseline frame (empty, or a React 19 floor), cold or after init()'s warm-up.
 * `ms` is from mount() (or the baseline iframe's insertion) to the SDK's `ready` (or the baseline's
 * message), on the merchant page's clock. A `card` sample types nothing: nothing but the page and
 * the frame runs during its mount. A `card-key` sample mounts the card the same way and presses one
 * key into its number field as soon as the frame reports one (scripts/bench-first-key.ts): its
 * `firstKey` is what the frame recorded, its `ms` is not an onReady figure (the key and its round
 * trips ran during the mount) and the bench does not report it as one.
 */
import type { Browser, Page } from '@playwright/test';
import type { BenchServers } from './bench-servers-process';
import { SDK_VERSION } from '../e2e/support/servers';
import { armFirstKey } from './bench-first-key';

/** The card element (`card-key`: with its first key pressed), or a baseline frame that posts the bench's ready message (scripts/bench-servers.ts). */
export type Mode = 'card' | 'card-key' | 'empty' | 'react' | 'react-i18next';
const BASELINE_URL = { empty: 'emptyFrameUrl', react: 'reactFrameUrl', 'react-i18next': 'i18nextFrameUrl' } as const satisfies Record<
  Exclude<Mode, 'card' | 'card-key'>,
  keyof BenchServers
>;

/** BENCH_FIRST_KEY=0 leaves the first-key samples out (the bench and bench:compare then mount the card for onReady only). */
export const FIRST_KEY = process.env.BENCH_FIRST_KEY !== '0';

/** The card's first key, as its frame recorded it: ms from mount() to a number field in its document, and to the key accepted. */
export interface FirstKey {
  readonly fieldMs: number;
  readonly keyMs: number;
}

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

/** The time from mount() to ready (for `card-key`, to the first key accepted too), and the checkout's scripts that had arrived by then. */
export async function sampleMount(
  browser: Browser,
  servers: BenchServers,
  mode: Mode,
  warm: boolean,
  intent: Intent,
): Promise<{ ms: number; wiredMs: number | null; firstKey: FirstKey | null; scriptsBeforeReady: string[] }> {
  const context = await browser.newContext();
  const firstKey = mode === 'card-key' ? await armFirstKey(context) : null;
  const page = await context.newPage();
  await page.goto(servers.merchantUrl);
  await page.addScriptTag({ url: `${servers.checkoutUrl}/sdk/v${SDK_VERSION}/portico.js` });
  const card = mode === 'card' || mode === 'card-key';
  const baselineUrl = card ? '' : servers[BASELINE_URL[mode]];
  if (baselineUrl === undefined) throw new Error(`the bench's servers serve no ${mode} frame: start them with { floor: true }`);
  const result = await page.evaluate(
    async ({ card, warm, intent, baselineUrl, warmUpMs }) => {
      const w = window as unknown as { Portico: typeof import('../sdk/index') };
      const portico = await w.Portico.init();
      // A baseline's own warm-up, as init()'s warm-up frame is the card's: the same frame once, unseen, left in place.
      if (warm && !card && !baselineUrl.includes('/empty-frame.html')) {
        const warmUp = document.body.appendChild(document.createElement('iframe'));
        warmUp.style.cssText = 'position:absolute;width:1px;height:1px;opacity:0;pointer-events:none';
        warmUp.src = `${baselineUrl}#${encodeURIComponent(location.origin)}`;
      }
      if (warm) await new Promise((r) => setTimeout(r, warmUpMs));
      const host = document.body.appendChild(document.createElement('div'));
      const start = performance.now();
      if (card) {
        const el = portico.createElement('card', intent);
        await new Promise<void>((resolve, reject) => {
          el.on('ready', () => resolve());
          el.on('error', (e) => reject(new Error(e.code)));
          el.mount(host);
        });
      } else {
        await new Promise<void>((resolve) => {
          const iframe = document.createElement('iframe');
          addEventListener('message', (e) => e.data === 'portico-bench-empty-ready' && e.source === iframe.contentWindow && resolve());
          iframe.src = `${baselineUrl}#${encodeURIComponent(location.origin)}`;
          host.appendChild(iframe);
        });
      }
      const end = performance.now();
      return { ms: end - start, readyAt: performance.timeOrigin + end, startedAt: performance.timeOrigin + start };
    },
    { card, warm, intent, baselineUrl, warmUpMs: WARM_UP_MS },
  );
  const scriptsBeforeReady = card ? await frameScriptsBy(page, servers.checkoutUrl, result.readyAt) : [];
  const wiredAt = mode === 'card' ? await frameWiredAt(page, servers.checkoutUrl) : null;
  const times = firstKey ? await firstKey() : null;
  await context.close();
  return {
    ms: result.ms,
    wiredMs: wiredAt === null ? null : wiredAt - result.startedAt,
    firstKey: times && { fieldMs: times.fieldAt - result.startedAt, keyMs: times.keyAt - result.startedAt },
    scriptsBeforeReady,
  };
}

/** The element's frame on the sample's page: the checkout's, and not init()'s warm-up frame (`/elements/loading`). */
const elementFrame = (page: Page, checkoutUrl: string) =>
  page.frames().find((one) => one.url().startsWith(checkoutUrl) && !one.url().includes('/elements/loading'));

/**
 * When the card frame's runtime took its boot markup over (epoch ms, the frame's own clock): its
 * `portico-boot-taken` mark, set in the commit that sends the runtime's onReady, which a confirm()
 * waits for. `null` when the frame showed no boot markup (then onReady is the runtime's already).
 */
async function frameWiredAt(page: Page, checkoutUrl: string): Promise<number | null> {
  const frame = elementFrame(page, checkoutUrl);
  if (!frame) return null;
  const handle = await frame.waitForFunction(
    () => {
      const taken = performance.getEntriesByName('portico-boot-taken')[0];
      if (taken) return performance.timeOrigin + taken.startTime;
      // No boot markup was shown, or it is gone without a take-over: nothing to wait for.
      return performance.getEntriesByName('portico-boot').length === 0 ? -1 : false;
      // An interval, not animation frames: the frame is not painted once the sample's work is done.
    },
    undefined,
    { polling: 20, timeout: 10_000 },
  );
  const at = (await handle.jsonValue()) as number;
  return at < 0 ? null : at;
}

/**
 * The scripts the element's frame had received by `readyAt` (epoch ms), from its own resource timing:
 * its module scripts and what its document modulepreloads (whose responses the page's network events
 * may report only after ready, though the frame had them).
 */
async function frameScriptsBy(page: Page, checkoutUrl: string, readyAt: number): Promise<string[]> {
  const frame = elementFrame(page, checkoutUrl);
  if (!frame) return [];
  return frame.evaluate(
    ({ readyAt, checkoutUrl }) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.startsWith(checkoutUrl) && new URL(entry.name).pathname.endsWith('.js'))
        .filter((entry) => performance.timeOrigin + (entry as PerformanceResourceTiming).responseEnd <= readyAt)
        .map((entry) => entry.name),
    { readyAt, checkoutUrl },
  );
}
