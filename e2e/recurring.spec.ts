/**
 * Recurring mode across the two origins: the merchant's page creates a consent with
 * its terms (shown in the element, in the shopper's language), the shopper saves a
 * method on it, and the merchant hears `consent` with the id and status. The card,
 * the full-featured card and the drop-in (its own button, and a wallet), the hosted
 * page `/standalone/recurring`, a decline then a good card, and the keyboard alone.
 * axe for these screens is the screen walk's (e2e/screen-walk.spec.ts: the hosted
 * recurring page from initial to saved; the card element's decline). Audited here is
 * what the walk never shows: the card element with a consent's terms, the drop-in in
 * recurring mode, and its micro-deposits pending.
 */
import AxeBuilder from '@axe-core/playwright';
import type { FrameLocator, Page } from '@playwright/test';
import { expect, test, TEST_CARDS } from './support/fixtures';
import { MERCHANT_KEY } from './support/instructions-page';
import { ACCOUNTS, type Scheme } from './support/direct-debit';
import { expectFrameSettled } from './support/frame-settled';
import { clickToClose } from './support/press-to-close';
import { clickInView } from './support/in-view';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The sandbox's 3DS test cards: a consent needs no challenge there (docs/sandbox/customers-consents.md). */
const THREE_DS_FRICTIONLESS = '4000000000003063';

const frameOf = (page: Page): FrameLocator => page.frameLocator('#element iframe');

async function openDemo(page: Page, merchantUrl: string, query = ''): Promise<FrameLocator> {
  await page.goto(`${merchantUrl}/recurring.html${query}`);
  const frame = frameOf(page);
  // The terms show once the consent exists: created by the merchant's page on ready.
  await expect(frame.getByRole('heading', { name: 'Saved for future payments' })).toBeVisible();
  return frame;
}

async function fillCard(frame: FrameLocator, number: string = TEST_CARDS.visa): Promise<void> {
  await frame.getByRole('textbox', { name: 'Card number' }).fill(number);
  await frame.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
  await frame.getByRole('textbox', { name: 'Security code' }).fill('123');
}

/** The merchant's page says the method is saved; else fails saying what verifyConsent() rejected with. */
async function expectSaved(page: Page): Promise<void> {
  const status = page.locator('#status');
  await expect(status).not.toHaveText(/^(Saving…)?$/);
  const said = await status.textContent();
  const rejected = (await page.locator('#merchant-error').isVisible()) ? await page.locator('#merchant-error').textContent() : 'nothing';
  expect(said, `verifyConsent() rejected with ${rejected}`).toBe('Subscribed: your payment method is saved.');
}

/** The consents the merchant's page heard of, last first, and what the provider says of the last (through the merchant's server). */
async function lastConsent(page: Page, merchantUrl: string): Promise<{ id: string; status: string; payment_method_id: string | null }> {
  const heard = JSON.parse((await page.locator('#consent-log').textContent()) ?? 'null') as { id: string };
  const response = await page.request.get(`${merchantUrl}/api/consents/${heard.id}`);
  return response.json();
}

