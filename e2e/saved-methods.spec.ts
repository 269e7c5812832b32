/**
 * A signed-in shopper's saved methods in the drop-in, across the two origins: the
 * demo merchant's `/dropin.html?customer=1&shopper=…` finds or makes the shopper's
 * customer (a new one with a saved Visa and a saved US bank account) and the intent
 * for them; the drop-in lists the saved methods with the intent's client secret.
 * Each test has a shopper of its own. What the sandbox keeps is checked through its
 * API with the merchant key.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { DEFAULT_SECRET_KEY } from '../sandbox/server';
import { expect, test, TEST_CARDS } from './support/fixtures';
import { expectFrameSettled } from './support/frame-settled';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SUCCESS = 'Thank you, your payment succeeded';
const KEY = { 'x-api-key': process.env.PORTICO_SECRET_KEY ?? DEFAULT_SECRET_KEY };

const dropin = (page: Page): FrameLocator => page.frameLocator('#dropin iframe');
const payButton = (frame: FrameLocator) => frame.locator('.portico-dropin__pay');
const savedGroup = (frame: FrameLocator) => frame.getByRole('radiogroup', { name: 'Saved payment methods' });
const visa = (frame: FrameLocator) => frame.getByRole('radio', { name: /Visa ending in 1111/ });
const removeVisa = (frame: FrameLocator) => frame.getByRole('button', { name: 'Remove Visa ending in 1111' });
const cvc = (frame: FrameLocator) => savedGroup(frame).getByRole('textbox', { name: 'Security code' });

let counter = 0;
/** A shopper of this test's own: the merchant's reference for them. */
const newShopper = () => `e2e_${Date.now().toString(36)}_${(counter += 1)}_${Math.random().toString(36).slice(2, 8)}`;

async function open(page: Page, merchantUrl: string, shopper: string, query = ''): Promise<FrameLocator> {
  await page.goto(`${merchantUrl}/dropin.html?customer=1&shopper=${shopper}${query}`);
  const frame = dropin(page);
  await expect(savedGroup(frame)).toBeVisible();
  // The saved methods have just come in: until the frame's new height reaches the page, a click may land where a button was.
  await expectFrameSettled(page.locator('#dropin iframe'));
  return frame;
}

/** The shopper's customer and saved methods, as the merchant's server and the provider know them. */
async function savedMethods(request: APIRequestContext, merchantUrl: string, checkoutUrl: string, shopper: string) {
  const made = await request.post(`${merchantUrl}/api/create-intent`, { data: { shopper } });
  expect(made.ok()).toBe(true);
  const {
    customer_id: customerId,
    client_secret: secret,
    intent_id: intentId,
  } = (await made.json()) as { customer_id: string; client_secret: string; intent_id: string };
  const res = await request.get(`${checkoutUrl}/api/v1/pa/payment_methods?customer_id=${customerId}`, { headers: KEY });
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as { items: Array<{ id: string; type: string; status: string; card?: { last4: string } }> };
  return { customerId, secret, intentId, items };
}

