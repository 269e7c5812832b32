/**
 * The methods family's pages: the instruction pages of the pay-later methods and their
 * result page, /page/redirect on the way to a bank that takes a form post, and WeChat
 * Pay's two pages in a phone's browser.
 */
import { expect, type Browser, type BrowserContext, type Page, type Route } from '@playwright/test';
import { InstructionsPage, METHODS, TARO, type MethodName } from '../support/instructions-page';
import { QrPage } from '../support/qr-page';
import { redirectPageUrl } from '../../runtime/features/redirect-bank-link/redirect/result-url';
import type { RouteName } from '../../runtime/platform/router';
import { CONFIRM, IPHONE, clickPay } from './methods-steps';
import { createIntent, hold, stayOnPage, type Visit } from './visit';
import type { Walk } from './walk';
import { addressParams } from '../support/address-params';

const EXPIRED = 'We did not receive your payment before the deadline. You can start again.';

// ── /page/redirect ─────────────────────────────────────────────────────────

const redirectPageAddress = (walk: Walk, intent: { id: string; client_secret: string }) =>
  redirectPageUrl(walk.checkoutOrigin, intent.id, intent.client_secret);

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

// ── WeChat Pay in a phone's browser ────────────────────────────────────────

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
  const query = addressParams(shopper.page.url());
  const back = `${walk.servers.merchantUrl}/success.html?intent_id=${shopper.intentId}`;
  return `${walk.servers.checkoutUrl}/page/${method}/success#?intent_id=${query.get('intent_id')}&client_secret=${query.get('client_secret')}&return_url=${encodeURIComponent(back)}`;
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

export const METHOD_PAGE_VISITS = {
  'page.redirect': redirectPageVisit,
  'page.redirectWechat': redirectWechatVisit,
  'wechat.jsapiCallback': wechatCallbackVisit,
  'page.konbiniPayment': instructionsVisit('konbini'),
  'page.payeasyAtmPayment': instructionsVisit('pay-easy'),
  'page.speiPayment': instructionsVisit('spei'),
  'page.bankTransferPayment': instructionsVisit('bank-transfer'),
  'page.payNowPayment': instructionsVisit('paynow'),
  'page.methodSuccess': methodSuccessVisit,
} satisfies Partial<Record<RouteName, Visit>>;
