/**
 * The hosted payment page's screenshots (npm run screenshots): the page as the shopper
 * lands from redirectToCheckout(), after a decline, the result pages (paid with no
 * registered success URL, not completed with "Try again"), a broken address, the
 * landing page, and the page refusing a frame.
 */
import type { Browser, Page } from '@playwright/test';

interface Shoot {
  readonly browser: Browser;
  readonly merchantUrl: string;
  readonly checkoutUrl: string;
  readonly width: number;
  readonly scheme: 'light' | 'dark';
  readonly out: string;
}

async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
}

/** The address's options, to open the result pages of the same intent. */
function optionsOf(url: string): Record<string, unknown> {
  return JSON.parse(new URLSearchParams(new URL(url).hash.split('?')[1]).get('options') ?? '{}') as Record<string, unknown>;
}

export async function shootHosted({ browser, merchantUrl, checkoutUrl, width, scheme, out }: Shoot): Promise<void> {
  const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
  // Playwright loses the emulated colour scheme when the tab goes from the merchant's origin to the checkout's: set again before each shot.
  const shot = async (name: string) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.locator(`main[data-mode="${scheme}"]`).waitFor();
    await page.screenshot({ path: `${out}/${name}-${width}-${scheme}.png`, fullPage: true });
  };
  await page.goto(`${merchantUrl}/hosted.html`);
  await page.getByRole('button', { name: 'Pay on the secure checkout page' }).click();
  await page.locator('.portico-dropin__pay').waitFor();
  await shot('hosted-checkout');
  const options = optionsOf(page.url());
  await fillCard(page, '4000000000009995');
  await page.locator('.portico-dropin__pay').click();
  await page.getByRole('alert').first().waitFor();
  await shot('hosted-checkout-declined');
  const result = (route: string, extra: Record<string, unknown> = {}) =>
    `${checkoutUrl}/#/${route}?${new URLSearchParams({ options: JSON.stringify({ intent_id: options.intent_id, client_secret: options.client_secret, ...extra }) }).toString()}`;
  await page.goto(result('checkout-fail', { cancel_url: options.cancel_url }));
  await page.getByRole('link', { name: 'Try again' }).waitFor();
  await shot('hosted-result-failed');
  await page.goto(result('standalone/checkout'));
  await fillCard(page, '4111111111111111');
  await page.locator('.portico-dropin__pay').click();
  await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
  await shot('hosted-result-paid');
  await page.goto(`${checkoutUrl}/#/standalone/checkout/int_1?options=${encodeURIComponent('{"client_secret": ')}`);
  await page.getByRole('heading', { name: 'This payment link is broken' }).waitFor();
  await shot('hosted-broken');
  await page.goto(`${checkoutUrl}/`);
  await page.getByRole('heading', { name: 'Portico checkout' }).waitFor();
  await shot('landing');
  await page.close();
}