test.describe('saved payment methods in the drop-in', () => {
  test('lists the saved Visa (chosen, with its expiry) and bank account first; a new method is one radio away', async ({ page, merchantUrl }) => {
    const frame = await open(page, merchantUrl, newShopper());
    await expect(visa(frame)).toBeChecked();
    await expect(savedGroup(frame)).toContainText('Visa •••• 1111');
    await expect(savedGroup(frame)).toContainText('Expires 12/30');
    await expect(frame.getByRole('radio', { name: /ACH Direct Debit ending in 6789/ })).not.toBeChecked();
    await expect(savedGroup(frame)).toContainText('Ada Lovelace');
    await expect(frame.getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
    expect((await new AxeBuilder({ page }).withTags(WCAG).include('#dropin').analyze()).violations).toEqual([]);
    await frame.getByRole('radio', { name: 'Use a new payment method' }).check();
    await expect(frame.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  });

  test('pays with the saved card once its CVC is typed again; a missing or short CVC is refused before any call', async ({ page, merchantUrl }) => {
    const frame = await open(page, merchantUrl, newShopper());
    const confirms: string[] = [];
    page.on('request', (request) => request.url().endsWith('/confirm') && confirms.push(request.postData() ?? ''));
    await payButton(frame).click();
    await expect(frame.getByRole('alert').filter({ hasText: "Enter your card's security code to pay with it." })).toBeVisible();
    await expect(cvc(frame)).toBeFocused();
    expect((await new AxeBuilder({ page }).withTags(WCAG).include('#dropin').analyze()).violations).toEqual([]);
    await cvc(frame).fill('12');
    await payButton(frame).click();
    await expect(frame.getByRole('alert').filter({ hasText: "Your card's security code is incomplete." })).toBeVisible();
    await cvc(frame).fill('123');
    await payButton(frame).click();
    await expect(page.locator('#headline')).toHaveText(SUCCESS);
    expect(confirms).toHaveLength(1);
    expect(JSON.parse(confirms[0]!)).toMatchObject({ payment_method_id: expect.stringMatching(/^mtd_/), payment_method_options: { card: { cvc: '123' } } });
  });

  test('pays with the saved bank account as it is: no code to type', async ({ page, merchantUrl }) => {
    const frame = await open(page, merchantUrl, newShopper());
    await frame.getByRole('radio', { name: /ACH Direct Debit ending in 6789/ }).check();
    await expect(frame.getByRole('textbox', { name: 'Security code' })).toHaveCount(0);
    await payButton(frame).click();
    await expect(page.locator('#headline')).toHaveText(SUCCESS);
  });

  test('a saved card declined by the issuer shows the decline, and the Pay button unlocks for another try', async ({ page, merchantUrl }) => {
    // 100.51: the sandbox's amount trigger for code 51, insufficient funds (docs/test-cards.md).
    const frame = await open(page, merchantUrl, newShopper(), '&amount=100.51');
    await cvc(frame).fill('123');
    await payButton(frame).click();
    await expect(frame.getByRole('alert').filter({ hasText: 'sufficient funds' })).toBeVisible();
    await expect(payButton(frame)).not.toHaveAttribute('aria-disabled');
    expect((await new AxeBuilder({ page }).withTags(WCAG).include('#dropin').analyze()).violations).toEqual([]);
  });

  test('removes a method after asking: Keep leaves it; Remove disables it, and it stays gone after a reload', async ({
    page,
    merchantUrl,
    checkoutUrl,
    request,
  }) => {
    const shopper = newShopper();
    const frame = await open(page, merchantUrl, shopper);
    await removeVisa(frame).click();
    const dialog = frame.getByRole('alertdialog', { name: 'Remove Visa ending in 1111?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Keep' })).toBeFocused();
    expect((await new AxeBuilder({ page }).withTags(WCAG).include('#dropin').analyze()).violations).toEqual([]);
    await dialog.getByRole('button', { name: 'Keep' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(visa(frame)).toBeVisible();
    expect((await savedMethods(request, merchantUrl, checkoutUrl, shopper)).items.every((m) => m.status === 'ACTIVE')).toBe(true);

    await removeVisa(frame).click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(frame.getByRole('status').filter({ hasText: 'was removed' })).toBeVisible();
    await expect(visa(frame)).toHaveCount(0);
    await expect(frame.getByRole('radio', { name: /ACH Direct Debit ending in 6789/ })).toBeChecked();
    const { items } = await savedMethods(request, merchantUrl, checkoutUrl, shopper);
    expect(items.find((m) => m.type === 'card')).toMatchObject({ status: 'DISABLED' });

    await page.reload();
    await expect(savedGroup(frame)).toBeVisible();
    await expect(frame.getByRole('radio', { name: /ACH Direct Debit ending in 6789/ })).toBeVisible();
    await expect(visa(frame)).toHaveCount(0);
  });

  test('a new card saved while paying is listed on the next visit', async ({ page, merchantUrl }) => {
    const shopper = newShopper();
    const frame = await open(page, merchantUrl, shopper);
    await frame.getByRole('radio', { name: 'Use a new payment method' }).check();
    await frame.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARDS.mastercard);
    await frame.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
    await frame.getByRole('textbox', { name: 'Security code' }).fill('123');
    await frame.getByRole('checkbox', { name: 'Save this card for future payments' }).check();
    await payButton(frame).click();
    await expect(page.locator('#headline')).toHaveText(SUCCESS);

    const again = await open(page, merchantUrl, shopper);
    await expect(again.getByRole('radio', { name: /Mastercard ending in 4444/ })).toBeVisible();
    await expect(savedGroup(again)).toContainText('Expires 12/34');
  });

  test('the keyboard alone: choose the saved card, type its CVC, pay; open the removal and cancel it with Escape', async ({ page, merchantUrl }) => {
    const frame = await open(page, merchantUrl, newShopper());
    await visa(frame).focus();
    // Arrow keys move the choice within the radio group.
    await page.keyboard.press('ArrowDown');
    await expect(frame.getByRole('radio', { name: /ACH Direct Debit ending in 6789/ })).toBeChecked();
    await page.keyboard.press('ArrowUp');
    await expect(visa(frame)).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(removeVisa(frame)).toBeFocused();
    // The removal's dialog: opened with Enter, focus kept inside, closed with Escape.
    await page.keyboard.press('Enter');
    const dialog = frame.getByRole('alertdialog');
    await expect(dialog.getByRole('button', { name: 'Keep' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Remove' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Keep' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(removeVisa(frame)).toBeFocused();
    await expect(visa(frame)).toBeChecked();
    // On to the CVC, then Pay.
    await page.keyboard.press('Tab');
    await expect(cvc(frame)).toBeFocused();
    await page.keyboard.type('123');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(payButton(frame)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#headline')).toHaveText(SUCCESS);
  });

  test('a list that cannot be loaded says so and leaves the new methods to pay with', async ({ page, merchantUrl }) => {
    await page.route('**/api/v1/pa/payment_methods?*', (route) => route.abort('connectionrefused'));
    await page.goto(`${merchantUrl}/dropin.html?customer=1&shopper=${newShopper()}`);
    const frame = dropin(page);
    await expect(frame.getByText('Your saved payment methods could not be loaded.', { exact: false })).toBeVisible();
    await frame.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARDS.visa);
    await frame.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
    await frame.getByRole('textbox', { name: 'Security code' }).fill('123');
    await payButton(frame).click();
    await expect(page.locator('#headline')).toHaveText(SUCCESS);
  });

  test("another shopper's intent secret opens none of them", async ({ merchantUrl, checkoutUrl, request }) => {
    const mine = await savedMethods(request, merchantUrl, checkoutUrl, newShopper());
    const theirs = await savedMethods(request, merchantUrl, checkoutUrl, newShopper());
    expect(mine.items).toHaveLength(2);
    const res = await request.get(`${checkoutUrl}/api/v1/pa/payment_methods?customer_id=${mine.customerId}`, { headers: { 'client-secret': theirs.secret } });
    expect(res.status()).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'unauthorized', details: { reason: 'wrong_customer' } });
    const own = await request.get(`${checkoutUrl}/api/v1/pa/payment_methods?customer_id=${mine.customerId}`, { headers: { 'client-secret': mine.secret } });
    expect(own.status()).toBe(200);
  });
});

test.describe('saved payment methods on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test('fit without sideways scrolling, in the list and in the dialog', async ({ page, merchantUrl }) => {
    const frame = await open(page, merchantUrl, newShopper());
    const overflow = () => frame.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await removeVisa(frame).click();
    await expect(frame.getByRole('alertdialog')).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});

test.describe('a hosted page address with customer_id and sessionId beside options (spec §2)', () => {
  test("lists the customer's saved methods, and the confirm and fingerprint name the merchant's session", async ({
    page,
    request,
    merchantUrl,
    checkoutUrl,
  }) => {
    const { customerId, secret, intentId } = await savedMethods(request, merchantUrl, checkoutUrl, newShopper());
    const session = `sess_${Date.now().toString(36)}`;
    const query = new URLSearchParams({ options: JSON.stringify({ client_secret: secret }), customer_id: customerId, sessionId: session });
    const fingerprints: string[] = [];
    page.on('request', (sent) => {
      // The fingerprint script's request (spec §7) carries its session in the query.
      const given = new URL(sent.url()).searchParams.get('sessionId');
      if (given !== null) fingerprints.push(given);
    });
    const confirms: string[] = [];
    page.on('request', (sent) => sent.url().endsWith('/confirm') && confirms.push(sent.postData() ?? ''));
    await page.goto(`${checkoutUrl}/#/standalone/checkout/${intentId}?${query.toString()}`);
    const saved = page.getByRole('radiogroup', { name: 'Saved payment methods' });
    await expect(saved.getByRole('radio', { name: /Visa ending in 1111/ })).toBeChecked();
    await saved.getByRole('textbox', { name: 'Security code' }).fill('123');
    await page.locator('.portico-dropin__pay').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment successful');
    expect(confirms).toHaveLength(1);
    expect(JSON.parse(confirms[0]!)).toMatchObject({ payment_method_id: expect.stringMatching(/^mtd_/), device_data: { fingerprint_session_id: session } });
    expect(fingerprints).toEqual([session]);
  });
});
