/**
 * The page family: the hosted recurring page, the direct-debit pages, bank linking (the
 * popup, Plaid's host page, the four ways back), the hosted checkout, payment links and
 * the result pages. Each is driven as the specs beside it drive it (e2e/recurring,
 * direct-debit, bank-link, hosted-checkout and payment-link .spec.ts).
 */
import { expect, type Page } from '@playwright/test';
import { TEST_CARDS } from '../support/fixtures';
import { consentWithDeposits } from '../support/direct-debit';
import { BankLinkPage, finishLinkPage, LINKS, linkPageIn, type LinkScheme } from '../support/bank-link';
import { fixedLink, flexibleLink, makeLink } from '../support/payment-links';
import type { RouteName } from '../../runtime/router';
import { createIntent, hold, MERCHANT_KEY, nextFrame, stayOnPage, type Visit } from './visit';
import type { Walk } from './walk';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Leaves whatever is open first: a hash-only change to the same address would not load the page again. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(url);
}

// ---------------------------------------------------------------- the drop-in on a hosted page

const payButton = (page: Page) => page.locator('.portico-dropin__pay');

async function clickPay(page: Page): Promise<void> {
  await payButton(page).scrollIntoViewIfNeeded();
  await nextFrame(page);
  await payButton(page).click();
}

async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
}

/**
 * The card form of a hosted drop-in from empty to declined: typing, a number cut short
 * (each field says what is wrong), a card without funds.
 */
async function typingInvalidDeclined(walk: Walk): Promise<void> {
  const { page } = walk;
  const number = page.getByRole('textbox', { name: 'Card number' });
  await number.pressSequentially('4111 11');
  await walk.check('typing');
  await clickPay(page);
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await walk.check('invalid');
  await fillCard(page, TEST_CARDS.insufficientFunds);
  await clickPay(page);
  await expect(page.getByRole('alert').filter({ hasText: 'sufficient funds' }).first()).toBeVisible();
  await walk.check('declined');
  await number.fill(TEST_CARDS.visa);
}

/** Pays while `pattern` (the confirm, or the consent's verify) is held: the processing state. */
async function processing(walk: Walk, pattern: string): Promise<void> {
  const request = await hold(walk.page, pattern);
  await clickPay(walk.page);
  await request.requested;
  await walk.check('processing');
  await request.release();
}

// ---------------------------------------------------------------- recurring, direct debit

/** The hosted recurring page the demo merchant links to (its server made the consent). */
async function recurringAddress(page: Page, merchantUrl: string): Promise<string> {
  await page.goto(`${merchantUrl}/recurring.html?hosted=1`);
  const href = await page.getByRole('link', { name: 'Continue to the secure page' }).getAttribute('href');
  expect(href).not.toBeNull();
  return href ?? '';
}

const recurringVisit: Visit = async (walk) => {
  const { page } = walk;
  const address = await recurringAddress(page, walk.servers.merchantUrl);
  await open(page, address);
  await expect(page.locator('.portico-consent-terms')).toContainText('$9.99 each time');
  await walk.check('initial');
  await typingInvalidDeclined(walk);
  await processing(walk, '**/payment_consents/*/verify');
  await expect(h1(page)).toHaveText('Payment method saved');
  await walk.check('saved');
  await open(page, address);
  await expect(page.getByText('This payment method was already saved.')).toBeVisible();
  await walk.check('already saved');
  const forged = new URL(address);
  forged.hash = forged.hash.replace(/client_secret%22%3A%22[^%]+/, 'client_secret%22%3A%22forged');
  await open(page, forged.toString());
  await expect(page.getByRole('alert')).toContainText('This link has expired or is not valid.');
  await walk.check('link not valid');
};

