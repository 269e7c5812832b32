/**
 * The methods family: the drop-in, the redirect, QR code and WeChat elements with the
 * wallet app that pays a code, and the wallet buttons; the pages around them are in
 * visits-methods-pages.ts. Each visit drives its screen through the states a shopper
 * meets there.
 */
import { expect, type FrameLocator, type Page } from '@playwright/test';
import { TEST_CARDS } from '../support/fixtures';
import { TARO } from '../support/instructions-page';
import { QrPage, type WalletApp } from '../support/qr-page';
import { installApplePay, WalletPage, type WalletKind } from '../support/wallets';
import type { RouteName } from '../../runtime/platform/router';
import { CONFIRM, clickPay, poisonNextConfirm, walletApp } from './methods-steps';
import { hold, stayOnPage, type Visit } from './visit';
import { METHOD_PAGE_VISITS } from './visits-methods-pages';
import type { Walk } from './walk';
import { clickToClose } from '../support/press-to-close';
import { clickInView } from '../support/in-view';

const DECLINED = 'Your card was declined. Please contact your card issuer or try a different card.';
const QR_PAID = 'Payment received. Thank you!';

// ── The drop-in ─────────────────────────────────────────────────────────────

const dropinFrame = (page: Page): FrameLocator => page.frameLocator('#dropin iframe');
/** The drop-in's one Pay button (a method's header may start with "Pay" too: "Pay by bank"). */
const dropinPay = (frame: FrameLocator) => frame.locator('.portico-dropin__pay');

async function openDropin(walk: Walk, query: string): Promise<FrameLocator> {
  await walk.page.goto(`${walk.servers.merchantUrl}/dropin.html${query}`);
  const frame = dropinFrame(walk.page);
  await expect(dropinPay(frame)).toBeVisible();
  return frame;
}

/** Picks a method in the list, an accordion on a desktop and tabs on a phone alike (from the More menu where its tab does not fit). */
async function chooseMethod(frame: FrameLocator, name: RegExp): Promise<void> {
  const header = frame.getByRole('button', { name }).or(frame.getByRole('tab', { name })).first();
  if ((await header.count()) === 0) {
    await clickInView(frame.getByRole('button', { name: 'More' }));
    return clickInView(frame.getByRole('menuitem', { name }));
  }
  await clickInView(header);
}

/**
 * The methods as tabs (the merchant's layout): first their skeleton while the methods load (the
 * card's visit below pictures the accordion's, the drive's own layout), then one row; where they do
 * not all fit, the rest behind More, its menu open.
 */
async function dropinTabs(walk: Walk): Promise<void> {
  const frame = await dropinLoading(walk, '?currency=GBP&amount=10.5&layout=tab', 'tabs loading');
  await expect(frame.getByRole('tab', { name: /^Card/ })).toHaveAttribute('aria-selected', 'true');
  await walk.check('tabs');
  await moreMethods(walk, frame);
}

/** Where the tabs do not all fit: the More menu open, then closed with Escape. */
async function moreMethods(walk: Walk, frame: FrameLocator): Promise<void> {
  const more = frame.getByRole('button', { name: 'More' });
  if ((await more.count()) === 0) return;
  await more.click();
  await expect(frame.getByRole('menu')).toBeVisible();
  await walk.check('more methods');
  await frame.getByRole('menuitem').first().press('Escape');
  await expect(frame.getByRole('menu')).toHaveCount(0);
}

async function fillDropinCard(frame: FrameLocator, number: string): Promise<void> {
  await frame.getByRole('textbox', { name: 'Card number' }).fill(number);
  await frame.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
  await frame.getByRole('textbox', { name: 'Security code' }).fill('123');
}

/** The drop-in while its methods load (the provider's list held): its skeleton, in the layout the query or the drive's window gives it. */
async function dropinLoading(walk: Walk, query: string, state = 'loading'): Promise<FrameLocator> {
  const methods = await hold(walk.page, '**/api/v1/pa/config/payment_method_types*');
  await walk.page.goto(`${walk.servers.merchantUrl}/dropin.html${query}`);
  const frame = dropinFrame(walk.page);
  await expect(frame.locator('.portico-dropin-skeleton')).toBeVisible();
  await walk.check(state);
  await methods.release();
  await expect(dropinPay(frame)).toBeVisible();
  return frame;
}

