/**
 * The `qrcode` element across the two origins: the merchant confirms, the frame draws
 * the code, and the shopper pays on "the phone" — /qrcode/mock (the code's content)
 * in a second page, or the simulation API — while the frame polls the intent. Expiry
 * uses Playwright's clock (`page.clock`): the frame's countdown runs on it, so 15
 * minutes pass in a moment while the sandbox's session stays open (its own expiry is
 * the sandbox's tests' business). axe for these screens is the screen walk's
 * (e2e/screen-walk.spec.ts): the element from initial to the code, rejected, expired and
 * paid, and the wallet app's pages, light at 1280 px and dark at 320 px.
 */
import { expect, test } from './support/fixtures';
import { intentOfSession, QrPage, sessionOf, simulate, WalletApp } from './support/qr-page';
import { isBeacon } from './support/traffic-scan';

const HKD = new Intl.NumberFormat('en', { style: 'currency', currency: 'HKD' }).format(88);
const PAID = 'Payment received. Thank you!';

test.describe('the qrcode element', () => {
  test("pays in the wallet app (the code's address, in a second page); the element turns paid without a reload", async ({
    page,
    context,
    merchantUrl,
    checkoutUrl,
  }) => {
    const qr = new QrPage(page, merchantUrl, checkoutUrl);
    await qr.open('wallet=birdpay&stay');
    await expect(qr.frame.getByText(/Scan it with BirdPay/)).toBeVisible();
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));

    const content = await qr.pay();
    // The code encodes the checkout's /qrcode/mock page for this payment's session.
    expect(content).toMatch(new RegExp(`^${checkoutUrl.replaceAll('.', '\\.')}/#/qrcode/mock\\?session=ses_[\\w-]{32}$`));
    await expect(qr.frame.getByText('Scan with BirdPay to pay')).toBeVisible();
    await expect(qr.frame.locator('.portico-qr__amount')).toHaveText(HKD);
    await expect(qr.code).toHaveAccessibleName(`QR code to pay ${HKD}`);
    await expect(qr.frame.getByText(/^Expires in 1[45]:\d\d$/)).toBeVisible();
    await expect(qr.status).toHaveText('Scan the QR code to pay.');

    const wallet = new WalletApp(await context.newPage());
    await wallet.open(content);
    await expect(wallet.heading).toHaveText('Confirm payment');
    await expect(wallet.fact('Pay to')).toHaveText('Portico Demo Store');
    await expect(wallet.fact('Amount')).toHaveText(HKD);
    await expect(wallet.fact('Paying with')).toHaveText('BirdPay');
    await wallet.payButton.click();
    await expect(wallet.heading).toHaveText('Payment sent. You can go back to the checkout.');

    await expect(qr.frame.locator('.portico-qr__paid')).toHaveText(PAID);
    await expect(qr.code).toHaveCount(0);
    await expect(qr.status).toHaveText(/^Paid: int_/);
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // The code is spent: opened again, the wallet app says it was paid.
    await wallet.page.reload();
    await expect(wallet.heading).toHaveText('This payment has already been made.');
    await expect(wallet.payButton).toHaveCount(0);
  });

  test('pays through the simulation API; the merchant page goes on to its success page', async ({ page, request, merchantUrl, checkoutUrl }) => {
    const qr = new QrPage(page, merchantUrl, checkoutUrl);
    await qr.open();
    const intentId = await intentOfSession(request, checkoutUrl, sessionOf(await qr.pay()));
    await simulate(request, checkoutUrl, 'pay', intentId);
    await expect(page).toHaveURL(new RegExp(`/success\\.html\\?intent_id=${intentId}$`));
    await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
  });

  test('PayNow (method option): its own words, its QR flow', async ({ page, request, merchantUrl, checkoutUrl }) => {
    const qr = new QrPage(page, merchantUrl, checkoutUrl);
    await qr.open('method=paynow&stay');
    await expect(qr.frame.getByText(/banking app to pay with PayNow/)).toBeVisible();
    const confirm = page.waitForRequest((r) => r.url().endsWith('/confirm'));
    const content = await qr.pay();
    expect((await confirm).postDataJSON()).toMatchObject({ payment_method: { type: 'paynow', paynow: { flow: 'qrcode' } } });
    await simulate(request, checkoutUrl, 'pay', await intentOfSession(request, checkoutUrl, sessionOf(content)));
    await expect(qr.frame.locator('.portico-qr__paid')).toHaveText(PAID);
  });

  test('rejected in the wallet app: payment_rejected, then a new code that pays', async ({ page, context, merchantUrl, checkoutUrl }) => {
    const qr = new QrPage(page, merchantUrl, checkoutUrl);
    await qr.open('stay');
    const first = await qr.pay();
    const wallet = new WalletApp(await context.newPage());
    await wallet.open(first);
    await wallet.rejectButton.click();
    await expect(wallet.heading).toHaveText('You rejected the payment. The checkout will show it.');

    await expect(qr.alert).toHaveText(/refused in the app/);
    expect((await qr.merchantError()).code).toBe('payment_rejected');
    await expect(qr.status).toHaveText('The payment did not go through. You can try again.');

    // Keyboard: the new code button is reached and pressed from the keyboard.
    await qr.frame.getByRole('button', { name: 'Get a new QR code' }).focus();
    await page.keyboard.press('Enter');
    const second = await qr.content();
    expect(sessionOf(second)).not.toBe(sessionOf(first));
    await wallet.open(second);
    await wallet.payButton.click();
    await expect(qr.frame.locator('.portico-qr__paid')).toHaveText(PAID);

    await wallet.open(first);
    await expect(wallet.heading).toHaveText('This payment has already been rejected.');
  });

  test("expires when its countdown ends (15 minutes on the page's clock): payment_expired, then a new code", async ({
    page,
    context,
    merchantUrl,
    checkoutUrl,
  }) => {
    await page.clock.install();
    const qr = new QrPage(page, merchantUrl, checkoutUrl);
    await qr.open('stay');
    const first = await qr.pay();
    await expect(qr.frame.getByText(/^Expires in 1[45]:\d\d$/)).toBeVisible();

    await page.clock.fastForward('15:01');
    await expect(qr.alert).toHaveText('This QR code has expired.');
    await expect(qr.code).toHaveCount(0);
    expect(await qr.merchantError()).toMatchObject({ code: 'payment_expired', details: { intent_id: expect.stringMatching(/^int_/) } });
    await expect(qr.status).toHaveText('The QR code expired. Pay again for a new one.');

    // Back to the real time (the sandbox's), then a new code: a new confirm, a new session, a new countdown.
    await page.clock.setSystemTime(new Date());
    await qr.frame.getByRole('button', { name: 'Get a new QR code' }).click();
    const second = await qr.content();
    expect(sessionOf(second)).not.toBe(sessionOf(first));
    await expect(qr.frame.getByText(/^Expires in 1[45]:\d\d$/)).toBeVisible();
    await expect(qr.frame.locator('.portico-qr__message')).toHaveText('');

    // The old code was superseded by the new confirm: the wallet app says so.
    const wallet = new WalletApp(await context.newPage());
    await wallet.open(first);
    await expect(wallet.heading).toHaveText('This QR code is no longer valid: the checkout is showing a newer one.');
    await wallet.open(second);
    await wallet.payButton.click();
    await expect(qr.frame.locator('.portico-qr__paid')).toHaveText(PAID);
  });

  test('fits a 320 px frame: the whole code is inside it, nothing scrolls, and the frame grows to its height', async ({ page, merchantUrl, checkoutUrl }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    const qr = new QrPage(page, merchantUrl, checkoutUrl);
    await qr.open();
    await qr.pay();
    const inner = page.frames().find((f) => f.url().includes('#/elements/qrcode'))!;
    const size = await inner.evaluate(() => ({
      content: Math.ceil(document.querySelector('.portico-qr')!.getBoundingClientRect().height),
      scrollWidth: document.documentElement.scrollWidth,
      width: document.documentElement.clientWidth,
      code: document.querySelector('.portico-qr__code')!.getBoundingClientRect().toJSON() as DOMRect,
    }));
    expect(size.width).toBeLessThanOrEqual(320);
    expect(size.scrollWidth).toBeLessThanOrEqual(size.width);
    expect(size.code.left).toBeGreaterThanOrEqual(0);
    expect(size.code.right).toBeLessThanOrEqual(size.width);
    expect(size.code.width).toBeGreaterThanOrEqual(150);
    // onResize: the iframe is as tall as the body with the code in it.
    await expect.poll(() => qr.iframe.evaluate((f: HTMLIFrameElement) => f.offsetHeight)).toBeGreaterThanOrEqual(size.content);
  });

  test('keyboard: Pay on the merchant page, Pay in the wallet app', async ({ page, context, merchantUrl, checkoutUrl }) => {
    const qr = new QrPage(page, merchantUrl, checkoutUrl);
    await qr.open('stay');
    await page.locator('#pay').focus();
    await page.keyboard.press('Enter');
    const content = await qr.content();
    const wallet = new WalletApp(await context.newPage());
    await wallet.open(content);
    // The first stop after the page's start is the Pay button; Enter pays (one action).
    await wallet.page.keyboard.press('Tab');
    await expect(wallet.payButton).toBeFocused();
    const actions: string[] = [];
    // The wallet's own actions: not the page's telemetry beacons, which may go out at any moment.
    wallet.page.on('request', (r) => r.method() === 'POST' && !isBeacon(r.url()) && actions.push(r.url()));
    await wallet.page.keyboard.press('Enter');
    await wallet.page.keyboard.press('Enter');
    await expect(wallet.heading).toHaveText('Payment sent. You can go back to the checkout.');
    await expect(wallet.heading).toBeFocused();
    expect(actions).toHaveLength(1);
    await expect(qr.frame.locator('.portico-qr__paid')).toHaveText(PAID);
  });
});
