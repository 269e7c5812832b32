/**
 * The recurring, direct-debit and bank-link pages of the page family (visits-pages.ts),
 * driven as e2e/recurring, direct-debit and bank-link .spec.ts drive them.
 */
import { expect, type Page } from '@playwright/test';
import { consentWithDeposits } from '../support/direct-debit';
import { BankLinkPage, finishLinkPage, openRecurringLink, LINKS, linkPageIn, type LinkScheme } from '../support/bank-link';
import type { RouteName } from '../../runtime/platform/router';
import { h1, open, processing, typingInvalidDeclined } from './page-steps';
import { createIntent, hold, stayOnPage, type Visit } from './visit';
import type { Walk } from './walk';
import { clickToClose } from '../support/press-to-close';
import { clickInView } from '../support/in-view';

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
  for (const [left, [first, second]] of [
    [2, ['0.01', '0.02']],
    [1, ['0.03', '0.04']],
  ] as const) {
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
  await clickInView(shop.linkButton);
  await walk.page.waitForURL(onLinkPage);
}

/** A consent (recurring mode, no return_url) by `scheme`, linked in the whole tab: it waits on the link page. */
async function saveInWholeTab(walk: Walk, scheme: LinkScheme): Promise<void> {
  const { page } = walk;
  const frame = await openRecurringLink(page, walk.servers.merchantUrl, scheme);
  await clickInView(frame.getByRole('button', { name: 'Link your bank account' }));
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
    // The result page's parameters are after the hash (never sent): its request has no query, or only the bank's.
    const result = await stayOnPage(page, /\/page\/[^/?]+\/success(?:\?.*)?$/);
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
const commonCallbackAddress: CallbackAddress = (checkoutUrl, session) =>
  `${checkoutUrl}/#/common/callback?provider=truelayer&session=${session}&outcome=completed`;

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
  await clickToClose(popup.getByRole('button', { name: 'Cancel' }));
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
  await clickInView(shop.linkButton);
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
  await clickToClose(popup.getByRole('button', { name: 'Cancel' }).first());
  await expect(page.locator('#events')).toHaveText('cancel');
};

export const BANK_LINK_VISITS = {
  'standalone.recurring': recurringVisit,
  'page.directDebitPendingVerify': pendingVerifyVisit,
  'page.directDebitVerifyAccount': verifyAccountVisit,
  'frame.popup': popupVisit,
  'page.plaidPopupIframe': plaidHostVisit,
  'page.plaid': callbackVisit('ach_direct_debit', null),
  'page.truelayer': callbackVisit('bacs_direct_debit', null),
  'page.truelayerCallback': callbackVisit('bacs_direct_debit', truelayerCallbackAddress),
  'common.callback': callbackVisit('bacs_direct_debit', commonCallbackAddress),
} satisfies Partial<Record<RouteName, Visit>>;
