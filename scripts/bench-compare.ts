/**
 * npm run bench:compare -- <runtime A> <runtime B>: the card's mount → ready for two builds of the
 * runtime, interleaved in one run (A B, then B A, …), cold and after init()'s warm-up, and B's
 * median over A's. One bench run's ratio moves by ±0.2 from the next on this machine, so a lever
 * worth a few milliseconds shows only here. Copy dist/runtime aside after each `npm run build`:
 *   npm run build && cp -a dist/runtime /tmp/runtime-a   (then change, build, and)
 *   npm run bench:compare -- /tmp/runtime-a dist/runtime
 * BENCH_MOUNTS sets the mounts per build and mode (30). What is compared: the card's mount() → `ready`
 * on mounts into which nothing is typed, and, in mounts of their own, its first key accepted (mount() to
 * the first `input` event of its number field, as the frame recorded it: scripts/bench-first-key.ts).
 * BENCH_FIRST_KEY=0 leaves the first-key mounts out (half the run).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from '../e2e/support/chromium';
import { startBenchServers } from './bench-servers-process';
import { createIntent, FIRST_KEY, median, sampleMount, type Mode } from './bench-sample';

const MOUNTS = Number(process.env.BENCH_MOUNTS ?? 30);
const dirs = process.argv.slice(2).map((dir) => resolve(dir));
if (dirs.length !== 2 || dirs.some((dir) => !existsSync(`${dir}/index.html`))) {
  console.error('usage: npm run bench:compare -- <built runtime A> <built runtime B> (each a copy of dist/runtime)');
  process.exit(2);
}
const [a, b] = await Promise.all(dirs.map((dir) => startBenchServers({ runtimeDir: dir })));
const builds = [a!, b!] as const;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const intents = await Promise.all(builds.map((servers) => createIntent(servers)));
  console.log(`A ${dirs[0]}\nB ${dirs[1]}\n(${MOUNTS} card mounts each, interleaved; medians)`);
  const modes: readonly Mode[] = FIRST_KEY ? ['card', 'card-key'] : ['card'];
  for (const warm of [false, true]) {
    const ms: Record<Mode, [number[], number[]]> = { card: [[], []], 'card-key': [[], []], empty: [[], []], react: [[], []], 'react-i18next': [[], []] };
    for (let i = 0; i < MOUNTS; i++) {
      // Each build goes first every other time: neither gets the quieter half of a pair.
      for (const mode of modes) {
        for (const which of i % 2 ? [1, 0] : [0, 1]) {
          const sample = await sampleMount(browser, builds[which]!, mode, warm, intents[which]!);
          const figure = mode === 'card' ? sample.ms : sample.firstKey?.keyMs;
          if (figure !== undefined) ms[mode][which]!.push(figure);
        }
      }
    }
    for (const mode of modes) {
      const [ma, mb] = ms[mode].map(median) as [number, number];
      const what = mode === 'card' ? 'onReady' : 'first key';
      console.log(
        `  ${warm ? 'after init() warm-up' : 'cold'} ${what}`.padEnd(34) +
          `A ${ma.toFixed(1)} ms   B ${mb.toFixed(1)} ms   B/A ${(mb / ma).toFixed(3)}` +
          (mode === 'card' ? '' : `   (keys taken: A ${ms[mode][0].length}, B ${ms[mode][1].length} of ${MOUNTS})`),
      );
    }
  }
} finally {
  await browser.close();
  await Promise.all(builds.map((servers) => servers.close()));
}