const pendingVerifyVisit: Visit = async (walk) => {
  const { page, servers } = walk;
  const { consentId, clientSecret } = await consentWithDeposits(servers.request, servers.checkoutUrl);
  const address = (id: string, secret: string) => `${servers.checkoutUrl}/#/page/direct-debit-pending-verify?consent_id=${id}&client_secret=${secret}`;
  const read = await hold(page, `**/payment_consents/${consentId}`);
  await page.goto(address(consentId, clientSecret));
  await read.requested;
  await expect(page.getByRole('status')).not.toBeEmpty();
  await walk.check('loading');
  await read.release();
  await expect(h1(page)).toHaveText('Check your bank account');
  await expect(page.getByText('Attempts left: 3')).toBeVisible();
  await walk.check('deposits sent');
  await open(page, `${servers.checkoutUrl}/#/page/direct-debit-pending-verify?consent_id=${consentId}`);
  await expect(h1(page)).toHaveText('This link is incomplete');
  await walk.check('incomplete link');
  await open(page, address('cst_000000000000000000000000', clientSecret));
  await expect(h1(page)).toHaveText("We can't find this verification");
  await walk.check('unknown consent');
  // Verified on the verify page, the pending page has nothing left to wait for.
  await open(page, verifyAddress(walk, consentId, clientSecret));
  await answerDeposits(page, '0.32', '0.45');
  await expect(h1(page)).toHaveText('Bank account verified');
  await open(page, address(consentId, clientSecret));
  await expect(h1(page)).toHaveText('This account is already verified');
  await walk.check('already verified');
};

function verifyAddress(walk: Walk, consentId: string, secret: string): string {
  const { checkoutUrl, merchantUrl } = walk.servers;
  return `${checkoutUrl}/#/page/direct-debit-verify-account/uk/${consentId}?client_secret=${secret}&return_url=${encodeURIComponent(`${merchantUrl}/`)}`;
}

async function answerDeposits(page: Page, first: string, second: string): Promise<void> {
  await page.getByLabel('First deposit').fill(first);
  await page.getByLabel('Second deposit').fill(second);
  await page.getByRole('button', { name: 'Verify account' }).click();
}

const verifyAccountVisit: Visit = async (walk) => {
  const { page, servers } = walk;
  const { consentId, clientSecret } = await consentWithDeposits(servers.request, servers.checkoutUrl);
  await page.goto(verifyAddress(walk, consentId, clientSecret));
  await expect(h1(page)).toHaveText('Verify your bank account');
  await walk.check('initial');
  await page.getByLabel('First deposit').pressSequentially('0.3');
  await walk.check('typing');
  // Refused before sending: a typo spends no attempt.
  await answerDeposits(page, '32', '');
  await expect(page.getByText('Enter the amount of this deposit.')).toBeVisible();
  await walk.check('invalid amounts');
  await answerDeposits(page, '0.12', '0.34');
  await expect(page.getByRole('alert')).toContainText('Attempts left: 2');
  await walk.check('wrong amounts');
  const sent = await hold(page, '**/payment_consents/*/verify_continue');
  await answerDeposits(page, '0.32', '0.45');
  await sent.requested;
  await walk.check('processing');
  await sent.release();
  await expect(h1(page)).toHaveText('Bank account verified');
  await walk.check('verified');
  await open(page, verifyAddress(walk, consentId, clientSecret));
  await expect(h1(page)).toHaveText('This account is already verified');
  await walk.check('already verified');
  await verificationClosed(walk);
  await open(page, `${servers.checkoutUrl}/#/page/direct-debit-verify-account/uk/cst_nope`);
  await expect(h1(page)).toHaveText('This link is incomplete');
  await walk.check('incomplete link');
  await open(page, verifyAddress(walk, 'cst_000000000000000000000000', clientSecret));
  await expect(h1(page)).toHaveText("We can't find this verification");
  await walk.check('unknown consent');
};

/** Three wrong answers end the verification: a consent of its own. */
async function verificationClosed(walk: Walk): Promise<void> {
  const { page, servers } = walk;
  const { consentId, clientSecret } = await consentWithDeposits(servers.request, servers.checkoutUrl);
  await open(page, verifyAddress(walk, consentId, clientSecret));
  for (const [left, [first, second]] of [[2, ['0.01', '0.02']], [1, ['0.03', '0.04']]] as const) {
    await answerDeposits(page, first, second);
    await expect(page.getByRole('alert')).toContainText(`Attempts left: ${left}`);
  }
  await answerDeposits(page, '0.05', '0.06');
  await expect(h1(page)).toHaveText('Verification closed');
  await walk.check('verification closed');
}

// ---------------------------------------------------------------- bank linking

/** The blocked popup, as a blocker answers in the element's frame: the whole tab links the account. */
async function blockPopups(walk: Walk): Promise<void> {
  await walk.page.addInitScript(`(() => {
    if (location.origin === ${JSON.stringify(walk.checkoutOrigin)} && location.hash.startsWith('#/elements/')) window.open = () => null;
  })()`);
}

const onLinkPage = (url: URL) => url.pathname.startsWith('/simulator/') && url.searchParams.has('session');

