/**
 * npm run bench:compare -- <runtime A> <runtime B>: the card's mount → ready for two builds of the
 * runtime, interleaved in one run (A B, then B A, …), cold and after init()'s warm-up, and B's
 * median over A's. One bench run's ratio moves by ±0.2 from the next on this machine, so a lever
 * worth a few milliseconds shows only here. Copy dist/runtime aside after each `npm run build`:
 *   npm run build && cp -a dist/runtime /tmp/runtime-a   (then change, build, and)
 *   npm run bench:compare -- /tmp/runtime-a dist/runtime
 * BENCH_MOUNTS sets the mounts per build and mode (30).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from '../e2e/support/chromium';
import { startBenchServers } from './bench-servers-process';
import { createIntent, median, sampleMount } from './bench-sample';

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
  for (const warm of [false, true]) {
    const ms: [number[], number[]] = [[], []];
    for (let i = 0; i < MOUNTS; i++) {
      // Each build goes first every other time: neither gets the quieter half of a pair.
      for (const which of i % 2 ? [1, 0] : [0, 1]) ms[which]!.push((await sampleMount(browser, builds[which]!, 'card', warm, intents[which]!)).ms);
    }
    const [ma, mb] = ms.map(median) as [number, number];
    console.log(`  ${warm ? 'after init() warm-up' : 'cold'}`.padEnd(24) + `A ${ma.toFixed(1)} ms   B ${mb.toFixed(1)} ms   B/A ${(mb / ma).toFixed(3)}`);
  }
} finally {
  await browser.close();
  await Promise.all(builds.map((servers) => servers.close()));
}
