/**
 * The QR code and WeChat Pay screens for `npm run screenshots` (scripts/screenshots.ts
 * calls `shootQr` once per width and colour scheme): the qrcode element before paying,
 * with its code, paid, refused and expired; the wallet app (/qrcode/mock); and in a
 * phone's browser the wechat element, /page/redirect-wechat and /wechat/jsapi-callback.
 */
import type { Browser, FrameLocator, Page } from '@playwright/test';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

interface Shot {
  readonly browser: Browser;
  readonly merchantUrl: string;
  readonly width: number;
  readonly scheme: 'light' | 'dark';
  readonly out: string;
}

/** Waits until the element's iframe has grown to its content (onResize, debounced 60 ms). */
async function fitFrame(page: Page): Promise<void> {
  const inner = page.frames().find((f) => /#\/elements\/(qrcode|wechat)/.test(f.url()));
  if (!inner) throw new Error('no QR frame');
  const height = await inner.evaluate(() => Math.ceil(document.querySelector('.portico-qr')!.getBoundingClientRect().height));
  await page.waitForFunction((h) => (document.querySelector<HTMLIFrameElement>('#payment-element iframe')?.offsetHeight ?? 0) >= h, height);
}

async function openDemo(page: Page, merchantUrl: string, path: string): Promise<FrameLocator> {
  await page.goto(`${merchantUrl}${path}`);
  await page.locator('#pay:not([disabled])').waitFor();
  await fitFrame(page);
  return page.frameLocator('#payment-element iframe');
}

async function showCode(page: Page, frame: FrameLocator): Promise<string> {
  await page.locator('#pay').click();
  const code = frame.getByRole('img', { name: /^QR code to pay / });
  await code.waitFor();
  await fitFrame(page);
  return (await code.getAttribute('data-qr-content')) ?? '';
}

export async function shootQr({ browser, merchantUrl, width, scheme, out }: Shot): Promise<void> {
  const name = (what: string) => `${out}/${what}-${width}-${scheme}.png`;
  const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme: scheme });
  try {
    const page = await context.newPage();
    await page.clock.install();
    // The qrcode element with a named wallet: before paying, with its code, then paid in the wallet app.
    const frame = await openDemo(page, merchantUrl, '/qrcode.html?wallet=birdpay&stay');
    await page.screenshot({ path: name('qrcode'), fullPage: true });
    const content = await showCode(page, frame);
    await page.screenshot({ path: name('qrcode-waiting'), fullPage: true });
    const wallet = await context.newPage();
    await wallet.goto(content);
    await wallet.getByRole('button', { name: /^Pay / }).waitFor();
    await wallet.screenshot({ path: name('qrcode-mock'), fullPage: true });
    await wallet.getByRole('button', { name: /^Pay / }).click();
    await wallet.getByRole('heading', { name: /Payment sent/ }).waitFor();
    await wallet.screenshot({ path: name('qrcode-mock-paid'), fullPage: true });
    await frame.locator('.portico-qr__paid').waitFor();
    await fitFrame(page);
    // The frame's new paint reaches the page's compositor a moment after its DOM changed.
    await page.waitForTimeout(300);
    await page.screenshot({ path: name('qrcode-paid'), fullPage: true });
    await wallet.reload();
    await wallet.getByRole('heading', { name: /already been made/ }).waitFor();
    await wallet.screenshot({ path: name('qrcode-mock-finished'), fullPage: true });

    // PayNow, refused in the app.
    const paynow = await openDemo(page, merchantUrl, '/qrcode.html?method=paynow&stay');
    const refused = await showCode(page, paynow);
    await wallet.goto(refused);
    await wallet.getByRole('button', { name: 'Reject' }).click();
    await paynow.getByRole('button', { name: 'Get a new QR code' }).waitFor();
    await fitFrame(page);
    await page.screenshot({ path: name('qrcode-rejected'), fullPage: true });

    // Expired: 15 minutes on the page's clock.
    const expiring = await openDemo(page, merchantUrl, '/qrcode.html?stay');
    await showCode(page, expiring);
    await page.clock.fastForward('15:01');
    await expiring.getByText('This QR code has expired.').waitFor();
    await fitFrame(page);
    await page.screenshot({ path: name('qrcode-expired'), fullPage: true });
    await page.clock.setSystemTime(new Date());
  } finally {
    await context.close();
  }

  // A phone's browser: the wechat element, the checkout's redirect page, and the callback page after a refusal.
  const phone = await browser.newContext({ viewport: { width, height: 800 }, colorScheme: scheme, userAgent: IPHONE, isMobile: width < 1000, hasTouch: true });
  try {
    const page = await phone.newPage();
    await openDemo(page, merchantUrl, '/wechat.html');
    await page.screenshot({ path: name('wechat-mobile'), fullPage: true });
    // WeChat's page answers 204 once: the browser stays on the checkout's page, as when it asks before opening the app.
    await page.route('**/simulator/bank?**', (route) => route.fulfill({ status: 204 }), { times: 1 });
    await page.locator('#pay').click();
    await page.getByRole('link', { name: 'Open WeChat' }).waitFor();
    await page.screenshot({ path: name('wechat-redirect'), fullPage: true });
    await page.getByRole('link', { name: 'Open WeChat' }).click();
    await page.getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('heading', { name: 'Payment not completed' }).waitFor();
    await page.screenshot({ path: name('wechat-callback-failed'), fullPage: true });
    // Paid, with no return_url: the page says so.
    await openDemo(page, merchantUrl, '/wechat.html?return=0');
    await page.locator('#pay').click();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();
    await page.screenshot({ path: name('wechat-callback-paid'), fullPage: true });
  } finally {
    await phone.close();
  }
}
