/**
 * The bank-link pages for `npm run screenshots` (scripts/screenshots.ts calls
 * `shootBankLink` once per width and colour scheme), each opened as the shopper meets
 * it: the popup's waiting screen and Plaid's host page with the sandbox's link page in
 * it (in a popup a checkout page opened, as the element does), and the callback pages:
 * returning, all done, nothing to return to, an incomplete link, a window that is not
 * part of a payment. Run alone: `node --import tsx scripts/screenshots-bank-link.ts`.
 */
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEFAULT_SECRET_KEY } from '../sandbox/server';

interface Shot {
  readonly browser: Browser;
  readonly checkoutUrl: string;
  /** The demo merchant: the element while its popup is open (/bank-link.html). */
  readonly merchantUrl: string;
  readonly width: number;
  readonly scheme: 'light' | 'dark';
  readonly out: string;
}

const NS = 'portico-bank-link';
const look = (method: string) => `lang=en&options=${encodeURIComponent(JSON.stringify({ method }))}`;

/** A link page the sandbox made for a waiting ACH payment (the merchant's key, as a server would). */
async function plaidLinkUrl(checkoutUrl: string): Promise<string> {
  const call = async (path: string, body: unknown, headers: Record<string, string>) => {
    const res = await fetch(`${checkoutUrl}/api/v1/pa${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Record<string, unknown>;
  };
  const intent = await call(
    '/payment_intents/create',
    { request_id: crypto.randomUUID(), amount: 25, currency: 'USD', merchant_order_id: 'shots' },
    { 'x-api-key': process.env.PORTICO_SECRET_KEY ?? DEFAULT_SECRET_KEY },
  );
  const waiting = await call(
    `/payment_intents/${String(intent.id)}/confirm`,
    { request_id: crypto.randomUUID(), payment_method: { type: 'ach_direct_debit' } },
    { 'client-secret': String(intent.client_secret) },
  );
  return String((waiting.next_action as { url: string }).url);
}

/**
 * A checkout page that opens `url` in a popup, as the element does, and answers it as
 * told: `go` to the link page on `ready`, `ack` (or nothing) to a result.
 */
async function popupFrom(context: BrowserContext, checkoutUrl: string, url: string, answers: { go?: string; ack?: boolean }, width: number): Promise<Page> {
  const opener = await context.newPage();
  await opener.goto(`${checkoutUrl}/#/frame/popup`);
  // A string, not a function: tsx would wrap a named helper in `__name`, which the page has not.
  await opener.evaluate(`window.addEventListener('message', (event) => {
    const data = event.data || {};
    if (data.ns !== ${JSON.stringify(NS)} || event.source === null) return;
    if (data.type === 'ready' && ${JSON.stringify(answers.go ?? null)}) event.source.postMessage({ ns: data.ns, type: 'go', url: ${JSON.stringify(answers.go ?? null)} }, location.origin);
    if (data.type === 'result' && ${answers.ack === true}) event.source.postMessage({ ns: data.ns, type: 'ack', session: data.result.session }, location.origin);
  })`);
  const opened = context.waitForEvent('page');
  await opener.evaluate((target) => void window.open(target, '_blank', 'popup=yes,width=480,height=720'), url);
  const popup = await opened;
  await popup.setViewportSize({ width, height: 760 });
  return popup;
}

export async function shootBankLink({ browser, checkoutUrl, merchantUrl, width, scheme, out }: Shot): Promise<void> {
  const name = (what: string) => `${out}/bank-link-${what}-${width}-${scheme}.png`;
  const context = await browser.newContext({ viewport: { width, height: 760 }, colorScheme: scheme });
  // "All done" closes the window the moment it shows: kept open here to be seen.
  // (Checked when called: a popup's first document, about:blank, hands its window on to the page it opens.)
  await context.addInitScript(
    "{ const close = window.close.bind(window); window.close = function () { if (!location.hash.includes('/complete/')) close(); }; }",
  );
  try {
    const waiting = await popupFrom(context, checkoutUrl, `${checkoutUrl}/#/frame/popup?${look('bacs_direct_debit')}`, {}, width);
    await waiting.getByRole('heading', { name: 'Connecting to your bank…' }).waitFor();
    await waiting.screenshot({ path: name('popup-waiting'), fullPage: true });

    const host = await popupFrom(
      context,
      checkoutUrl,
      `${checkoutUrl}/#/page/plaid-popup-iframe?${look('ach_direct_debit')}`,
      { go: await plaidLinkUrl(checkoutUrl) },
      width,
    );
    await host.frameLocator('iframe').getByRole('button', { name: 'Complete' }).waitFor();
    await host.screenshot({ path: name('plaid-host'), fullPage: true });

    const callback = (session: string) =>
      `${checkoutUrl}/#/page/uk/truelayer/complete/${session}?session=${session}&outcome=completed&account_id=acc_tl_gbp_current&intent_id=int_shots&status=SUCCEEDED`;
    const returning = await popupFrom(context, checkoutUrl, callback('ses_shots_returning'), {}, width);
    await returning.getByRole('heading', { name: 'Returning to the checkout…' }).waitFor();
    await returning.screenshot({ path: name('callback-returning'), fullPage: true });
    // No answer from the opener: after the wait, nothing changed.
    await returning.getByRole('heading', { name: 'Nothing to return to' }).waitFor();
    await returning.screenshot({ path: name('callback-unused'), fullPage: true });

    const done = await popupFrom(context, checkoutUrl, callback('ses_shots_done'), { ack: true }, width);
    await done.getByRole('heading', { name: 'All done' }).waitFor();
    await done.screenshot({ path: name('callback-done'), fullPage: true });

    // The merchant's page while the popup is open: the element says where to finish.
    const shop = await context.newPage();
    await shop.goto(`${merchantUrl}/bank-link.html?currency=GBP`);
    const frame = shop.frameLocator('#dropin iframe');
    await frame.locator('.portico-dropin__pay').waitFor();
    await frame.getByRole('checkbox', { name: /^I agree to this/ }).check();
    const opened = context.waitForEvent('page');
    await frame.getByRole('button', { name: 'Link your bank account' }).click();
    await (await opened).getByRole('button', { name: 'Complete' }).waitFor();
    await frame.getByText('Finish linking your account in the window that opened.').waitFor();
    await shop.bringToFront();
    await shop.screenshot({ path: name('element-in-popup'), fullPage: true });

    const page = await context.newPage();
    await page.goto(`${checkoutUrl}/#/page/truelayer/callback?session=ses_x&action=complete`);
    await page.getByRole('heading', { name: 'This link is incomplete' }).waitFor();
    await page.screenshot({ path: name('callback-incomplete'), fullPage: true });
    await page.goto(`${checkoutUrl}/#/frame/popup?${look('ach_direct_debit')}`);
    await page.getByRole('heading', { name: "This window isn't part of a payment" }).waitFor();
    await page.screenshot({ path: name('popup-alone'), fullPage: true });
  } finally {
    await context.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { shootAlone } = await import('./screenshots-alone');
  await shootAlone(shootBankLink);
}
