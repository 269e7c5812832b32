/**
 * The payment-link page's screenshots (npm run screenshots, or alone:
 * `node --import tsx scripts/screenshots-payment-link.ts` after `npm run build`):
 * a fixed link ready to pay, a flexible link with every collected field and its
 * errors, the payment step, the closed states (paid, expired, inactive, unknown) and
 * the demo merchant's links page.
 */
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { DEFAULT_SECRET_KEY } from '../sandbox/server';

interface Urls {
  readonly merchantUrl: string;
  readonly checkoutUrl: string;
}

const KEY = { 'content-type': 'application/json', 'x-api-key': process.env.PORTICO_SECRET_KEY ?? DEFAULT_SECRET_KEY };

async function makeLink(checkoutUrl: string, body: Record<string, unknown>): Promise<{ code: string; url: string }> {
  const res = await fetch(`${checkoutUrl}/api/v1/pa/payment_links/create`, {
    method: 'POST',
    headers: KEY,
    body: JSON.stringify({ request_id: crypto.randomUUID(), reusable: false, ...body }),
  });
  if (!res.ok) throw new Error(`link create: ${res.status} ${await res.text()}`);
  return (await res.json()) as { code: string; url: string };
}

const FIXED = { title: 'Blue mug', description: 'Stoneware, 350 ml, glazed in cobalt blue.', amount: 12.5, currency: 'USD' };
const FLEXIBLE = {
  title: 'Community garden donation',
  description: 'Every bit helps: seeds, tools and water for the season.',
  flexible: true,
  min_amount: 5,
  max_amount: 500,
  currencies: ['USD', 'EUR'],
  collect: { billing_address: true, shipping_address: true, phone: true, reference: true, message: true },
};

export async function shootPaymentLink(browser: Browser, urls: Urls, out: string, width: number, scheme: 'light' | 'dark'): Promise<void> {
  const page: Page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
  const shot = (name: string) => page.screenshot({ path: `${out}/${name}-${width}-${scheme}.png`, fullPage: true });

  // A fixed link: straight to the drop-in.
  const fixed = await makeLink(urls.checkoutUrl, FIXED);
  await page.goto(fixed.url);
  await page.getByRole('textbox', { name: 'Card number' }).waitFor();
  await shot('payment-link-fixed');

  // A flexible link asking for everything: empty, then with errors, then the payment step.
  const flexible = await makeLink(urls.checkoutUrl, FLEXIBLE);
  await page.goto(flexible.url);
  await page.getByRole('button', { name: 'Continue to payment' }).waitFor();
  // The phone's country calling codes arrive in their own chunk.
  await page.getByRole('combobox', { name: 'Country code' }).waitFor();
  await shot('payment-link-flexible');
  await page.getByRole('textbox', { name: 'Amount' }).fill('4.99');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('12-34');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByText('The amount must be at least $5.00.').waitFor();
  await shot('payment-link-errors');

  const simple = await makeLink(urls.checkoutUrl, { ...FLEXIBLE, collect: {} });
  await page.goto(simple.url);
  await page.getByRole('textbox', { name: 'Amount' }).fill('42.50');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('textbox', { name: 'Card number' }).waitFor();
  await shot('payment-link-paying');

  // The closed states.
  const gone = await makeLink(urls.checkoutUrl, FIXED);
  await fetch(`${urls.checkoutUrl}/api/v1/pa/payment_links/${gone.code}/deactivate`, { method: 'POST', headers: KEY });
  await page.goto(gone.url);
  await page.getByRole('heading', { name: 'This link is no longer active' }).waitFor();
  await shot('payment-link-inactive');
  await page.goto(`${urls.checkoutUrl}/#/pay/plk_AAAAAAAAAAAAAAAA`);
  await page.getByRole('heading', { name: 'This link does not exist or was mistyped' }).waitFor();
  await shot('payment-link-unknown');

  // The demo merchant's page, with the links made above.
  await page.goto(`${urls.merchantUrl}/payment-links.html`);
  await page.getByRole('link', { name: 'Open Blue mug' }).first().waitFor();
  await shot('payment-links-demo');
  await page.close();
}

// Run alone: its own servers, the payment-link screens only.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { shootAlone } = await import('./screenshots-alone');
  await shootAlone((shots) => shootPaymentLink(shots.browser, shots, shots.out, shots.width, shots.scheme));
}
