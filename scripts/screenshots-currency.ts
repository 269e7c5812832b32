/**
 * The drop-in's currency switcher (issue 11): an en-GB shopper on a USD intent, at
 * 320, 375 and 1280 px, light and dark: offered, GBP chosen with a card typed, and
 * the notice after a quote ran out (the page's clock moved past it). Run on its own
 * (`node --import tsx scripts/screenshots-currency.ts`, after `npm run build`), or
 * call `shootCurrency` from scripts/screenshots.ts.
 */
import { fileURLToPath } from 'node:url';
import type { Browser, FrameLocator, Page } from '@playwright/test';

const PAST_THE_QUOTE_MS = 6 * 60_000;

export interface CurrencyShots {
  readonly browser: Browser;
  readonly merchantUrl: string;
  readonly width: number;
  readonly scheme: 'light' | 'dark';
  readonly out: string;
}

/** Waits until the drop-in's iframe has grown to its content (onResize, debounced 60 ms). */
async function fitDropin(page: Page): Promise<void> {
  const frame = await (await page.locator('#dropin iframe').elementHandle())?.contentFrame();
  const height = await frame?.evaluate(() => Math.ceil(document.querySelector('.portico-dropin')!.getBoundingClientRect().height));
  await page.waitForFunction((h) => (document.querySelector<HTMLIFrameElement>('#dropin iframe')?.offsetHeight ?? 0) >= h, height ?? 0);
}

export async function shootCurrency({ browser, merchantUrl, width, scheme, out }: CurrencyShots): Promise<void> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme, locale: 'en-GB' });
  const page = await context.newPage();
  await page.clock.install();
  const shot = async (name: string) => {
    await fitDropin(page);
    await page.screenshot({ path: `${out}/${name}-${width}-${scheme}.png`, fullPage: true });
  };
  await page.goto(`${merchantUrl}/dropin.html?amount=10`);
  const frame: FrameLocator = page.frameLocator('#dropin iframe');
  const gbp = frame.getByRole('radio', { name: /^Pay in GBP instead/ });
  await gbp.waitFor();
  await frame.getByRole('textbox', { name: 'Card number' }).waitFor();
  await shot('dropin-currency');
  await gbp.check();
  await frame.getByRole('textbox', { name: 'Card number' }).fill('4111111111111111');
  await frame.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
  await frame.getByRole('textbox', { name: 'Security code' }).fill('123');
  await shot('dropin-currency-chosen');
  await page.clock.setSystemTime(Date.now() + PAST_THE_QUOTE_MS);
  await frame.locator('.portico-dropin__pay').click();
  await frame.getByText(/^The exchange rate expired/).waitFor();
  await shot('dropin-currency-expired');
  await context.close();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { shootAlone } = await import('./screenshots-alone');
  await shootAlone(shootCurrency);
}
