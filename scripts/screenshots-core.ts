/**
 * The screens the shopper's-eye issue compares before and after (card, drop-in as a list
 * and as tabs, the 3-D Secure overlay, the hosted page) at 375 and 1280 px, light and dark.
 * Run in any tree: `node --import tsx scripts/screenshots-core.ts` (output: BA_OUT).
 */
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { openChallenge, startShotRun } from './screenshots-alone';

const OUT = process.env.BA_OUT ?? '.portico/screenshots/core';
// A fixed pause is fine here: these are pictures to look at, not a test.
const settle = (page: Page) => page.waitForTimeout(1500);
mkdirSync(OUT, { recursive: true });

const { servers, browser } = await startShotRun();
try {
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [375, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 800 }, colorScheme: scheme });
      const name = (n: string) => `${OUT}/${n}-${width}-${scheme}.png`;
      await page.goto(`${servers.merchantUrl}/card-script.html`);
      await page.locator('#pay:not([disabled])').waitFor();
      await settle(page);
      await page.screenshot({ path: name('card'), fullPage: true });
      for (const [n, q] of [
        ['dropin-list', '?layout=accordion'],
        ['dropin-tabs', '?layout=tab'],
      ] as const) {
        await page.goto(`${servers.merchantUrl}/dropin.html${q}`);
        await page.frameLocator('#dropin iframe').locator('.portico-dropin__pay').waitFor();
        await settle(page);
        await page.screenshot({ path: name(n), fullPage: true });
      }
      await openChallenge(page, servers.merchantUrl);
      await settle(page);
      await page.screenshot({ path: name('3ds-challenge') });
      await page.goto(`${servers.merchantUrl}/hosted.html`);
      await page.getByRole('button', { name: 'Pay on the secure checkout page' }).click();
      await page.locator('.portico-dropin__pay').waitFor();
      await page.emulateMedia({ colorScheme: scheme });
      await settle(page);
      await page.screenshot({ path: name('hosted'), fullPage: true });
      await page.close();
    }
  }
} finally {
  await browser.close();
  await servers.close();
}