test.describe('recurring mode: the card element', () => {
  test('shows the terms, saves the card on the consent, the merchant hears VERIFIED with the saved method', async ({ page, merchantUrl }) => {
    const frame = await openDemo(page, merchantUrl);
    const terms = frame.getByRole('region', { name: 'Saved for future payments' });
    await expect(terms).toContainText('$9.99 each time');
    await expect(terms).toContainText('Every month');
    await expect(terms).toContainText('Day 5 of each month');
    await expect(terms).toContainText('Until you cancel');
    await fillCard(frame);
    await page.getByRole('button', { name: 'Save and subscribe' }).click();
    await expect(page.locator('#status')).toHaveText('Subscribed: your payment method is saved.');
    const consent = await lastConsent(page, merchantUrl);
    expect(consent).toEqual({ id: expect.stringMatching(/^cst_/), status: 'VERIFIED', payment_method_id: expect.stringMatching(/^mtd_/) });
    expect(JSON.parse((await page.locator('#consent-log').textContent()) ?? '{}')).toMatchObject({
      status: 'VERIFIED',
      next_triggered_by: 'merchant',
      payment_method_id: consent.payment_method_id,
    });
  });

  test('a decline is shown in the element, nothing is saved; a good card then verifies the same consent', async ({ page, merchantUrl }) => {
    const frame = await openDemo(page, merchantUrl);
    await fillCard(frame, TEST_CARDS.insufficientFunds);
    await page.getByRole('button', { name: 'Save and subscribe' }).click();
    await expect(frame.getByRole('alert')).toHaveText("This card doesn't have sufficient funds or credit. Please try a different card.");
    await expect(page.locator('#merchant-error')).toContainText('"original_code": "51"');
    const pending = await lastConsent(page, merchantUrl);
    expect(pending.status).toBe('PENDING_VERIFICATION');
    await frame.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARDS.visa);
    await expect(frame.locator('[role="alert"]')).toBeEmpty();
    await expectFrameSettled(page.locator('#element iframe'));
    await page.getByRole('button', { name: 'Save and subscribe' }).click();
    await expectSaved(page);
    expect(await lastConsent(page, merchantUrl)).toMatchObject({ id: pending.id, status: 'VERIFIED' });
  });

  test('a 3-D Secure card: the provider asks no challenge for a consent, and it is verified', async ({ page, merchantUrl }) => {
    const frame = await openDemo(page, merchantUrl);
    await fillCard(frame, THREE_DS_FRICTIONLESS);
    await page.getByRole('button', { name: 'Save and subscribe' }).click();
    await expect(page.locator('#status')).toHaveText('Subscribed: your payment method is saved.');
    expect((await lastConsent(page, merchantUrl)).status).toBe('VERIFIED');
  });

  test('customer-triggered terms, in German', async ({ page, merchantUrl }) => {
    const frame = await openDemo(page, merchantUrl, '?trigger=customer&lang=de').catch(async () => frameOf(page));
    const terms = frame.locator('.portico-consent-terms');
    await expect(terms).toBeVisible();
    await expect(terms).not.toContainText('Every month');
    await expect(frame.locator('html')).toHaveAttribute('lang', 'de');
  });

  test("keyboard only: Tab through the card, to the merchant's button, Enter saves", async ({ page, merchantUrl }) => {
    const frame = await openDemo(page, merchantUrl);
    await page.locator('#element iframe').focus();
    await expect(frame.getByRole('textbox', { name: 'Card number' })).toBeFocused();
    await page.keyboard.type(TEST_CARDS.visa);
    await expect(frame.getByRole('textbox', { name: 'Expiry date' })).toBeFocused();
    await page.keyboard.type('1234');
    await expect(frame.getByRole('textbox', { name: 'Security code' })).toBeFocused();
    await page.keyboard.type('123');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Save and subscribe' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#status')).toHaveText('Subscribed: your payment method is saved.');
  });

  // The decline's audit is the walk's (elements.card · declined).
  test('axe: no violations with the terms shown', async ({ page, merchantUrl }) => {
    await openDemo(page, merchantUrl);
    expect((await new AxeBuilder({ page }).include('#element').withTags(WCAG).analyze()).violations).toEqual([]);
  });
});

test('recurring mode: the full-featured card saves on the consent (no "save this card" box)', async ({ page, merchantUrl }) => {
  const frame = await openDemo(page, merchantUrl, '?kind=full-featured-card');
  await expect(frame.getByRole('checkbox')).toHaveCount(0);
  await fillCard(frame);
  await frame.getByLabel('Name on card').fill('Ada Lovelace');
  await frame.getByLabel('Address', { exact: true }).fill('1 Main St');
  await frame.getByLabel('City').fill('Springfield');
  const postcode = frame.getByLabel(/^Postal code/);
  if (await postcode.count()) await postcode.fill('12345');
  const state = frame.getByLabel(/^State, province or region/);
  if (await state.count()) await state.fill('IL');
  // As e2e/support/full-card-page.ts pays: the button under the tall frame is scrolled to first, and the
  // page has painted there (Playwright's own scroll, with focus still in the frame, can leave the click short).
  const save = page.getByRole('button', { name: 'Save and subscribe' });
  await save.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await save.click();
  await expect(page.locator('#status')).toHaveText('Subscribed: your payment method is saved.');
});

