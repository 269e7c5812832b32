/**
 * The methods family: the drop-in, the redirect, QR code and WeChat elements, the wallet
 * buttons, the pay-later instruction pages and the pages on the way to and back from a
 * bank or WeChat. Each visit drives its screen through the states a shopper meets there.
 */
import { expect, type Browser, type BrowserContext, type FrameLocator, type Page, type Route } from '@playwright/test';
import { TEST_CARDS } from '../support/fixtures';
import { InstructionsPage, METHODS, TARO, type MethodName } from '../support/instructions-page';
import { QrPage, WalletApp } from '../support/qr-page';
import { installApplePay, WalletPage, type WalletKind } from '../support/wallets';
import { redirectPageUrl } from '../../runtime/methods/redirect/result-url';
import type { RouteName } from '../../runtime/router';
import { createIntent, hold, nextFrame, stayOnPage, type Visit } from './visit';
import type { Walk } from './walk';

const CONFIRM = '**/api/v1/pa/payment_intents/*/confirm';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const DECLINED = 'Your card was declined. Please contact your card issuer or try a different card.';
const EXPIRED = 'We did not receive your payment before the deadline. You can start again.';
const QR_PAID = 'Payment received. Thank you!';

/** Clicks a merchant page's own Pay button once it is in view (a click right after a scroll can miss at 320 px). */
async function clickPay(page: Page): Promise<void> {
  const pay = page.locator('#pay');
  await pay.scrollIntoViewIfNeeded();
  await nextFrame(page);
  await pay.click();
}

/** Answers the next confirm with the provider's intent, its next action's address replaced by one that must never be followed. */
async function poisonNextConfirm(page: Page): Promise<void> {
  await page.route(CONFIRM, async (route) => {
    const response = await route.fetch();
    const intent = (await response.json()) as { next_action: Record<string, unknown> };
    await route.fulfill({ response, json: { ...intent, next_action: { ...intent.next_action, url: 'javascript:void 0' } } });
  }, { times: 1 });
}

/** The wallet app (/qrcode/mock), as the shopper's phone: a second page of the walk's context. */
async function walletApp(walk: Walk): Promise<WalletApp> {
  return new WalletApp(await walk.page.context().newPage());
}

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

/** Picks a method in the list, an accordion on a desktop and tabs on a phone alike. */
async function chooseMethod(frame: FrameLocator, name: RegExp): Promise<void> {
  const header = frame.getByRole('button', { name }).or(frame.getByRole('tab', { name })).first();
  await header.scrollIntoViewIfNeeded();
  await header.click();
}

async function fillDropinCard(frame: FrameLocator, number: string): Promise<void> {
  await frame.getByRole('textbox', { name: 'Card number' }).fill(number);
  await frame.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
  await frame.getByRole('textbox', { name: 'Security code' }).fill('123');
}

/** The card in the drop-in: empty, typing, an invalid number, a decline, another method, then processing and paid. */
async function dropinCard(walk: Walk): Promise<void> {
  const { page } = walk;
  const frame = await openDropin(walk, '?currency=GBP&amount=10.5');
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
  await dropinCard(walk);
  await dropinKonbini(walk);
  await dropinQr(walk);
};

// ── The redirect element and /page/redirect ────────────────────────────────

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

const redirectPageAddress = (walk: Walk, intent: { id: string; client_secret: string }) => redirectPageUrl(walk.checkoutOrigin, intent.id, intent.client_secret);