/** A payment by `scheme` on the demo's bank-link page, linked in the whole tab: it waits on the link page. */
async function payInWholeTab(walk: Walk, scheme: LinkScheme): Promise<void> {
  const shop = new BankLinkPage(walk.page, walk.servers.merchantUrl);
  await shop.open(scheme);
  await shop.linkButton.click();
  await walk.page.waitForURL(onLinkPage);
}

/** A consent (recurring mode, no return_url) by `scheme`, linked in the whole tab: it waits on the link page. */
async function saveInWholeTab(walk: Walk, scheme: LinkScheme): Promise<void> {
  const { page } = walk;
  await page.goto(`${walk.servers.merchantUrl}/recurring.html?kind=dropin&currency=${LINKS[scheme].currency}`);
  const frame = page.frameLocator('#element iframe');
  await expect(frame.getByRole('heading', { name: 'Saved for future payments' })).toBeVisible();
  await frame.getByRole('button', { name: scheme === 'ach_direct_debit' ? /^ACH Direct Debit/ : /^Bacs Direct Debit/ }).first().click();
  await expect(frame.getByRole('button', { name: 'Link your bank account' })).toBeVisible();
  await frame.getByRole('checkbox', { name: /^I agree to this/ }).check();
  await frame.getByRole('button', { name: 'Link your bank account' }).click();
  await page.waitForURL(onLinkPage);
}

/**
 * How the shopper comes back from the link page to a callback route: `null`, the
 * provider's own way (Complete on its page, to `/page/{region}/{provider}/…`); else the
 * address of another callback route for the same session, as a provider that uses it sends.
 */
type CallbackAddress = ((checkoutUrl: string, session: string, region: string) => string) | null;

async function comeBack(walk: Walk, scheme: LinkScheme, address: CallbackAddress): Promise<void> {
  const { page } = walk;
  if (address === null) return finishLinkPage(page, scheme, 'Complete');
  const session = new URL(page.url()).searchParams.get('session') ?? '';
  await page.goto(address(walk.servers.checkoutUrl, session, LINKS[scheme].region));
}

/**
 * A callback route in each state it has: returning the whole tab to the checkout's result
 * page (held, so the callback page stays), the same address replayed (nothing to return
 * to), an address cut short (incomplete), and a consent with no way back (all done).
 */
function callbackVisit(scheme: LinkScheme, address: CallbackAddress): Visit {
  return async (walk) => {
    const { page } = walk;
    await blockPopups(walk);
    const result = await stayOnPage(page, '**/page/*/success?*');
    await payInWholeTab(walk, scheme);
    await comeBack(walk, scheme, address);
    await result.reached;
    await expect(h1(page)).toHaveText('Returning to the checkout…');
    await walk.check('returning');
    const callback = page.url();
    await open(page, callback);
    await expect(h1(page)).toHaveText('Nothing to return to');
    await walk.check('replayed');
    await open(page, callback.replace(/([?&])outcome=[^&]*&?/, '$1'));
    await expect(h1(page)).toHaveText('This link is incomplete');
    await walk.check('incomplete');
    await saveInWholeTab(walk, scheme);
    await comeBack(walk, scheme, address);
    await expect(h1(page)).toHaveText('All done');
    await walk.check('done');
  };
}

const truelayerCallbackAddress: CallbackAddress = (checkoutUrl, session, region) =>
  `${checkoutUrl}/#/page/truelayer/callback?session=${session}&outcome=completed&action=complete&region=${region}`;
const commonCallbackAddress: CallbackAddress = (checkoutUrl, session) => `${checkoutUrl}/#/common/callback?provider=truelayer&session=${session}&outcome=completed`;

const notAPayment = "This window isn't part of a payment";

/**
 * `/frame/popup`: opened alone; the waiting screen in the popup while the confirm is out;
 * the whole tab of a blocked popup with a broken address, for a payment that waits for no
 * bank, and about to leave for the bank (the link page held back).
 */