test.describe('recurring mode: the drop-in', () => {
  test('lists what can be saved, shows the terms above its button, which saves the card', async ({ page, merchantUrl }) => {
    const frame = await openDemo(page, merchantUrl, '?kind=dropin');
    await expect(page.getByRole('button', { name: 'Save and subscribe' })).toBeHidden();
    await expect(frame.getByRole('button', { name: /^Konbini/ })).toHaveCount(0);
    await fillCard(frame);
    await frame.getByRole('button', { name: 'Agree and save' }).click();
    await expect(frame.getByRole('status').filter({ hasText: 'can now charge this payment method' })).toBeVisible();
    await expect(page.locator('#status')).toHaveText('Subscribed: your payment method is saved.');
    expect((await lastConsent(page, merchantUrl)).status).toBe('VERIFIED');
  });

  test("Google Pay saves the wallet's card on the consent", async ({ page, merchantUrl }) => {
    const frame = await openDemo(page, merchantUrl, '?kind=dropin');
    await frame
      .getByRole('button', { name: /^Google Pay/ })
      .first()
      .click();
    const walletButton = frame.locator('.portico-dropin__panel').getByRole('button', { name: 'Google Pay' });
    const [sheet] = await Promise.all([page.waitForEvent('popup'), walletButton.click()]);
    await sheet.waitForLoadState();
    await clickToClose(sheet.getByRole('button', { name: /\(tok_visa\)/ }));
    await expect(page.locator('#status')).toHaveText('Subscribed: your payment method is saved.');
    expect((await lastConsent(page, merchantUrl)).status).toBe('VERIFIED');
  });

  test('axe: no violations in recurring mode', async ({ page, merchantUrl }) => {
    await openDemo(page, merchantUrl, '?kind=dropin');
    expect((await new AxeBuilder({ page }).include('#element').withTags(WCAG).analyze()).violations).toEqual([]);
  });
});

