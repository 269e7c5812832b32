/**
 * sdk/ready-heights.ts against the built runtime: each kind's frame, on its demo page, is
 * given one width after another (its container's), and its height once settled is read.
 * By default it checks each step of the table (one pixel under the width, and at it) and
 * fails naming a stale row; `npm run ready-heights` measures every step again (widths 240
 * to 1240 px, each change narrowed down to the pixel) and writes the table.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { READY_HEIGHTS } from '../sdk/ready-heights';
import { expect, test } from './support/fixtures';
import { drawnHeight, frameReady, iframeHeight, READY_PAGES } from './support/ready-frames';
import { installApplePay } from './support/wallets';

const MEASURE = process.env.PORTICO_READY_HEIGHTS === 'measure';
const TABLE_FILE = new URL('../sdk/ready-heights.ts', import.meta.url);
const [NARROWEST, WIDEST, STEP] = [240, 1240, 40];
/** Each row measured, one file per row: the tests of one run may be spread over workers. */
const MEASURED_DIR = new URL('../.portico/ready-heights/', import.meta.url);

/** `kind`'s height settled at `width` px: its container that wide, the frame drawn at it and the iframe resized to it. */
async function heightAt(page: Page, kind: string, width: number): Promise<number> {
  await page.locator(`iframe[data-portico-kind="${kind}"]`).evaluate((iframe, px) => {
    iframe.parentElement!.style.cssText += `;width:${px}px;max-width:none;min-width:0;padding:0;box-sizing:content-box`;
  }, width);
  let last = -1;
  await expect
    .poll(
      async () => {
        const [inner, outer] = [await drawnHeight(page, kind), await iframeHeight(page, kind)];
        const settled = inner > 0 && inner === outer && outer === last;
        last = outer;
        return settled;
      },
      { intervals: [150], timeout: 15_000 },
    )
    .toBe(true);
  return last;
}

/** `[height, width, height, …]`: each change of height between the narrowest and widest, at its first pixel. */
async function measureSteps(page: Page, kind: string): Promise<number[]> {
  const steps = [await heightAt(page, kind, NARROWEST)];
  for (let width = NARROWEST + STEP; width <= WIDEST; width += STEP) {
    // Heights only fall as the frame widens: each change within the step, narrowed to its first pixel.
    let below = width - STEP;
    while (below < width && (await heightAt(page, kind, width)) !== steps.at(-1)) {
      let at = width;
      while (at - below > 1) {
        const mid = (below + at) >> 1;
        if ((await heightAt(page, kind, mid)) === steps.at(-1)) below = mid;
        else at = mid;
      }
      steps.push(at, await heightAt(page, kind, at));
      below = at;
    }
  }
  return steps;
}

for (const entry of READY_PAGES) {
  const row = 'row' in entry ? entry.row : undefined;
  test(`ready heights by width: ${row ?? entry.kinds.join(', ')} (${entry.path})`, async ({ page, merchantUrl, checkoutUrl }) => {
    test.setTimeout(MEASURE ? 900_000 : 240_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    if (entry.path === '/apple-pay.html') await installApplePay(page, checkoutUrl);
    await page.goto(`${merchantUrl}${entry.path}`);
    for (const kind of entry.kinds) await expect.poll(() => frameReady(page, kind), { timeout: 20_000 }).toBe(true);
    for (const kind of entry.kinds) {
      const name = (row ?? kind) as keyof typeof READY_HEIGHTS;
      if (MEASURE) {
        const steps = await measureSteps(page, kind);
        console.log(`${name}: [${steps.join(', ')}]`);
        mkdirSync(MEASURED_DIR, { recursive: true });
        writeFileSync(new URL(`${name}.json`, MEASURED_DIR), JSON.stringify(steps));
        continue;
      }
      const steps = READY_HEIGHTS[name];
      expect(await heightAt(page, kind, NARROWEST), `${name} at ${NARROWEST} px (sdk/ready-heights.ts; npm run ready-heights)`).toBe(steps[0]);
      for (let at = 1; at < steps.length; at += 2) {
        const [before, width, after] = [steps[at - 1], steps[at]!, steps[at + 1]];
        expect(await heightAt(page, kind, width - 1), `${name} at ${width - 1} px (npm run ready-heights)`).toBe(before);
        expect(await heightAt(page, kind, width), `${name} at ${width} px (npm run ready-heights)`).toBe(after);
      }
      expect(await heightAt(page, kind, WIDEST), `${name} at ${WIDEST} px (npm run ready-heights)`).toBe(steps.at(-1));
    }
  });
}

test.afterAll(() => {
  if (!MEASURE) return;
  const measured = Object.fromEntries(
    readdirSync(MEASURED_DIR).map((file) => [file.replace('.json', ''), JSON.parse(readFileSync(new URL(file, MEASURED_DIR), 'utf8')) as number[]]),
  );
  const source = readFileSync(TABLE_FILE, 'utf8');
  const rows = Object.entries(READY_HEIGHTS).map(
    ([name, steps]) => `  ${/^[a-z]+$/.test(name) ? name : `'${name}'`}: [${(measured[name] ?? steps).join(', ')}],`,
  );
  writeFileSync(TABLE_FILE, source.replace(/(READY_HEIGHTS[^=]*= \{\n)[^}]*(\n\};)/, `$1${rows.join('\n')}$2`));
});