const popupVisit: Visit = async (walk) => {
  const { page, servers } = walk;
  await page.goto(`${servers.checkoutUrl}/#/frame/popup`);
  await expect(h1(page)).toHaveText(notAPayment);
  await walk.check('opened alone');
  const shop = new BankLinkPage(page, servers.merchantUrl);
  await shop.open('bacs_direct_debit');
  const confirm = await hold(page, '**/payment_intents/*/confirm');
  const popup = await shop.startLink();
  await expect(popup.getByRole('heading', { level: 1, name: 'Connecting to your bank…' })).toBeVisible();
  await walk.check('connecting', popup);
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await confirm.release();
  await expect(page.locator('#events')).toHaveText('cancel');
  await open(page, `${servers.checkoutUrl}/#/frame/popup?intent_id=int_nope&client_secret=nope`);
  await expect(h1(page)).toHaveText(/^This link is incomplete/);
  await walk.check('whole tab, broken link');
  const idle = await createIntent(walk, { currency: 'GBP' });
  await open(page, `${servers.checkoutUrl}/#/frame/popup?intent_id=${idle.id}&client_secret=${idle.client_secret}`);
  await expect(page.getByRole('alert')).toBeVisible();
  await walk.check('whole tab, nothing to link');
  await blockPopups(walk);
  const bank = await stayOnPage(page, '**/simulator/truelayer?*');
  await shop.open('bacs_direct_debit');
  await shop.linkButton.click();
  await bank.reached;
  await expect(page.getByRole('status')).toBeVisible();
  await walk.check('whole tab, leaving for the bank');
};

/** `/page/plaid-popup-iframe`: opened alone, and in the popup with Plaid's page in it. */
const plaidHostVisit: Visit = async (walk) => {
  const { page, servers } = walk;
  await page.goto(`${servers.checkoutUrl}/#/page/plaid-popup-iframe`);
  await expect(h1(page)).toHaveText(notAPayment);
  await walk.check('opened alone');
  const shop = new BankLinkPage(page, servers.merchantUrl);
  await shop.open('ach_direct_debit');
  const popup = await shop.startLink();
  await expect(linkPageIn(popup, 'ach_direct_debit').getByRole('button', { name: 'Complete' })).toBeVisible();
  await expect(popup.getByRole('heading', { level: 1, name: 'Link your bank account' })).toBeVisible();
  await walk.check('bank page', popup);
  await popup.getByRole('button', { name: 'Cancel' }).first().click();
  await expect(page.locator('#events')).toHaveText('cancel');
};

// ---------------------------------------------------------------- hosted checkout, results

const BUSINESS = 'Portico Demo Store';

/** A hosted page address built by hand, as a merchant's server would: with the intent in the path or in `options`. */
async function handBuilt(walk: Walk, withPath: boolean, options: Record<string, unknown> = {}): Promise<{ url: string; intentId: string; secret: string }> {
  const made = await createIntent(walk, { amount: 12.5 });
  const all = { client_secret: made.client_secret, ...(withPath ? {} : { intent_id: made.id }), ...options };
  const query = new URLSearchParams({ options: JSON.stringify(all) });
  const path = withPath ? `standalone/checkout/${made.id}` : 'standalone/checkout';
  return { url: `${walk.servers.checkoutUrl}/#/${path}?${query.toString()}`, intentId: made.id, secret: made.client_secret };
}

/** The hosted page's states after it has loaded: typing to declined, processing, paid; opened again, already paid. */
async function hostedStates(walk: Walk, address: string, paid: () => Promise<void>): Promise<void> {
  const { page } = walk;
  await expect(h1(page)).toHaveText(`Pay ${BUSINESS}`);
  await walk.check('initial');
  await typingInvalidDeclined(walk);
  await processing(walk, '**/payment_intents/*/confirm');
  await paid();
  await open(page, address);
  await expect(h1(page)).toHaveText('Payment successful');
  await expect(payButton(page)).toHaveCount(0);
  await walk.check('already paid');
}

async function brokenLinks(walk: Walk, route: string, badSecretUrl: string): Promise<void> {
  const { page } = walk;
  await open(page, `${walk.servers.checkoutUrl}/#/${route}?options=${encodeURIComponent('{"client_secret": "x"')}`);
  await expect(h1(page)).toHaveText('This payment link is broken');
  await walk.check('malformed link');
  await open(page, badSecretUrl);
  await expect(page.getByRole('alert').first()).toBeVisible();
  await walk.check('link not valid');
}

/** `/standalone/checkout/{intentId}`, from the demo's redirectToCheckout(); paid, the merchant's success page is held off. */
const checkoutIntentVisit: Visit = async (walk) => {
  const { page, servers } = walk;
  await page.goto(`${servers.merchantUrl}/hosted.html`);
  await page.getByRole('button', { name: 'Pay on the secure checkout page' }).click();
  await page.waitForURL((url) => url.origin === walk.checkoutOrigin);
  await expect(payButton(page)).toBeVisible();
  const address = page.url();
  const success = await stayOnPage(page, '**/success.html*');
  await hostedStates(walk, address, async () => {
    await success.reached;
    await walk.check('paid');
  });
  await brokenLinks(walk, 'standalone/checkout/int_1', address.replace(/client_secret%22%3A%22[^%]+/, 'client_secret%22%3A%22forged'));
};

