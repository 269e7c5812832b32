/** The card family: the card element, the full-featured card, the split and the Korean fields, 3-D Secure. */
import { expect, type Page, type Route } from '@playwright/test';
import { TEST_CARDS } from '../support/fixtures';
import { ADA } from '../support/full-card-page';
import { GOOD_KR_CARD, KR_TEST_CARDS } from '../support/kr-card-page';
import type { RouteName } from '../../runtime/platform/router';
import { hold, nextFrame, stayOnPage, type Visit } from './visit';

const THREE_DS = { frictionless: '4000000000003014', challenge: '4000000000003220' } as const;

async function clickPay(page: Page): Promise<void> {
  const pay = page.locator('#pay');
  await pay.scrollIntoViewIfNeeded();
  await nextFrame(page);
  await pay.click();
}

/**
 * Pays with what is typed while the confirm is held (processing), then lets it through
 * and keeps the tab off the merchant's success page (the element's paid state).
 */
async function processingThenPaid(walk: Parameters<Visit>[0], paidSignal: () => Promise<void>): Promise<void> {
  const { page } = walk;
  const confirm = await hold(page, '**/payment_intents/*/confirm');
  const success = await stayOnPage(page, '**/success.html*');
  await clickPay(page);
  await confirm.requested;
  await walk.check('processing');
  await confirm.release();
  await success.reached;
  await paidSignal();
  await walk.check('paid');
}

/**
 * A merchant's own colours (the demo's `?brand`, `?text`, `?background`, `?page`): a brand as light
 * as the page is (its focus ring a darker shade) and one as dark as a dark page (a lighter one),
 * each with the number focused; light text on a dark page without `mode: 'dark'` (the frame infers
 * its dark surface) and a dark background on a light page (a painted slab with padding).
 */
const MERCHANT_COLOURS = [
  { state: 'merchant light brand, focused', query: '?brand=%23ffe066', focus: true },
  { state: 'merchant dark brand, focused', query: '?brand=%231c2541', focus: true },
  { state: 'merchant light text on a dark page', query: '?text=%23f8f9fa&page=%23101418', focus: false },
  { state: 'merchant dark background on a light page', query: '?background=%23101418&page=%23ffffff', focus: false },
] as const;

/** The card in each of the merchant's colours above: states of the card's visit, not visits of their own (the walk's cost). */
async function merchantColours(walk: Parameters<Visit>[0]): Promise<void> {
  const { page } = walk;
  for (const { state, query, focus } of MERCHANT_COLOURS) {
    await page.goto(`${walk.servers.merchantUrl}/card-script.html${query}`);
    await expect(page.locator('#pay')).toBeEnabled();
    if (focus) await page.frameLocator('#card-element iframe').locator('input[name="number"]').focus();
    await walk.check(state);
  }
}

/**
 * A card frame (the card's, or the full-featured card's: `path`) before its code has run: the card's
 * boot markup (runtime/host/boot/), fields a shopper can already type into, which says `ready` itself
 * (the demo's Pay is enabled from it), or where a kind has none, the static skeleton of its index.html,
 * and the demo still loading. Its scripts are
 * answered empty rather than held, so the document finishes loading (a held module script keeps
 * `document.fonts.ready`, which the walk's steadying waits for, pending); then the page is opened again.
 */
