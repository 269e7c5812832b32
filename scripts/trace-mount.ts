/**
 * npm run trace: one card mount (cold, or warm after init()'s warm-up frame) under
 * Chromium's tracing, summarised as a timeline from mount() to ready: network
 * responses, script compile/evaluation, and the longest main-thread tasks of the
 * checkout frame's renderer. `TRACE_MODE=cold|warm` (default warm); the raw trace
 * is written to .portico/mount-trace.json for chrome://tracing or Perfetto. WARM_UP_MS: the wait
 * after init() (1500), as in the bench. TRACE_MIN_MS: the shortest task, layout or paint listed (2);
 * the frames' own performance marks (the boot markup's `portico-boot`, `portico-boot-taken`) are listed too.
 * TRACE_RUNTIME: another built runtime to serve than dist/runtime (a copy, as bench:compare takes).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from '../e2e/support/chromium';
import { startBenchServers } from './bench-servers-process';
import { SDK_VERSION } from '../e2e/support/servers';

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly cat: string;
  readonly args?: { readonly data?: Record<string, unknown> };
}

const warm = (process.env.TRACE_MODE ?? 'warm') === 'warm';
const minUs = Number(process.env.TRACE_MIN_MS ?? 2) * 1000;
const servers = await startBenchServers(process.env.TRACE_RUNTIME ? { runtimeDir: process.env.TRACE_RUNTIME } : {});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, '--site-per-process'] });
try {
  const created = (await (await fetch(`${servers.merchantUrl}/api/create-intent`, { method: 'POST', body: '{}' })).json()) as {
    intent_id: string;
    client_secret: string;
  };
  const page = await (await browser.newContext()).newPage();
  await page.goto(servers.merchantUrl);
  await page.addScriptTag({ url: `${servers.checkoutUrl}/sdk/v${SDK_VERSION}/portico.js` });
  // Warm: init() then its warm-up frame's time, before tracing. Cold: init() in the mount's own task below, as
  // the bench's cold mounts do, so no warm-up frame is made (sdk/warm-up.ts) and none competes with the element.
  if (warm) {
    await page.evaluate(
      async (warmUpMs) => {
        const w = window as unknown as { Portico: typeof import('../sdk/index'); portico: unknown };
        w.portico = await w.Portico.init();
        await new Promise((r) => setTimeout(r, warmUpMs));
      },
      Number(process.env.WARM_UP_MS ?? 1500),
    );
  }
  await browser.startTracing(page, {
    // TRACE_PROFILE=1 adds V8's sampling profiler (ProfileChunk events), for which function a long task runs.
    categories: [
      'devtools.timeline',
      'v8.execute',
      'disabled-by-default-devtools.timeline',
      'blink.user_timing',
      'loading',
      'netlog',
      ...(process.env.TRACE_PROFILE === '1' ? ['disabled-by-default-v8.cpu_profiler'] : []),
    ],
  });
  const { start, end } = await page.evaluate(
    async (intent) => {
      type Portico = { createElement: (k: 'card', o: typeof intent) => { on: (e: string, h: () => void) => void; mount: (el: Element) => void } };
      const w = window as unknown as { Portico: { init: () => Promise<Portico> }; portico?: Portico };
      w.portico ??= await w.Portico.init();
      const portico = w.portico;
      const host = document.body.appendChild(document.createElement('div'));
      performance.mark('mount');
      const start = performance.timeOrigin + performance.now();
      await new Promise<void>((resolve) => {
        const el = portico.createElement('card', intent);
        el.on('ready', () => resolve());
        el.mount(host);
      });
      performance.mark('ready');
      return { start, end: performance.timeOrigin + performance.now() };
    },
    { intent_id: created.intent_id, client_secret: created.client_secret },
  );
  const buffer = await browser.stopTracing();
  mkdirSync('.portico', { recursive: true });
  writeFileSync('.portico/mount-trace.json', buffer);
  const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const mark = events.find((e) => e.name === 'mount' && e.cat.includes('blink.user_timing'));
  const t0 = mark?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  const ms = (ts: number) => ((ts - t0) / 1000).toFixed(1).padStart(7);
  const rows: Array<[number, string]> = [];
  const urlOf = new Map<string, string>();
  for (const e of events)
    if (e.name === 'ResourceSendRequest')
      urlOf.set(
        String(e.args?.data?.requestId),
        String(e.args?.data?.url ?? '')
          .replace(servers.checkoutUrl, '')
          .slice(0, 70),
      );
  for (const e of events) {
    if (e.ts < t0) continue;
    const data = e.args?.data ?? {};
    const url = String(data.url ?? '')
      .replace(servers.checkoutUrl, '')
      .slice(0, 70);
    if (e.name === 'ResourceReceiveResponse' || e.name === 'ResourceFinish')
      rows.push([e.ts, `${e.name === 'ResourceFinish' ? 'finish ' : 'response'} ${urlOf.get(String(data.requestId)) ?? String(data.requestId ?? '')}`]);
    if (e.name === 'ResourceSendRequest') rows.push([e.ts, `request  ${url}`]);
    if (e.cat.includes('blink.user_timing') && e.name.startsWith('portico')) rows.push([e.ts, `mark     ${e.name} pid ${e.pid}`]);
    if (
      (e.name === 'EvaluateScript' ||
        e.name === 'v8.compile' ||
        e.name === 'v8.compileModule' ||
        e.name === 'v8.evaluateModule' ||
        e.name === 'FunctionCall' ||
        e.name === 'ParseHTML' ||
        e.name === 'RunTask' ||
        e.name === 'Layout' ||
        e.name === 'UpdateLayoutTree' ||
        e.name === 'ParseAuthorStyleSheet' ||
        e.name === 'Paint') &&
      (e.dur ?? 0) > minUs
    ) {
      rows.push([e.ts, `${e.name.padEnd(18)} ${((e.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms pid ${e.pid} ${url}`]);
    }
  }
  rows.sort((a, b) => a[0] - b[0]);
  console.log(`mount → ready ${(end - start).toFixed(1)} ms (${warm ? 'warm' : 'cold'}); timeline in ms from mount():`);
  for (const [ts, text] of rows) console.log(`${ms(ts)}  ${text}`);
} finally {
  await browser.close();
  await servers.close();
}
