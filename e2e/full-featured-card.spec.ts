/**
 * The full-featured card across two origins: paid with the holder's name and billing
 * address, a saved card, a brand the merchant refuses, the BIN lookup, each error on its
 * own line, the keyboard alone. axe for these screens is the screen walk's
 * (e2e/screen-walk.spec.ts: empty, typing, missing fields, declined, processing, paid);
 * audited here is the form with the "save this card" box a signed-in shopper gets, which
 * the walk's page (no customer) never shows.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { expect, test, TEST_CARDS } from './support/fixtures';
import { ADA } from './support/full-card-page';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const body = (request: Request) => request.postDataJSON() as Record<string, unknown>;

/**
 * axe on the element, its frame's content included. @axe-core/playwright gives each
 * frame 1 s to take the axe script and skips it silently after that, which a loaded
 * machine can exceed: a run that did not reach into the frame (frame targets have two
 * parts) is run again, and three such runs fail the test.
 */
async function axeWithFrame(page: Page): Promise<Awaited<ReturnType<AxeBuilder['analyze']>>> {
  for (let run = 0; run < 3; run++) {
    const results = await new AxeBuilder({ page }).withTags(WCAG).include('#card-element').analyze();
    if (results.passes.some((rule) => rule.nodes.some((node) => node.target.length > 1))) return results;
  }
  throw new Error("axe never reached into the element's frame");
}