async function cardLoading(walk: Parameters<Visit>[0], path = '/card-script.html', shown = '#portico-boot input[name="number"]'): Promise<void> {
  const { page } = walk;
  const scripts = `${walk.servers.checkoutUrl}/static/js/**`;
  const empty = (route: Route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  await page.context().route(scripts, empty);
  await page.goto(`${walk.servers.merchantUrl}${path}`);
  await expect(page.frameLocator('#card-element iframe').locator(shown)).toBeVisible();
  if (shown.startsWith('#portico-boot')) await expect(page.locator('#pay')).toBeEnabled();
  else await expect(page.locator('#status')).toHaveText(/Loading/);
  await walk.check('loading');
  await page.context().unroute(scripts, empty);
  await page.goto(`${walk.servers.merchantUrl}${path}`);
}

const cardVisit: Visit = async (walk) => {
  const { page } = walk;
  await cardLoading(walk);
  await expect(page.locator('#pay')).toBeEnabled();
  const frame = page.frameLocator('#card-element iframe');
  const number = frame.locator('input[name="number"]');
  await walk.check('empty');
  await number.pressSequentially('4111 11');
  await walk.check('typing');
  await number.press('Tab');
  await expect(frame.getByRole('alert')).not.toBeEmpty();
  await walk.check('invalid number');
  await number.fill(TEST_CARDS.insufficientFunds);
  await frame.locator('input[name="expiry"]').fill('12 / 34');
  await frame.locator('input[name="cvc"]').fill('123');
  await clickPay(page);
  await expect(frame.getByRole('alert')).toContainText('funds');
  await walk.check('declined');
  await number.fill(TEST_CARDS.visa);
  await processingThenPaid(walk, () => expect(frame.locator('form')).toHaveAttribute('aria-busy', 'false'));
  await merchantColours(walk);
};

const fullFeaturedCardVisit: Visit = async (walk) => {
  const { page } = walk;
  await cardLoading(walk, '/full-featured-card.html', '.portico-skeleton');
  await expect(page.locator('#pay')).toBeEnabled();
  const frame = page.frameLocator('#card-element iframe');
  await walk.check('empty');
  await frame.getByLabel('Name on card').pressSequentially('Ada');
  await walk.check('typing');
  await clickPay(page);
  await expect(frame.locator('[aria-invalid="true"]').first()).toBeVisible();
  // The form sends focus to the first unfinished field; whether Chromium lets a cross-origin frame take it varies run to run, so the look would.
  await frame.locator('input[name="number"]').focus();
  await walk.check('missing fields');
  await frame.locator('input[name="number"]').fill(TEST_CARDS.insufficientFunds);
  await frame.locator('input[name="expiry"]').fill('12 / 34');
  await frame.locator('input[name="cvc"]').fill('123');
  await frame.getByLabel('Name on card').fill(ADA.name);
  await frame.getByRole('combobox', { name: 'Country or region' }).selectOption(ADA.country);
  await frame.getByLabel('Address', { exact: true }).fill(ADA.line1);
  await frame.getByLabel('City').fill(ADA.city);
  await frame.getByLabel(/^Postal code/).fill(ADA.postcode ?? '');
  await clickPay(page);
  await expect(frame.locator('#portico-card-message')).toContainText('funds');
  await walk.check('declined');
  await frame.locator('input[name="number"]').fill(TEST_CARDS.visa);
  await processingThenPaid(walk, async () => undefined);
};

const splitCardVisit: Visit = async (walk) => {
  const { page } = walk;
  await page.goto(`${walk.servers.merchantUrl}/split-card.html`);
  await expect(page.locator('#pay')).toBeEnabled();
  const input = (field: string, container: string) => page.frameLocator(`#card-${container} iframe`).locator(`input[name="${field}"]`);
  await walk.check('empty');
  await input('number', 'number').pressSequentially('4111 11');
  await walk.check('typing');
  await input('number', 'number').press('Tab');
  await input('expiry', 'expiry').fill('13 / 1');
  await input('expiry', 'expiry').press('Tab');
  await expect(page.frameLocator('#card-number iframe').getByRole('alert')).not.toBeEmpty();
  await walk.check('invalid');
  await input('number', 'number').fill(TEST_CARDS.insufficientFunds);
  await input('expiry', 'expiry').fill('12 / 34');
  await input('cvc', 'cvc').fill('123');
  await clickPay(page);
  await expect(page.frameLocator('#card-number iframe').getByRole('alert')).toContainText('funds');
  await walk.check('declined');
  await input('number', 'number').fill(TEST_CARDS.visa);
  await processingThenPaid(walk, async () => undefined);
};

const krCardVisit: Visit = async (walk) => {
  const { page } = walk;
  await page.goto(`${walk.servers.merchantUrl}/kr-card.html`);
  await expect(page.locator('#pay')).toBeEnabled();
  const input = (kind: string) => page.frameLocator(`#${kind} iframe`).locator('input');
  await walk.check('empty');
  await input('kr-card-number').pressSequentially('9410 12');
  await walk.check('typing');
  await input('kr-card-number').press('Tab');
  await expect(page.frameLocator('#kr-card-number iframe').locator('[role="alert"]')).not.toBeEmpty();
  await walk.check('invalid');
  await input('kr-card-number').fill(KR_TEST_CARDS.success);
  await input('kr-card-expiry').fill(GOOD_KR_CARD.expiry);
  await input('kr-card-psw-first-two').fill(GOOD_KR_CARD.pswFirstTwo);
  await input('kr-card-identifier').fill(GOOD_KR_CARD.identifier);
  await processingThenPaid(walk, async () => undefined);
};

/** The demo's card page with `number` typed and a good expiry and CVC, ready to pay. */
async function cardTyped(walk: Parameters<Visit>[0], number: string): Promise<void> {
  await walk.page.goto(`${walk.servers.merchantUrl}/card-script.html`);
  await expect(walk.page.locator('#pay')).toBeEnabled();
  const frame = walk.page.frameLocator('#card-element iframe');
  await frame.locator('input[name="number"]').fill(number);
  await frame.locator('input[name="expiry"]').fill('12 / 34');
  await frame.locator('input[name="cvc"]').fill('123');
}

/** The device-data frame lives as long as its request: held, it can be looked at. */
const frictionlessVisit: Visit = async (walk) => {
  const { page } = walk;
  await cardTyped(walk, THREE_DS.frictionless);
  const deviceData = await hold(page, '**/simulator/3ds/device-data*');
  await clickPay(page);
  await deviceData.requested;
  await walk.check('collecting device data');
  await deviceData.release();
  await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
};

const challengeVisit: Visit = async (walk) => {
  const { page } = walk;
  await cardTyped(walk, THREE_DS.challenge);
  await clickPay(page);
  const bank = page.frameLocator('dialog[data-portico-3ds] iframe').frameLocator('iframe[name="portico-acs"]');
  await expect(bank.locator('#otp')).toBeVisible();
  await walk.check('challenge');
  await bank.locator('#otp').fill('0000');
  await bank.locator('button[value="submit"]').click();
  await expect(bank.getByRole('alert')).toBeVisible();
  await walk.check('wrong code');
};

const threeDsCallbackVisit: Visit = async (walk) => {
  await walk.page.goto(`${walk.servers.checkoutUrl}/page/3ds-callback?intent_id=int_walk&status=SUCCEEDED`);
  await expect(walk.page.getByRole('status')).not.toBeEmpty();
  await walk.check('done');
};

export const CARD_VISITS = {
  'elements.card': cardVisit,
  'elements.full-featured-card': fullFeaturedCardVisit,
  'elements.card-number': splitCardVisit,
  'elements.expiry': splitCardVisit,
  'elements.cvc': splitCardVisit,
  // The SDK's hidden warm-up frame: the split page inits before it mounts.
  'elements.loading': splitCardVisit,
  'elements.kr-card-number': krCardVisit,
  'elements.kr-card-expiry': krCardVisit,
  'elements.kr-card-psw-first-two': krCardVisit,
  'elements.kr-card-identifier': krCardVisit,
  'elements.3ds-frictionless': frictionlessVisit,
  'elements.3ds-challenge': challengeVisit,
  'page.3dsCallback': threeDsCallbackVisit,
} satisfies Partial<Record<RouteName, Visit>>;
