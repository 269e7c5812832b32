/**
 * npm run bench: one run, figures printed, no thresholds.
 *  - SDK IIFE size (gzip)
 *  - the card element's JS fetched by onReady (gzip): its boot markup says ready without waiting for any
 *    (runtime/host/boot/); the runtime's scripts load beside it, and the row after onReady says when the
 *    runtime was wired (took the boot markup over: a confirm() waits for that)
 *  - mount() → ready median over 30 mounts, against an empty iframe's load-and-handshake
 *    median measured in the same run, cold and after init() had time to warm up: the card's
 *    onReady from mounts into which nothing is typed;
 *  - the card's first key accepted, from mounts of its own (`card-key`, scripts/bench-first-key.ts):
 *    from mount() to the first `input` event of its number field, as the frame recorded it, for one
 *    key pressed as soon as the frame reported the field (the boot markup's, runtime/host/boot/,
 *    before the runtime is ready); beside it when the field was there. BENCH_FIRST_KEY=0 leaves it out;
 *  - the floor, cold and warm: the same for a React 19 frame that commits one element, with and without
 *    i18next (scripts/bench-floor/), so the card's own share of its ratio can be told apart; after init(),
 *    beside a warm-up frame of its own.
 * Merchant on localhost, checkout on 127.0.0.1: cross-site, as in production.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from '../e2e/support/chromium';
import { startBenchServers } from './bench-servers-process';
import { createIntent, FIRST_KEY, median, sampleMount, type FirstKey, type Mode } from './bench-sample';

const MOUNTS = Number(process.env.BENCH_MOUNTS ?? 30);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const sdkGzip = gzipSync(readFileSync('dist/sdk/portico.js')).length;
// BENCH_FLOOR=0 leaves the floor frames out (the card's two ratios only).
const floor = process.env.BENCH_FLOOR !== '0';
// In a process of their own (scripts/bench-servers.ts), as a checkout's servers are: not behind this one's Playwright driver.
const servers = await startBenchServers({ floor });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

try {
  const intent = await createIntent(servers);
  const first = await sampleMount(browser, servers, 'card', false, intent);
  let criticalGzip = 0;
  for (const url of new Set(first.scriptsBeforeReady)) {
    criticalGzip += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
  }
  // After init(), each floor frame is mounted beside a warm-up frame of its own, as the card is beside init()'s
  // (scripts/bench-sample.ts): the same frame once, unseen, its code fetched and compiled by the timed mount.
  const rows: string[] = [];
  for (const warm of [false, true]) {
    const modes: readonly Mode[] = ['card', ...(FIRST_KEY ? (['card-key'] as const) : []), 'empty', ...(floor ? (['react', 'react-i18next'] as const) : [])];
    const ms = new Map<Mode, number[]>(modes.map((mode) => [mode, []]));
    const firstKeys: FirstKey[] = [];
    const wired: number[] = [];
    let missedKeys = 0;
    for (let i = 0; i < MOUNTS; i++) {
      // Interleaved, so drift in machine load hits every series alike.
      for (const mode of modes) {
        const sample = await sampleMount(browser, servers, mode, warm, intent);
        ms.get(mode)!.push(sample.ms);
        if (sample.wiredMs !== null) wired.push(sample.wiredMs);
        if (sample.firstKey) firstKeys.push(sample.firstKey);
        else if (mode === 'card-key') missedKeys++;
      }
    }
    const medianOf = (mode: Mode) => {
      const values = ms.get(mode);
      return values ? median(values) : undefined;
    };
    const [c, e, r, i] = [medianOf('card')!, medianOf('empty')!, medianOf('react'), medianOf('react-i18next')];
    rows.push(
      `  ${warm ? 'after init() warm-up' : 'cold'}`.padEnd(24) + `card: onReady ${c.toFixed(1)} ms (${(c / e).toFixed(2)}×)   empty iframe ${e.toFixed(1)} ms`,
    );
    if (wired.length > 0) {
      const w = median(wired);
      rows.push(
        `${''.padEnd(24)}card: runtime wired (a confirm waits for it) ${w.toFixed(1)} ms (${(w / e).toFixed(2)}×; ${wired.length} of ${MOUNTS} mounts)`,
      );
    }
    if (FIRST_KEY) {
      const k = median(firstKeys.map((key) => key.keyMs));
      const f = median(firstKeys.map((key) => key.fieldMs));
      rows.push(
        `${''.padEnd(24)}card: first key accepted ${k.toFixed(1)} ms (${(k / e).toFixed(2)}×), its number field there at ${f.toFixed(1)} ms` +
          ` (separate mounts; ${missedKeys} of ${MOUNTS} took no key)`,
      );
    }
    if (r !== undefined && i !== undefined) {
      rows.push(
        `${''.padEnd(24)}floor: React 19 frame ${r.toFixed(1)} ms (${(r / e).toFixed(2)}×), with i18next ${i.toFixed(1)} ms (${(i / e).toFixed(2)}×); card's onReady over that floor ${(c / i).toFixed(2)}×`,
      );
    }
  }
  console.log(`Portico bench (${MOUNTS} mounts each, medians; merchant ${servers.merchantUrl}, checkout ${servers.checkoutUrl})
  SDK IIFE (dist/sdk/portico.js)         ${kb(sdkGzip)} gzip
  card JS fetched by onReady              ${kb(criticalGzip)} gzip in ${new Set(first.scriptsBeforeReady).size} scripts (the boot markup's onReady waits for none)
  mount() → ready:
${rows.join('\n')}`);
} finally {
  await browser.close();
  await servers.close();
}
// Sandbox confirm latency (issue 3), after the browser figures; BENCH_SANDBOX=0 leaves it out (a mount-only run).
if (process.env.BENCH_SANDBOX !== '0') console.log(await (await import('./bench-sandbox')).sandboxBenchReport());