test.describe('full-featured card across two origins', () => {
  test('pays with the card, the holder’s name and the billing address, all in the confirm request', async ({ fullCardPage, page, checkoutUrl }) => {
    await fullCardPage.open();
    expect(new URL((await page.locator('#card-element iframe').getAttribute('src')) ?? '').origin).toBe(checkoutUrl);
    await expect(page.locator('#card-element iframe')).toHaveAttribute('title', 'Secure card payment form');
    // No customer: nothing to save the card for, so no box to tick.
    await expect(fullCardPage.frame.getByRole('checkbox')).toHaveCount(0);
    await fullCardPage.fillCard(TEST_CARDS.visa);
    await fullCardPage.fillBilling({ ...ADA, state: 'Greater London' });
    const confirm = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/confirm'));
    await fullCardPage.pay();
    const sent = body(await confirm);
    expect(sent.payment_method).toEqual({
      type: 'card',
      card: {
        number: TEST_CARDS.visa,
        expiry_month: '12',
        expiry_year: '2034',
        cvc: '123',
        name: 'Ada Lovelace',
        billing: { address: { country_code: 'GB', street: '10 Downing Street', city: 'London', postcode: 'SW1A 2AA', state: 'Greater London' } },
      },
    });
    expect(sent).not.toHaveProperty('save_payment_method');
    await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
  });

  test('a customer who ticks "save this card" pays and finds the card saved', async ({ fullCardPage, page }) => {
    await fullCardPage.open('customer=1');
    await fullCardPage.fillCard(TEST_CARDS.mastercard, '01 / 40', '999');
    await fullCardPage.fillBilling();
    await fullCardPage.frame.getByRole('checkbox', { name: 'Save this card for future payments' }).check();
    const confirm = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/confirm'));
    await fullCardPage.pay();
    expect(body(await confirm)).toMatchObject({ save_payment_method: true, payment_method: { card: { name: 'Ada Lovelace' } } });
    await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
    await expect(page.locator('#saved')).toHaveText('Saved cards: mastercard •••• 4444');
  });

  test('a brand the merchant does not accept is refused in the frame, and never reaches the payment API', async ({ fullCardPage, page }) => {
    const confirms = fullCardPage.recordConfirms();
    const binPans: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/bin/lookup')) binPans.push(r.headers()['x-pan'] ?? '');
    });
    await fullCardPage.open('brands=visa,mastercard');
    const shown = fullCardPage.frame.getByRole('list', { name: 'Accepted cards' }).locator('li > span');
    await expect(shown).toHaveText(['Visa', 'Mastercard']);

    await fullCardPage.fillCard(TEST_CARDS.amex, '12 / 34', '1234');
    await fullCardPage.fillBilling();
    await expect(fullCardPage.elementMessage).toHaveText('American Express cards are not accepted here. Please use Visa or Mastercard.');
    await expect(fullCardPage.frame.locator('input[name="number"]')).toHaveAttribute('aria-invalid', 'true');
    await fullCardPage.pay();
    await expect(fullCardPage.status).toHaveText('Please check your payment details.');

    // A card it accepts, paid in the same page: once its confirm is answered, any confirm
    // the refused card had sent would have been seen before it.
    await fullCardPage.frame.locator('input[name="number"]').fill(TEST_CARDS.visa);
    await fullCardPage.frame.locator('input[name="cvc"]').fill('123');
    await expect(fullCardPage.elementMessage).toHaveText('');
    const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/confirm'));
    await fullCardPage.pay();
    expect((await answered).status()).toBe(200);
    expect(confirms).toHaveLength(1);
    expect((body(confirms[0]!).payment_method as { card: { number: string } }).card.number).toBe(TEST_CARDS.visa);
    // Nor did the refused card's digits go to the BIN lookup.
    expect(binPans).not.toContain(TEST_CARDS.amex.slice(0, 8));
    await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
  });

  test('binInfo reaches the merchant with brand, type and issuer country, and never the digits', async ({ fullCardPage, page }) => {
    const lookups: Request[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/bin/lookup')) lookups.push(r);
    });
    await fullCardPage.open();
    await fullCardPage.frame.locator('input[name="number"]').fill(TEST_CARDS.visaDebit);
    await expect(page.locator('#bin-info')).toHaveText('{"brand":"visa","type":"debit","issuer_country":"US"}');
    // The lookup was sent the first 8 digits, in a header, and nothing else of the number.
    expect(lookups).toHaveLength(1);
    expect(lookups[0]!.headers()['x-pan']).toBe('40000566');
    expect(lookups[0]!.url()).not.toMatch(/\d{6}/);

    await fullCardPage.frame.locator('input[name="number"]').fill(TEST_CARDS.mastercard);
    await expect(page.locator('#bin-info')).toHaveText('{"brand":"mastercard","type":"credit","issuer_country":"US"}');
    expect(await page.locator('#bin-info').textContent()).not.toMatch(/\d{4}/);
  });

  test('axe: no violations in the form with the "save this card" box; every error shown, each card field on its own line', async ({ fullCardPage, page }) => {
    await fullCardPage.open('customer=1');
    // The frame's whole form is drawn before axe goes in (it skips a frame that does not answer in time).
    await expect(fullCardPage.frame.getByRole('checkbox')).toBeVisible();
    expect((await axeWithFrame(page)).violations).toEqual([]);

    // The errors' audit is the walk's (elements.full-featured-card · missing fields).
    await fullCardPage.pay();
    await expect(fullCardPage.frame.getByText('Enter your postal code.')).toBeVisible();
    // Each wrong card field has its own line (issue 26); the number's is the first.
    await expect(fullCardPage.frame.locator('#portico-card-message-number')).toHaveText('Your card number is incomplete.');
  });

  test('keyboard: every field in order, the country by typing its name, save, Enter pays', async ({ fullCardPage, page }) => {
    await fullCardPage.open('customer=1');
    const frame = fullCardPage.frame;
    await page.evaluate(() => document.querySelector<HTMLIFrameElement>('#card-element iframe')!.focus());
    await expect(frame.locator('input[name="number"]')).toBeFocused();
    await page.keyboard.type(TEST_CARDS.visa);
    // Each finished card field hands focus on, the last one to the name.
    await expect(frame.locator('input[name="expiry"]')).toBeFocused();
    await page.keyboard.type('1234');
    await expect(frame.locator('input[name="cvc"]')).toBeFocused();
    await page.keyboard.type('123');
    await expect(frame.getByLabel('Name on card')).toBeFocused();
    await page.keyboard.type('Ada Lovelace');
    await page.keyboard.press('Tab');
    const country = frame.getByRole('combobox', { name: 'Country or region' });
    await expect(country).toBeFocused();
    await page.keyboard.type('United Kingdom');
    await expect(country).toHaveValue('GB');
    await page.keyboard.press('Tab');
    await expect(frame.getByLabel('Address', { exact: true })).toBeFocused();
    await page.keyboard.type('10 Downing Street');
    await page.keyboard.press('Tab');
    await expect(frame.getByLabel('City')).toBeFocused();
    await page.keyboard.type('London');
    await page.keyboard.press('Tab');
    await expect(frame.getByLabel('Postal code')).toBeFocused();
    await page.keyboard.type('SW1A 2AA');
    await page.keyboard.press('Tab');
    await expect(frame.getByLabel(/^State, province or region/)).toBeFocused();
    await page.keyboard.press('Tab');
    const save = frame.getByRole('checkbox', { name: 'Save this card for future payments' });
    await expect(save).toBeFocused();
    await page.keyboard.press('Space');
    await expect(save).toBeChecked();
    await page.keyboard.press('Shift+Tab');
    const confirm = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/confirm'));
    await page.keyboard.press('Enter');
    expect(body(await confirm)).toMatchObject({
      save_payment_method: true,
      payment_method: { card: { name: 'Ada Lovelace', billing: { address: { country_code: 'GB', city: 'London', postcode: 'SW1A 2AA' } } } },
    });
    await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
  });
});