/** `/standalone/checkout` with the intent in `options`; no success_url: paid, the checkout's own result page. */
const checkoutVisit: Visit = async (walk) => {
  const { page } = walk;
  const { url } = await handBuilt(walk, false);
  await page.goto(url);
  await expect(payButton(page)).toBeVisible();
  await hostedStates(walk, url, () => expect(h1(page)).toHaveText('Payment successful'));
  await brokenLinks(walk, 'standalone/checkout', url.replace(/client_secret%22%3A%22[^%]+/, 'client_secret%22%3A%22forged'));
};

const rootVisit: Visit = async (walk) => {
  await walk.page.goto(`${walk.servers.checkoutUrl}/`);
  await expect(h1(walk.page)).toHaveText('Portico checkout');
  await walk.check('landing');
};

/** An intent confirmed through the sandbox API with `payment_method`: paid, declined, or waiting for a bank. */
async function confirmedIntent(walk: Walk, paymentMethod: Record<string, unknown> | null): Promise<{ id: string; client_secret: string }> {
  const intent = await createIntent(walk, { currency: 'USD' });
  if (paymentMethod === null) return intent;
  await walk.servers.request.post(`${walk.servers.checkoutUrl}/api/v1/pa/payment_intents/${intent.id}/confirm`, {
    headers: { 'client-secret': intent.client_secret },
    data: { request_id: crypto.randomUUID(), payment_method: paymentMethod },
  });
  return intent;
}

const card = (number: string) => ({ type: 'card', card: { number, expiry_month: '12', expiry_year: '2040', cvc: '123' } });

/**
 * `/checkout-success` or `/checkout-fail`: the intent is read (held: checking), then
 * said as the provider has it (paid, not completed, pending), or a link that is not valid.
 */
function resultVisit(route: 'checkout-success' | 'checkout-fail'): Visit {
  return async (walk) => {
    const { page, servers } = walk;
    const address = (intent: { id: string; client_secret: string }) =>
      `${servers.checkoutUrl}/#/${route}?${new URLSearchParams({ options: JSON.stringify({ intent_id: intent.id, client_secret: intent.client_secret }) })}`;
    const paid = await confirmedIntent(walk, card(TEST_CARDS.visa));
    const read = await hold(page, `**/payment_intents/${paid.id}`);
    await open(page, address(paid));
    await read.requested;
    await expect(h1(page)).toBeVisible();
    await walk.check('checking');
    await read.release();
    await expect(h1(page)).toHaveText('Payment successful');
    await walk.check('paid');
    await open(page, address(await confirmedIntent(walk, card(TEST_CARDS.insufficientFunds))));
    await expect(h1(page)).toHaveText('Payment not completed');
    await walk.check('not completed');
    await open(page, address(await confirmedIntent(walk, { type: 'ach_direct_debit' })));
    await expect(page.getByRole('status').first()).toBeVisible();
    await expect(h1(page)).not.toHaveText(/Payment successful|Payment not completed|Checking/);
    await walk.check('pending');
    await open(page, address({ id: paid.id, client_secret: 'forged' }));
    await expect(page.getByRole('alert').first()).toBeVisible();
    await walk.check('link not valid');
  };
}

// ---------------------------------------------------------------- payment links

async function linkCardStates(walk: Walk, amount: string): Promise<void> {
  const { page } = walk;
  await expect(page.getByRole('button', { name: `Pay ${amount}` })).toBeVisible();
  await typingInvalidDeclined(walk);
  await processing(walk, '**/payment_intents/*/confirm');
  await page.waitForURL((url) => url.hash.startsWith('#/checkout-success'));
}