/** /page/redirect: each way it can read the intent (or not), then the real one on the way to a bank that takes a form post. */
const redirectPageVisit: Visit = async (walk) => {
  const { page } = walk;
  await page.goto(`${walk.servers.checkoutUrl}/#/page/redirect`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is incomplete. Go back to the shop and try again.');
  await walk.check('incomplete address');
  await redirectPageUnread(walk);
  await redirectPageLeaving(walk);
};

/** Loading (the intent's read held), an intent that waits for nothing, and the provider out of reach. */
async function redirectPageUnread(walk: Walk): Promise<void> {
  const { page } = walk;
  const intent = await createIntent(walk);
  const read = `**/api/v1/pa/payment_intents/${intent.id}*`;
  const loading = await hold(page, read);
  await page.goto(redirectPageAddress(walk, intent));
  await loading.requested;
  await walk.check('loading');
  await loading.release();
  const nothingToDo = page.getByRole('alert');
  await expect(nothingToDo).not.toBeEmpty();
  await walk.check('nothing to do');
  const refuse = (route: Route) => route.abort();
  await page.context().route(read, refuse);
  await page.reload();
  const retry = page.getByRole('button');
  await expect(retry).toBeVisible();
  await walk.check('provider unreachable');
  await page.context().unroute(read, refuse);
  await retry.click();
  await expect(nothingToDo).not.toBeEmpty();
}

/** The redirect element's confirm asks for a form post: the checkout's page posts it (answered 204, so it stays). */
async function redirectPageLeaving(walk: Walk): Promise<void> {
  const { page } = walk;
  await page.goto(`${walk.servers.merchantUrl}/redirect.html`);
  await expect(page.locator('#pay')).toBeEnabled();
  // The sandbox's knob for a bank that takes a form post (docs/sandbox/methods.md).
  await page.route(CONFIRM, async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, payment_method: { type: 'open_banking', open_banking: { redirect_method: 'POST' } } }) });
  });
  const bank = await stayOnPage(page, /\/simulator\/bank$/);
  await clickPay(page);
  await bank.reached;
  await expect(page).toHaveURL(/#\/page\/redirect\?/);
  await expect(page.getByRole('status')).not.toBeEmpty();
  await walk.check('leaving for the bank');
}

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

/** The countdown runs out (on the page's clock): expired, then a new code on the real time again. */
async function expire(walk: Walk, qr: QrPage): Promise<string> {
  await walk.page.clock.fastForward('15:01');
  await expect(qr.alert).toHaveText('This QR code has expired.');
  await walk.check('expired');
  await walk.page.clock.setSystemTime(new Date());
  await qr.frame.getByRole('button', { name: 'Get a new QR code' }).click();
  return qr.content();
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
  await qr.frame.getByRole('button', { name: 'Get a new QR code' }).click();
  const superseded = await qr.content();
  const fresh = await expire(walk, qr);
  await app.open(superseded);
  await expect(app.heading).toHaveText('This QR code is no longer valid: the checkout is showing a newer one.');
  await walk.check('wallet app: superseded code', app.page);
  await payInApp(walk, qr, app, fresh);
  await app.open(`${walk.servers.checkoutUrl}/#/qrcode/mock?session=ses_${'x'.repeat(32)}`);
  await expect(app.heading).toHaveText('This QR code is not valid.');
  await walk.check('wallet app: not a code', app.page);
};

// ── WeChat Pay: the QR code on a desktop, WeChat's page on a phone ─────────

const wechatVisit: Visit = async (walk) => {
  const qr = new QrPage(walk.page, walk.servers.merchantUrl, walk.servers.checkoutUrl, 'wechat');
  await qr.open('stay');
  await expect(qr.frame.getByText(/Scan it with WeChat/)).toBeVisible();
  await walk.check('initial');
  const app = await walletApp(walk);
  await rejectInApp(walk, qr, app, await payForCode(walk, qr));
  await qr.frame.getByRole('button', { name: 'Get a new QR code' }).click();
  const content = await qr.content();
  await app.open(content);
  await app.payButton.click();
  await expect(qr.frame.locator('.portico-qr__paid')).toHaveText(QR_PAID);
  await walk.check('paid');
};

/** A phone's browser (its user agent), at the walk's width and in its scheme: WeChat Pay leaves for WeChat's page there. */
async function phone(walk: Walk): Promise<{ page: Page; context: BrowserContext }> {
  const browser: Browser = walk.page.context().browser()!;
  const context = await browser.newContext({ userAgent: IPHONE, viewport: walk.page.viewportSize(), colorScheme: walk.scheme, isMobile: true, hasTouch: true });
  return { page: await context.newPage(), context };
}

