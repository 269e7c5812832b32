/**
 * The drop-in's saved methods for `npm run screenshots` (scripts/screenshots.ts calls
 * `shootSaved` once per width and colour scheme): a signed-in shopper's list (a saved
 * Visa chosen), the CVC refused, the removal's dialog, a new card with "save this
 * card", and the list in Arabic (right to left). Alone, against fresh servers:
 * `node --import tsx scripts/screenshots-saved.ts` (after `npm run build`).
 */
import { pathToFileURL } from 'node:url';
import type { Browser, FrameLocator, Page } from '@playwright/test';

interface Shot {
  readonly browser: Browser;
  readonly merchantUrl: string;
  readonly width: number;
  readonly scheme: 'light' | 'dark';
  readonly out: string;
}

/** Waits until the drop-in's iframe has grown to its content (onResize, debounced 60 ms). */
async function fitFrame(page: Page): Promise<void> {
  const inner = page.frames().find((f) => f.url().includes('#/elements/dropin'));
  if (!inner) throw new Error('no drop-in frame');
  const height = await inner.evaluate(() => Math.ceil(document.querySelector('.portico-dropin')!.getBoundingClientRect().height));
  await page.waitForFunction((h) => (document.querySelector<HTMLIFrameElement>('#dropin iframe')?.offsetHeight ?? 0) >= h, height);
}

async function open(page: Page, merchantUrl: string, query: string): Promise<FrameLocator> {
  await page.goto(`${merchantUrl}/dropin.html?customer=1&${query}`);
  const frame = page.frameLocator('#dropin iframe');
  await frame.getByRole('radiogroup').waitFor();
  await fitFrame(page);
  return frame;
}

export async function shootSaved({ browser, merchantUrl, width, scheme, out }: Shot): Promise<void> {
  const name = (what: string) => `${out}/${what}-${width}-${scheme}.png`;
  const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme: scheme });
  try {
    const page = await context.newPage();
    const shopper = `shots_${width}_${scheme}`;
    const frame = await open(page, merchantUrl, `shopper=${shopper}`);
    await page.screenshot({ path: name('dropin-saved'), fullPage: true });
    // Pay without the CVC: refused in the frame, the field named.
    await frame.locator('.portico-dropin__pay').click();
    await frame
      .getByRole('alert')
      .filter({ hasText: /security code/ })
      .waitFor();
    await fitFrame(page);
    await page.screenshot({ path: name('dropin-saved-cvc'), fullPage: true });
    // The removal's confirmation.
    await frame.getByRole('button', { name: /^Remove Visa/ }).click();
    await frame.getByRole('alertdialog').waitFor();
    await fitFrame(page);
    await page.screenshot({ path: name('dropin-saved-remove'), fullPage: true });
    await frame.getByRole('button', { name: 'Keep' }).click();
    // The list is back and the frame grows to it (debounced): a click before would land where the frame was.
    await frame.getByRole('radiogroup').waitFor();
    await fitFrame(page);
    // A new card, with the box to save it.
    await frame.getByRole('radio', { name: 'Use a new payment method' }).check();
    await frame.getByRole('checkbox', { name: /Save this card/ }).waitFor();
    await fitFrame(page);
    await page.screenshot({ path: name('dropin-saved-new'), fullPage: true });
    // Right to left.
    await open(page, merchantUrl, `shopper=${shopper}&lang=ar`);
    await page.screenshot({ path: name('dropin-saved-ar'), fullPage: true });
  } finally {
    await context.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { shootAlone } = await import('./screenshots-alone');
  await shootAlone(shootSaved);
}
