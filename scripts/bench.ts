/**
 * npm run bench: one run, figures printed, no thresholds.
 *  - SDK IIFE size (gzip)
 *  - the card element's critical-path JS: every script the frame fetched before onReady (gzip)
 *  - mount() → ready median over 30 mounts, against an empty iframe's load-and-handshake
 *    median measured in the same run, cold and after init() had time to warm up.
 * Merchant on localhost, checkout on 127.0.0.1: cross-site, as in production.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from '../e2e/support/chromium';
import { startBenchServers } from './bench-servers-process';
import { SDK_VERSION } from './servers';

const MOUNTS = Number(process.env.BENCH_MOUNTS ?? 30);
const WARM_UP_MS = 1500;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const sdkGzip = gzipSync(readFileSync('dist/sdk/portico.js')).length;
// In a process of their own (scripts/bench-servers.ts), as a checkout's servers are: not behind this one's Playwright driver.
const servers = await startBenchServers();
const { emptyFrameUrl } = servers;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

type Mode = 'card' | 'empty';

/** One fresh browser context (empty cache) per sample: every mount starts cold. */
async function sample(browser: Browser, mode: Mode, warm: boolean, intent: { intent_id: string; client_secret: string }) {
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
  const result = await page.evaluate(async ({ mode, warm, intent, emptyFrameUrl, warmUpMs }) => {
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
        iframe.src = `${emptyFrameUrl}#${encodeURIComponent(location.origin)}`;
        host.appendChild(iframe);
      });
    }
    return { ms: performance.now() - start, readyAt: Date.now() };
  }, { mode, warm, intent, emptyFrameUrl, warmUpMs: WARM_UP_MS });
  await context.close();
  return { ms: result.ms, scriptsBeforeReady: scripts.filter((s) => s.at <= result.readyAt).map((s) => s.url) };
}

try {
  const created = await (await fetch(`${servers.merchantUrl}/api/create-intent`, { method: 'POST', body: '{}' })).json() as { intent_id: string; client_secret: string };
  const intent = { intent_id: created.intent_id, client_secret: created.client_secret };
  const first = await sample(browser, 'card', false, intent);
  let criticalGzip = 0;
  for (const url of new Set(first.scriptsBeforeReady)) {
    criticalGzip += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
  }
  const rows: string[] = [];
  for (const warm of [false, true]) {
    const card: number[] = [];
    const empty: number[] = [];
    for (let i = 0; i < MOUNTS; i++) {
      // Interleaved, so drift in machine load hits both series alike.
      card.push((await sample(browser, 'card', warm, intent)).ms);
      empty.push((await sample(browser, 'empty', warm, intent)).ms);
    }
    const c = median(card);
    const e = median(empty);
    rows.push(`  ${warm ? 'after init() warm-up' : 'cold'}`.padEnd(24) + `card ${c.toFixed(1)} ms   empty iframe ${e.toFixed(1)} ms   ratio ${(c / e).toFixed(2)}×`);
  }
  console.log(`Portico bench (${MOUNTS} mounts each, medians; merchant ${servers.merchantUrl}, checkout ${servers.checkoutUrl})
  SDK IIFE (dist/sdk/portico.js)         ${kb(sdkGzip)} gzip
  card critical-path JS before onReady   ${kb(criticalGzip)} gzip in ${new Set(first.scriptsBeforeReady).size} scripts
  mount() → ready:
${rows.join('\n')}`);
} finally {
  await browser.close();
  await servers.close();
}
// Sandbox confirm latency (issue 3), after the browser figures; BENCH_SANDBOX=0 leaves it out (a mount-only run).
if (process.env.BENCH_SANDBOX !== '0') console.log(await (await import('./bench-sandbox')).sandboxBenchReport());