/** The card in the drop-in: loading, empty, typing, an invalid number, a decline, another method, then processing and paid. */
async function dropinCard(walk: Walk): Promise<void> {
  const { page } = walk;
  const frame = await dropinLoading(walk, '?currency=GBP&amount=10.5');
  const number = frame.getByRole('textbox', { name: 'Card number' });
  await expect(number).toBeVisible();
  await walk.check('card selected');
  await number.pressSequentially('4111 11');
  await walk.check('typing');
  await number.press('Tab');
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await walk.check('invalid number');
  await fillDropinCard(frame, TEST_CARDS.insufficientFunds);
  await dropinPay(frame).click();
  await expect(frame.getByRole('alert').first()).toContainText('sufficient funds');
  await walk.check('declined');
  await chooseMethod(frame, /^Pay by bank/);
  await expect(frame.getByText(/approve this payment on your bank's page/)).toBeVisible();
  await walk.check('pay by bank selected');
  await chooseMethod(frame, /^Card/);
  await fillDropinCard(frame, TEST_CARDS.visa);
  const confirm = await hold(page, CONFIRM);
  const success = await stayOnPage(page, '**/success.html*');
  await dropinPay(frame).click();
  await confirm.requested;
  await expect(dropinPay(frame)).toHaveText('Processing…');
  await walk.check('processing');
  await confirm.release();
  await success.reached;
  await walk.check('paid');
}

/** Konbini in the drop-in: the form refused, then the instructions in the frame. */
async function dropinKonbini(walk: Walk): Promise<void> {
  const frame = await openDropin(walk, '?currency=JPY&amount=1200&country=JP');
  await chooseMethod(frame, /^Konbini/);
  await frame.getByLabel('Store', { exact: true }).selectOption(TARO.store);
  await frame.getByLabel('Full name').fill(TARO.name);
  await frame.getByLabel('Email address').fill(TARO.email);
  await frame.getByLabel('Phone number').fill('090123456');
  await dropinPay(frame).click();
  await expect(frame.getByText('Enter a phone number of 10 or 11 digits.')).toBeVisible();
  await walk.check('konbini: invalid phone');
  await frame.getByLabel('Phone number').fill(TARO.phone);
  await dropinPay(frame).click();
  await expect(frame.getByRole('button', { name: 'Copy Payment code' })).toBeVisible();
  await walk.check('konbini: instructions');
}

/** A QR code in the drop-in: the code shown instead of the Pay button. */
async function dropinQr(walk: Walk): Promise<void> {
  const frame = await openDropin(walk, '?currency=HKD&amount=88');
  await chooseMethod(frame, /^QR code/);
  await walk.check('qr code selected');
  await frame.getByRole('button', { name: 'Show QR code to pay HK$88.00' }).click();
  await expect(frame.getByRole('img', { name: /^QR code to pay / })).toBeVisible();
  await walk.check('qr code shown');
}

const dropinVisit: Visit = async (walk) => {
  await dropinTabs(walk);
  await dropinCard(walk);
  await dropinKonbini(walk);
  await dropinQr(walk);
};

// ── The redirect element ───────────────────────────────────────────────────

const redirectVisit: Visit = async (walk) => {
  const { page } = walk;
  await page.goto(`${walk.servers.merchantUrl}/redirect.html`);
  await expect(page.locator('#pay')).toBeEnabled();
  const frame = page.frameLocator('#redirect-element iframe');
  await expect(frame.getByText(/approve this payment on your bank's page/)).toBeVisible();
  await walk.check('initial');
  await poisonNextConfirm(page);
  await clickPay(page);
  await expect(frame.getByRole('alert')).not.toBeEmpty();
  await walk.check('unsafe next action refused');
  // The bank's page answers 204: the merchant's page stays, the element in its leaving state.
  const bank = await stayOnPage(page, '**/simulator/bank?**');
  const confirm = await hold(page, CONFIRM);
  await expect(page.locator('#pay')).toBeEnabled();
  await clickPay(page);
  await confirm.requested;
  await walk.check('processing');
  await confirm.release();
  await bank.reached;
  await expect(frame.getByRole('link')).toBeVisible();
  await walk.check('leaving for the bank');
};

// ── The QR code element and the wallet app ─────────────────────────────────

/** The merchant's Pay while the confirm is held (processing), then the code. Returns what it encodes. */
async function payForCode(walk: Walk, qr: QrPage): Promise<string> {
  const confirm = await hold(walk.page, CONFIRM);
  await clickPay(walk.page);
  await confirm.requested;
  await walk.check('processing');
  await confirm.release();
  const content = await qr.content();
  await walk.check('code shown');
  return content;
}

/** Rejected in the wallet app: the app says so, and the element offers a new code. */
async function rejectInApp(walk: Walk, qr: QrPage, app: WalletApp, content: string): Promise<void> {
  await app.open(content);
  await expect(app.payButton).toBeVisible();
  await walk.check('wallet app: confirm', app.page);
  await app.rejectButton.click();
  await expect(app.heading).toHaveText('You rejected the payment. The checkout will show it.');
  await walk.check('wallet app: rejected', app.page);
  await expect(qr.alert).toHaveText(/refused in the app/);
  await walk.check('rejected in the app');
}

/**
 * Asks for a new code until one shows. After a look resized the window, a click in the QR frame
 * under Playwright's clock now and then does nothing (the frame still taking its size back); a
 * second press then gets the code, and a code asked for twice is only newer.
 */
async function newCode(qr: QrPage): Promise<string> {
  await expect(async () => {
    await qr.frame.getByRole('button', { name: 'Get a new QR code' }).click({ timeout: 5_000 });
    await expect(qr.code).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  return qr.content();
}

/** The countdown runs out (on the page's clock): expired, then a new code on the real time again. */
async function expire(walk: Walk, qr: QrPage): Promise<string> {
  await walk.page.clock.fastForward('15:01');
  await expect(qr.alert).toHaveText('This QR code has expired.');
  await walk.check('expired');
  await walk.page.clock.setSystemTime(new Date());
  return newCode(qr);
}

/** Paid in the wallet app, with the app's "sending" held; the app's spent and refused codes after. */
async function payInApp(walk: Walk, qr: QrPage, app: WalletApp, content: string): Promise<void> {
  await app.open(content);
  const sending = await hold(app.page, '**/simulator/sessions/*/pay');
  await app.payButton.click();
  await sending.requested;
  await walk.check('wallet app: sending', app.page);
  await sending.release();
  await expect(app.heading).toHaveText('Payment sent. You can go back to the checkout.');
  await walk.check('wallet app: sent', app.page);
  await expect(qr.frame.locator('.portico-qr__paid')).toHaveText(QR_PAID);
  await walk.check('paid');
  await app.page.reload();
  await expect(app.heading).toHaveText('This payment has already been made.');
  await walk.check('wallet app: already paid', app.page);
}

const qrcodeVisit: Visit = async (walk) => {
  const { page } = walk;
  await page.clock.install();
  const qr = new QrPage(page, walk.servers.merchantUrl, walk.servers.checkoutUrl);
  await qr.open('stay');
  await walk.check('initial');
  const app = await walletApp(walk);
  await rejectInApp(walk, qr, app, await payForCode(walk, qr));
  const superseded = await newCode(qr);
  const fresh = await expire(walk, qr);
  await app.open(superseded);
  await expect(app.heading).toHaveText('This QR code is no longer valid: the checkout is showing a newer one.');
  await walk.check('wallet app: superseded code', app.page);
  await payInApp(walk, qr, app, fresh);
  await app.open(`${walk.servers.checkoutUrl}/#/qrcode/mock?session=ses_${'x'.repeat(32)}`);
  await expect(app.heading).toHaveText('This QR code is not valid.');
  await walk.check('wallet app: not a code', app.page);
};

// ── WeChat Pay on a desktop: a QR code ─────────────────────────────────────

const wechatVisit: Visit = async (walk) => {
  const qr = new QrPage(walk.page, walk.servers.merchantUrl, walk.servers.checkoutUrl, 'wechat');
  await qr.open('stay');
  await expect(qr.frame.getByText(/Scan it with WeChat/)).toBeVisible();
  await walk.check('initial');
  const app = await walletApp(walk);
  await rejectInApp(walk, qr, app, await payForCode(walk, qr));
  const content = await newCode(qr);
  await app.open(content);
  await app.payButton.click();
  await expect(qr.frame.locator('.portico-qr__paid')).toHaveText(QR_PAID);
  await walk.check('paid');
};

// ── Wallet buttons ─────────────────────────────────────────────────────────

/**
 * Picks `token` in the wallet's sheet (the sandbox's stand-in, not our screen). A decline
 * closes it; an authorised card keeps it open until the confirm answers, so that one is
 * not waited for.
 */
async function pickInSheet(wallet: WalletPage, token: string, untilClosed: boolean): Promise<void> {
  const sheet = await wallet.openSheet();
  if (untilClosed) await Promise.all([sheet.waitForEvent('close'), WalletPage.pick(sheet, token)]);
  else await WalletPage.pick(sheet, token);
}

function walletVisit(kind: WalletKind): Visit {
  return async (walk) => {
    const { page } = walk;
    if (kind === 'apple-pay') await installApplePay(page, walk.servers.checkoutUrl);
    const wallet = new WalletPage(page, walk.servers.merchantUrl, kind);
    await wallet.open();
    await expect(wallet.button).toBeVisible();
    await walk.check('initial');
    const sheet = await wallet.openSheet();
    await clickToClose(sheet.getByRole('button', { name: 'Cancel' }));
    await expect(page.locator('#status')).toHaveText('Payment cancelled. You can try again.');
    await walk.check('cancelled');
    await pickInSheet(wallet, 'tok_declined', true);
    await expect(wallet.elementMessage).toHaveText(DECLINED);
    await walk.check('declined');
    const confirm = await hold(page, CONFIRM);
    const success = await stayOnPage(page, '**/success.html*');
    await pickInSheet(wallet, 'tok_visa', false);
    await confirm.requested;
    await walk.check('processing');
    await confirm.release();
    await success.reached;
    await walk.check('paid');
  };
}

export const METHOD_VISITS = {
  'elements.dropin': dropinVisit,
  'elements.redirect': redirectVisit,
  'elements.qrcode': qrcodeVisit,
  // The wallet app is on screen with the element it pays: the shopper's phone beside the checkout.
  'qrcode.mock': qrcodeVisit,
  'elements.wechat': wechatVisit,
  'elements.apple-pay': walletVisit('apple-pay'),
  'elements.google-pay': walletVisit('google-pay'),
  ...METHOD_PAGE_VISITS,
} satisfies Partial<Record<RouteName, Visit>>;