async function openWechatOnPhone(walk: Walk, page: Page, query = ''): Promise<QrPage> {
  const qr = new QrPage(page, walk.servers.merchantUrl, walk.servers.checkoutUrl, 'wechat');
  await qr.open(query);
  await expect(qr.frame.getByText(/taken to WeChat/)).toBeVisible();
  return qr;
}

/** /page/redirect-wechat moves on at once: WeChat's page answers 204, so it stays "Opening WeChat…". */
const redirectWechatVisit: Visit = async (walk) => {
  const { page, context } = await phone(walk);
  try {
    await openWechatOnPhone(walk, page);
    await walk.check('element on a phone', page);
    await stayOnPage(page, '**/simulator/bank?**');
    await clickPay(page);
    await expect(page).toHaveURL(/#\/page\/redirect-wechat\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Opening WeChat…');
    await walk.check('opening WeChat', page);
    await redirectWechatRefusesData(walk, page);
  } finally {
    await context.close();
  }
};

/** The provider names a data: address: the page says so and follows nothing. */
async function redirectWechatRefusesData(walk: Walk, page: Page): Promise<void> {
  await page.route('**/api/v1/pa/payment_intents/int_*', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const intent = (await response.json()) as { next_action: { url: string } };
    await route.fulfill({ response, json: { ...intent, next_action: { ...intent.next_action, url: 'data:text/html,<h1>not WeChat</h1>' } } });
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/can't be completed here/);
  await walk.check('unsafe address refused', page);
}

/** /wechat/jsapi-callback: waiting (opened before WeChat settled), paid (kept off the merchant's page), and rejected. */
const wechatCallbackVisit: Visit = async (walk) => {
  const { page, context } = await phone(walk);
  try {
    await wechatCallbackPaid(walk, page);
    await wechatCallbackRejected(walk, page);
  } finally {
    await context.close();
  }
};

async function wechatCallbackPaid(walk: Walk, page: Page): Promise<void> {
  await openWechatOnPhone(walk, page);
  const confirm = page.waitForRequest((request) => request.url().endsWith('/confirm'));
  await clickPay(page);
  const { return_url: callback } = (await confirm).postDataJSON() as { return_url: string };
  await expect(page).toHaveURL(/\/simulator\/bank\?session=ses_/);
  const early = await page.context().newPage();
  const merchant = await stayOnPage(early, '**/success.html*');
  await early.goto(callback);
  await expect(early.getByRole('heading', { level: 1 })).toHaveText('Waiting for WeChat to confirm your payment…');
  await walk.check('waiting for WeChat', early);
  await page.getByRole('button', { name: 'Pay' }).click();
  await merchant.reached;
  await expect(early.getByRole('heading', { level: 1 })).toHaveText('Payment received');
  await walk.check('paid', early);
  await early.close();
}

async function wechatCallbackRejected(walk: Walk, page: Page): Promise<void> {
  await openWechatOnPhone(walk, page);
  await clickPay(page);
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment not completed');
  await walk.check('rejected in WeChat', page);
}

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
    await sheet.getByRole('button', { name: 'Cancel' }).click();
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

// ── The pay-later instruction pages and their result page ──────────────────

/** The methods whose page has a form (the shopper's contact details). */
const WITH_FORM: ReadonlySet<MethodName> = new Set(['konbini', 'pay-easy']);

/** An empty Pay: every field says what it wants; then a phone one digit short, the rest typed. */
async function refuseForm(walk: Walk, shopper: InstructionsPage, method: MethodName): Promise<void> {
  const { page } = walk;
  await shopper.payButton.click();
  await expect(page.getByText('Enter your full name.')).toBeVisible();
  await walk.check('empty fields refused');
  await page.getByLabel('Full name').pressSequentially(TARO.name.slice(0, 2));
  await walk.check('typing');
  await shopper.fillContact({ ...TARO, store: method === 'konbini' ? TARO.store : undefined, phone: '090123456' });
  await shopper.payButton.click();
  await expect(page.getByText('Enter a phone number of 10 or 11 digits.')).toBeVisible();
  await walk.check('invalid phone');
  await page.getByLabel('Phone number').fill(TARO.phone);
}

/** Pay with the confirm held (processing), then the instructions. */
async function getInstructions(walk: Walk, shopper: InstructionsPage, method: MethodName): Promise<void> {
  const confirm = await hold(walk.page, CONFIRM);
  await shopper.payButton.click();
  await confirm.requested;
  await walk.check('processing');
  await confirm.release();
  await expect(shopper.sheet(method)).toBeVisible();
  await walk.check('instructions');
}

function instructionsVisit(method: MethodName): Visit {
  return async (walk) => {
    const { page } = walk;
    const shopper = new InstructionsPage(page, walk.servers.request, walk.servers.merchantUrl, walk.servers.checkoutUrl);
    await shopper.open(method);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(METHODS[method].title);
    await walk.check('initial');
    if (WITH_FORM.has(method)) await refuseForm(walk, shopper, method);
    await getInstructions(walk, shopper, method);
    await shopper.settle('reject');
    await expect(page.getByRole('alert')).toHaveText(EXPIRED);
    await walk.check('deadline passed');
    await shopper.payButton.click();
    await expect(shopper.sheet(method)).toBeVisible();
    await shopper.settle('pay');
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await walk.check('paid');
  };
}

/** `/page/{method}/success` for the intent the shopper's page pays. */
function methodSuccessAddress(walk: Walk, method: string, shopper: InstructionsPage): string {
  const query = new URL(shopper.page.url()).searchParams;
  const back = `${walk.servers.merchantUrl}/success.html?intent_id=${shopper.intentId}`;
  return `${walk.servers.checkoutUrl}/page/${method}/success?intent_id=${query.get('intent_id')}&client_secret=${query.get('client_secret')}&return_url=${encodeURIComponent(back)}`;
}

/** Pending, then paid without a reload (konbini); not completed after the deadline (SPEI). */
const methodSuccessVisit: Visit = async (walk) => {
  const { page } = walk;
  const heading = page.getByRole('heading', { level: 1 });
  const shopper = new InstructionsPage(page, walk.servers.request, walk.servers.merchantUrl, walk.servers.checkoutUrl);
  await shopper.open('konbini');
  await shopper.getInstructions('konbini');
  await page.goto(methodSuccessAddress(walk, 'konbini', shopper));
  await expect(heading).toHaveText('Payment not received yet');
  await walk.check('pending');
  await shopper.settle('pay');
  await expect(heading).toHaveText('Payment received', { timeout: 15_000 });
  await walk.check('paid');
  await shopper.open('spei');
  await shopper.getInstructions('spei');
  await shopper.settle('reject');
  await page.goto(methodSuccessAddress(walk, 'spei', shopper));
  await expect(heading).toHaveText('Payment not completed');
  await walk.check('not completed');
};

export const METHOD_VISITS = {
  'elements.dropin': dropinVisit,
  'elements.redirect': redirectVisit,
  'page.redirect': redirectPageVisit,
  'elements.qrcode': qrcodeVisit,
  // The wallet app is on screen with the element it pays: the shopper's phone beside the checkout.
  'qrcode.mock': qrcodeVisit,
  'elements.wechat': wechatVisit,
  'page.redirectWechat': redirectWechatVisit,
  'wechat.jsapiCallback': wechatCallbackVisit,
  'elements.apple-pay': walletVisit('apple-pay'),
  'elements.google-pay': walletVisit('google-pay'),
  'page.konbiniPayment': instructionsVisit('konbini'),
  'page.payeasyAtmPayment': instructionsVisit('pay-easy'),
  'page.speiPayment': instructionsVisit('spei'),
  'page.bankTransferPayment': instructionsVisit('bank-transfer'),
  'page.payNowPayment': instructionsVisit('paynow'),
  'page.methodSuccess': methodSuccessVisit,
} satisfies Partial<Record<RouteName, Visit>>;
