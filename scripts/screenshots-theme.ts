/**
 * Languages and theming (issue 12): the card element after a decline in Japanese,
 * Arabic (right to left) and German, and with a merchant's colours that needed
 * adjusting (faint text, a pale brand, a dark background alone), at 320, 375 and
 * 1280 px, light and dark. Run on its own (`node --import tsx
 * scripts/screenshots-theme.ts`, after `npm run build`), or call `shootTheme` from
 * scripts/screenshots.ts.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { shootAlone, type Shots } from './screenshots-alone';

const DECLINED = '4000000000009995';

async function openCard(page: Page, merchantUrl: string, query: string): Promise<void> {
  await page.goto(`${merchantUrl}/card-script.html${query}`);
  await page.locator('#pay').waitFor();
  await page.frameLocator('#card-element iframe').locator('input[name="number"]').waitFor();
}

async function decline(page: Page): Promise<void> {
  const frame = page.frameLocator('#card-element iframe');
  await frame.locator('input[name="number"]').fill(DECLINED);
  await frame.locator('input[name="expiry"]').fill('12 / 34');
  await frame.locator('input[name="cvc"]').fill('123');
  await page.locator('#pay').scrollIntoViewIfNeeded();
  await page.locator('#pay').click();
  await frame.locator('[role="alert"]').waitFor();
  // The frame grows to hold the message (onResize, debounced 60 ms).
  await page.waitForTimeout(200);
}

export async function shootTheme({ browser, merchantUrl, width, scheme, out }: Shots): Promise<void> {
  const context = await browser.newContext({ viewport: { width, height: 700 }, colorScheme: scheme });
  const page = await context.newPage();
  const shot = async (name: string) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${out}/${name}-${width}-${scheme}.png`, fullPage: true });
  };
  for (const language of ['ja', 'ar', 'de']) {
    await openCard(page, merchantUrl, `?lang=${language}`);
    await decline(page);
    await shot(`theme-decline-${language}`);
  }
  for (const [name, query] of [
    ['faint-text', '?text=%23b0b0b0'],
    ['pale-brand', '?brand=%23ffd43b'],
    ['dark-background', '?background=%23101418'],
  ] as const) {
    await openCard(page, merchantUrl, query);
    await page.frameLocator('#card-element iframe').locator('input[name="number"]').focus();
    await shot(`theme-${name}`);
  }
  await context.close();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await shootAlone(shootTheme);
