/**
 * Recurring mode's screenshots (npm run screenshots): the card with the consent's terms,
 * the drop-in in recurring mode, and the hosted page /standalone/recurring before and
 * after saving, and with a link that is not valid.
 */
import type { Browser, Page } from '@playwright/test';

interface Urls {
  readonly merchantUrl: string;
  readonly checkoutUrl: string;
}

/** Waits until the element's iframe has the height of its content (onResize, debounced 60 ms). */
async function settle(page: Page, container: string, body: string): Promise<void> {
  const inner = page.frames().find((f) => f !== page.mainFrame() && f.url().includes('#/elements/'));
  if (!inner) return;
  await page.waitForFunction(
    async ({ container: c }) => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      return (document.querySelector<HTMLIFrameElement>(`${c} iframe`)?.offsetHeight ?? 0) > 60;
    },
    { container, body },
  );
}

async function fillCard(page: Page, frameSelector: string | null): Promise<void> {
  const scope = frameSelector ? page.frameLocator(frameSelector) : page;
  await scope.getByRole('textbox', { name: 'Card number' }).fill('4111111111111111');
  await scope.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
  await scope.getByRole('textbox', { name: 'Security code' }).fill('123');
}

export async function shootRecurring(browser: Browser, urls: Urls, out: string, width: number, scheme: 'light' | 'dark'): Promise<void> {
  const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
  const shot = (name: string) => page.screenshot({ path: `${out}/${name}-${width}-${scheme}.png`, fullPage: true });
  for (const [name, query] of [
    ['recurring-card', ''],
    ['recurring-dropin', '?kind=dropin'],
  ] as const) {
    await page.goto(`${urls.merchantUrl}/recurring.html${query}`);
    await page.frameLocator('#element iframe').getByRole('heading', { name: 'Saved for future payments' }).waitFor();
    await settle(page, '#element', name);
    await shot(name);
  }
  // The hosted page: as the shopper lands, then saved.
  await page.goto(`${urls.merchantUrl}/recurring.html?hosted=1`);
  await page.getByRole('link', { name: 'Continue to the secure page' }).click();
  await page.locator('.portico-consent-terms').waitFor();
  await page.getByRole('button', { name: 'Agree and save' }).waitFor();
  await shot('recurring-page');
  await fillCard(page, null);
  await page.getByRole('button', { name: 'Agree and save' }).click();
  await page.getByRole('heading', { name: 'Payment method saved' }).waitFor();
  await shot('recurring-page-saved');
  await page.goto(
    `${urls.checkoutUrl}/#/standalone/recurring?options=${encodeURIComponent(JSON.stringify({ client_secret: 'x.y.z', consent_id: 'cst_nope' }))}`,
  );
  await page.getByRole('alert').waitFor();
  await shot('recurring-page-invalid');
  await page.close();
}