async function unpayableLinks(walk: Walk, unknownUrl: string): Promise<void> {
  const { page, servers } = walk;
  const expiring = await makeLink(servers.request, servers.checkoutUrl, fixedLink({ expires_at: new Date(Date.now() + 1500).toISOString() }));
  const inactive = await makeLink(servers.request, servers.checkoutUrl, fixedLink());
  expect((await servers.request.post(`${servers.checkoutUrl}/api/v1/pa/payment_links/${inactive.code}/deactivate`, { headers: MERCHANT_KEY })).status()).toBe(200);
  await expect
    .poll(async () => ((await (await servers.request.get(`${servers.checkoutUrl}/api/v1/pa/payment_links/${expiring.code}`)).json()) as { status: string }).status, { timeout: 5000 })
    .toBe('EXPIRED');
  for (const [state, url, title] of [
    ['expired', expiring.url, 'This link has expired'],
    ['deactivated', inactive.url, 'This link is no longer active'],
    ['unknown link', unknownUrl, 'This link does not exist or was mistyped'],
  ] as const) {
    await open(page, url);
    await expect(h1(page)).toHaveText(title);
    await walk.check(state);
  }
}

/** `/pay/{code}`: a fixed link from its page to paid and already paid, what it collects when missing, links that cannot be paid. */
const paymentLinkVisit: Visit = async (walk) => {
  const { page, servers } = walk;
  const link = await makeLink(servers.request, servers.checkoutUrl, fixedLink({ description: 'Stoneware, 350 ml' }));
  await page.goto(link.url);
  await expect(h1(page)).toHaveText('Blue mug');
  await walk.check('initial');
  await linkCardStates(walk, '$12.50');
  await open(page, link.url);
  await expect(h1(page)).toHaveText('This link has already been paid');
  await walk.check('already paid');
  const collecting = await makeLink(servers.request, servers.checkoutUrl, fixedLink({ collect: { billing_address: true, phone: true, reference: true, message: true } }));
  await open(page, collecting.url);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Enter your phone number.')).toBeVisible();
  await walk.check('details missing');
  await unpayableLinks(walk, `${servers.checkoutUrl}/#/pay/plk_AAAAAAAAAAAAAAAA`);
};

/** `/pay/{region}/{code}`: a flexible link, the amount typed, refused, then paid; links that cannot be paid. */
const paymentLinkRegionVisit: Visit = async (walk) => {
  const { page, servers } = walk;
  const link = await makeLink(servers.request, servers.checkoutUrl, flexibleLink({ region: 'hk', currencies: ['HKD'], min_amount: 10, max_amount: 500 }));
  expect(link.url).toContain('/#/pay/hk/');
  await page.goto(link.url);
  await expect(h1(page)).toHaveText('Donation');
  await walk.check('initial');
  const amount = page.getByRole('textbox', { name: 'Amount (HKD)' });
  await amount.pressSequentially('9');
  await walk.check('typing');
  for (const [state, typed] of [['amount too low', '9'], ['amount too high', '500.01'], ['amount not a number', 'twenty']] as const) {
    await amount.fill(typed);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await walk.check(state);
  }
  await amount.fill('120');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.locator('.portico-checkout__amount')).toHaveText('HK$120.00');
  await walk.check('amount set');
  await linkCardStates(walk, 'HK$120.00');
  await open(page, link.url);
  await expect(h1(page)).toHaveText('This link has already been paid');
  await walk.check('already paid');
  await open(page, `${servers.checkoutUrl}/#/pay/hk/plk_AAAAAAAAAAAAAAAA`);
  await expect(h1(page)).toHaveText('This link does not exist or was mistyped');
  await walk.check('unknown link');
};

export const PAGE_VISITS = {
  // Recurring, direct debit and bank linking.
  'standalone.recurring': recurringVisit,
  'page.directDebitPendingVerify': pendingVerifyVisit,
  'page.directDebitVerifyAccount': verifyAccountVisit,
  'frame.popup': popupVisit,
  'page.plaidPopupIframe': plaidHostVisit,
  'page.plaid': callbackVisit('ach_direct_debit', null),
  'page.truelayer': callbackVisit('bacs_direct_debit', null),
  'page.truelayerCallback': callbackVisit('bacs_direct_debit', truelayerCallbackAddress),
  'common.callback': callbackVisit('bacs_direct_debit', commonCallbackAddress),
  // Hosted page, payment links, results.
  root: rootVisit,
  'standalone.checkout': checkoutVisit,
  'standalone.checkoutIntent': checkoutIntentVisit,
  paymentLink: paymentLinkVisit,
  'paymentLink.region': paymentLinkRegionVisit,
  'checkout.success': resultVisit('checkout-success'),
  'checkout.fail': resultVisit('checkout-fail'),
} satisfies Partial<Record<RouteName, Visit>>;