test.describe('the hosted page /standalone/recurring', () => {
  test('the merchant sends the shopper to the checkout with its consent; saved, the way back reaches the merchant with VERIFIED', async ({
    page,
    merchantUrl,
    checkoutUrl,
  }) => {
    await page.goto(`${merchantUrl}/recurring.html?hosted=1`);
    await page.getByRole('link', { name: 'Continue to the secure page' }).click();
    await page.waitForURL((url) => url.origin === checkoutUrl && url.hash.startsWith('#/standalone/recurring'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Save a payment method for /);
    await expect(page.locator('.portico-consent-terms')).toHaveCount(1);
    await expect(page.locator('.portico-consent-terms')).toContainText('$9.99 each time');
    await page.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARDS.visa);
    await page.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
    await page.getByRole('textbox', { name: 'Security code' }).fill('123');
    await page.getByRole('button', { name: 'Agree and save' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment method saved');
    await page.getByRole('link', { name: /^Back to / }).click();
    await expect(page.locator('#status')).toHaveText(/^Consent cst_\w+: VERIFIED$/);
  });

  test('opened again once saved, it says so and changes nothing; a wrong secret says the link is not valid', async ({ page, merchantUrl, checkoutUrl }) => {
    await page.goto(`${merchantUrl}/recurring.html?hosted=1`);
    const href = await page.getByRole('link', { name: 'Continue to the secure page' }).getAttribute('href');
    await page.goto(href!);
    await page.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARDS.visa);
    await page.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
    await page.getByRole('textbox', { name: 'Security code' }).fill('123');
    await page.getByRole('button', { name: 'Agree and save' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment method saved');
    await page.goto('about:blank');
    await page.goto(href!);
    await expect(page.getByText('This payment method was already saved.')).toBeVisible();
    const forged = new URL(href!);
    forged.hash = forged.hash.replace(/client_secret%22%3A%22[^%]+/, 'client_secret%22%3A%22forged');
    await page.goto('about:blank');
    await page.goto(forged.toString());
    await expect(page.getByRole('alert')).toContainText('This link has expired or is not valid.');
    expect(new URL(page.url()).origin).toBe(checkoutUrl);
  });
});

test.describe('recurring mode: a direct debit by typed details', () => {
  test("Bacs in the drop-in: micro-deposits pending in the element; the merchant's link to the verify page; right amounts verify the consent", async ({
    page,
    merchantUrl,
    checkoutUrl,
  }) => {
    const frame = await openDemo(page, merchantUrl, '?kind=dropin&currency=GBP');
    const bacs = frame.getByRole('button', { name: /^Bacs Direct Debit/ }).first();
    // Below the fold: a click sent as the page scrolls can miss the frame (e2e/support/in-view.ts).
    await clickInView(bacs);
    await expect(bacs, 'the method opened by the click').toHaveAttribute('aria-expanded', 'true');
    // In view first, as the method's header: in one CI run a plain click's press landed on the agreement's checkbox above it.
    await clickInView(frame.getByRole('button', { name: 'Enter account details instead' }));
    const fields: Record<string, string> = {
      "Account holder's name": 'Ada Lovelace',
      'Email address': 'ada@example.com',
      'Sort code': '108800',
      'Account number': '00012345',
    };
    for (const [label, value] of Object.entries(fields)) await frame.getByLabel(label, { exact: true }).fill(value);
    await frame.getByRole('checkbox').check();
    await frame.getByRole('button', { name: 'Agree and save' }).click();
    await expect(page.locator('#status')).toHaveText('Check your bank statement for two small deposits, then confirm them.');
    expect(JSON.parse((await page.locator('#consent-log').textContent()) ?? '{}')).toMatchObject({
      status: 'PENDING_VERIFICATION',
      payment_method_id: null,
      next_action: { type: 'verify_micro_deposits', currency: 'GBP', attempts_remaining: 3 },
    });
    await expect(frame.getByText(/two small deposits/i).first()).toBeVisible();
    expect((await new AxeBuilder({ page }).include('#element').withTags(WCAG).analyze()).violations).toEqual([]);
    const { id } = JSON.parse((await page.locator('#consent-log').textContent()) ?? '{}') as { id: string };
    const verify = page.getByRole('link', { name: 'Confirm the two deposits' });
    await expect(verify).toHaveAttribute('href', new RegExp(`^${checkoutUrl}/#/page/direct-debit-verify-account/uk/cst_`));
    // The drop-in above the link shrinks to its pending panel after a debounce: a click before that lands on the frame.
    await expectFrameSettled(page.locator('#element iframe'));
    await clickInView(verify);
    await page.waitForURL((url) => url.origin === checkoutUrl);
    await page.getByLabel('First deposit').fill('0.32');
    await page.getByLabel('Second deposit').fill('0.45');
    await page.getByRole('button', { name: /^Verify|Confirm/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/verified/i);
    expect(await (await page.request.get(`${merchantUrl}/api/consents/${id}`)).json()).toMatchObject({
      status: 'VERIFIED',
      payment_method_id: expect.stringMatching(/^mtd_/),
    });
  });
});

test('recurring mode, a signed-in shopper: the drop-in offers the saved card, which verifies the consent with no CVC', async ({
  page,
  merchantUrl,
  checkoutUrl,
}) => {
  const frame = await openDemo(page, merchantUrl, `?kind=dropin&shopper=rec_${crypto.randomUUID().slice(0, 8)}`);
  const saved = frame.getByRole('radiogroup', { name: 'Saved payment methods' });
  await expect(saved.getByRole('radio', { name: /Visa ending in 1111/ })).toBeChecked();
  await expect(frame.getByRole('textbox', { name: /security code/i })).toHaveCount(0);
  await frame.getByRole('button', { name: 'Agree and save' }).click();
  await expect(page.locator('#status')).toHaveText('Subscribed: your payment method is saved.');
  const consent = await lastConsent(page, merchantUrl);
  expect(consent.status).toBe('VERIFIED');
  // The card saved before, not a new one: the customer still has exactly what they had (a card and an account).
  const provider = (path: string) => page.request.get(`${checkoutUrl}/api/v1/pa${path}`, { headers: MERCHANT_KEY }).then((r) => r.json());
  const { customer_id } = (await provider(`/payment_consents/${consent.id}`)) as { customer_id: string };
  const { items } = (await provider(`/payment_methods?customer_id=${customer_id}`)) as { items: Array<{ id: string; type: string }> };
  expect(items.map((m) => m.type).sort()).toEqual(['ach_direct_debit', 'card']);
  expect(consent.payment_method_id).toBe(items.find((m) => m.type === 'card')!.id);
});

test.describe('recurring mode: each direct-debit scheme by typed details sends micro-deposits', () => {
  for (const scheme of Object.keys(ACCOUNTS) as Scheme[]) {
    const { currency, method, fields } = ACCOUNTS[scheme];
    test(`${method} (${currency}): pending in the element, the deposits' currency named`, async ({ page, merchantUrl }) => {
      const frame = await openDemo(page, merchantUrl, `?kind=dropin&currency=${currency}`);
      await frame
        .getByRole('button', { name: new RegExp(`^${method}`) })
        .first()
        .click();
      if (scheme !== 'becs_direct_debit') await frame.getByRole('button', { name: 'Enter account details instead' }).click();
      const typed: Record<string, string> = { "Account holder's name": 'Ada Lovelace', 'Email address': 'ada@example.com', ...fields };
      for (const [label, value] of Object.entries(typed)) await frame.getByLabel(label, { exact: true }).fill(value);
      await frame.getByRole('checkbox').check();
      await frame.getByRole('button', { name: 'Agree and save' }).click();
      await expect(page.locator('#status')).toHaveText('Check your bank statement for two small deposits, then confirm them.');
      expect(JSON.parse((await page.locator('#consent-log').textContent()) ?? '{}')).toMatchObject({
        status: 'PENDING_VERIFICATION',
        next_action: { type: 'verify_micro_deposits', currency, attempts_remaining: 3 },
      });
    });
  }
});
