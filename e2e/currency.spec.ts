/**
 * The drop-in's currency switcher across the two origins: a shopper whose browser
 * says en-GB, on a USD intent, is offered GBP at the sandbox's fixed rate (0.79),
 * pays in it, and the provider's intent records what they paid; a quote that ran
 * out (the page's clock moved past it) is renewed and shown before anything is
 * paid; the keyboard alone. axe for these screens is the screen walk's
 * (e2e/screen-walk.spec.ts: the drop-in with the switcher offered, light and dark);
 * audited here, light and dark, is what the walk never shows: another currency chosen
 * and the renewal notice.
 */
import AxeBuilder from '@axe-core/playwright';
import type { FrameLocator, Page, Request } from '@playwright/test';
import { DEFAULT_SECRET_KEY } from '../sandbox/server';
import { expect, test, TEST_CARDS } from './support/fixtures';

const KEY = { 'x-api-key': process.env.PORTICO_SECRET_KEY ?? DEFAULT_SECRET_KEY };
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SUCCESS = 'Thank you, your payment succeeded';
const EXPIRED = 'The exchange rate expired, so nothing was paid. Check the new amount and press Pay again.';
const FIVE_MINUTES = 5 * 60_000;

const dropin = (page: Page): FrameLocator => page.frameLocator('#dropin iframe');
const payButton = (frame: FrameLocator) => frame.locator('.portico-dropin__pay');
const gbpChoice = (frame: FrameLocator) => frame.getByRole('radio', { name: 'Pay in GBP instead: £7.90' });
const isConfirm = (request: Request) => /\/api\/v1\/pa\/payment_intents\/int_[^/]+\/confirm$/.test(request.url());
const isQuote = (request: Request) => request.url().endsWith('/api/v1/pa/quotes/create');

async function open(page: Page, merchantUrl: string): Promise<FrameLocator> {
  await page.goto(`${merchantUrl}/dropin.html?amount=10`);
  const frame = dropin(page);
  await expect(payButton(frame)).toBeVisible();
  return frame;
}

async function fillCard(frame: FrameLocator): Promise<void> {
  await frame.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARDS.visa);
  await frame.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
  await frame.getByRole('textbox', { name: 'Security code' }).fill('123');
}

/** The paid intent as the merchant's server reads it from the sandbox (the success page names it). */
async function paidIntent(page: Page, checkoutUrl: string): Promise<Record<string, unknown>> {
  await expect(page.locator('#headline')).toHaveText(SUCCESS);
  const id = new URL(page.url()).searchParams.get('intent_id') ?? '';
  const res = await page.request.get(`${checkoutUrl}/api/v1/pa/payment_intents/${encodeURIComponent(id)}`, { headers: KEY });
  expect(res.status()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

test.describe('currency switcher, en-GB browser, USD intent', () => {
  test.use({ locale: 'en-GB' });

  test('offers GBP with the rate and its expiry; chosen, the Pay button and the confirm are in GBP, and the intent is paid in GBP', async ({
    page,
    merchantUrl,
    checkoutUrl,
  }) => {
    const frame = await open(page, merchantUrl);
    await expect(gbpChoice(frame)).toBeVisible();
    await expect(frame.getByRole('radio', { name: 'Pay in USD: $10.00' })).toBeChecked();
    await expect(frame.getByRole('group', { name: 'Currency' })).toBeVisible();
    await expect(frame.locator('.portico-fx__rate')).toHaveText(/^1 USD = 0\.79 GBP, rate valid until [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M [A-Z]/);
    await expect(payButton(frame)).toHaveText('Pay $10.00');

    await gbpChoice(frame).check();
    await expect(payButton(frame)).toHaveText('Pay £7.90');
    await fillCard(frame);
    const confirm = page.waitForRequest(isConfirm);
    await payButton(frame).click();
    const sent = (await confirm).postDataJSON() as { quote_id: string; target_currency: string };
    expect(sent).toMatchObject({ quote_id: expect.stringMatching(/^quote_/), target_currency: 'GBP' });
    expect(await paidIntent(page, checkoutUrl)).toMatchObject({
      status: 'SUCCEEDED',
      amount: 10,
      currency: 'USD',
      latest_payment_attempt: { status: 'SUCCEEDED', currency_conversion: { quote_id: sent.quote_id, rate: 0.79, target_currency: 'GBP', target_amount: 7.9 } },
    });
  });

  test('a quote past its time is renewed and shown, nothing paid, before the next press pays with the new one', async ({ page, merchantUrl, checkoutUrl }) => {
    await page.clock.install();
    const quotes: string[] = [];
    page.on('response', async (response) => {
      if (isQuote(response.request()) && response.status() === 201) quotes.push(((await response.json()) as { id: string }).id);
    });
    const confirms: Request[] = [];
    page.on('request', (request) => isConfirm(request) && confirms.push(request));
    const frame = await open(page, merchantUrl);
    await gbpChoice(frame).check();
    await fillCard(frame);
    const rate = frame.locator('.portico-fx__rate');
    const firstTime = await rate.textContent();
    await expect.poll(() => quotes.length).toBe(1);

    // The shopper's clock moves past the quote's end (timers do not run: only a Pay press finds out).
    await page.clock.setSystemTime(Date.now() + FIVE_MINUTES + 60_000);
    await payButton(frame).click();
    await expect(frame.getByRole('status').filter({ hasText: EXPIRED })).toBeVisible();
    await expect.poll(() => quotes.length).toBe(2);
    await expect(rate).not.toHaveText(firstTime ?? '');
    await expect(gbpChoice(frame)).toBeChecked();
    await expect(payButton(frame)).toHaveText('Pay £7.90');
    expect(confirms).toHaveLength(0);

    const confirm = page.waitForRequest(isConfirm);
    await payButton(frame).click();
    expect((await confirm).postDataJSON()).toMatchObject({ quote_id: quotes[1], target_currency: 'GBP' });
    const intent = await paidIntent(page, checkoutUrl);
    expect(intent).toMatchObject({ latest_payment_attempt: { currency_conversion: { quote_id: quotes[1], target_currency: 'GBP' } } });
    expect(confirms).toHaveLength(1);
  });

  test('the keyboard alone: from the card to the currency, an arrow key to GBP, Tab to Pay, Enter — paid in GBP', async ({
    page,
    merchantUrl,
    checkoutUrl,
  }) => {
    const frame = await open(page, merchantUrl);
    await expect(gbpChoice(frame)).toBeVisible();
    await fillCard(frame);
    await frame.getByRole('textbox', { name: 'Security code' }).focus();
    await page.keyboard.press('Tab');
    await expect(frame.getByRole('radio', { name: 'Pay in USD: $10.00' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(gbpChoice(frame)).toBeFocused();
    await expect(gbpChoice(frame)).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(payButton(frame)).toBeFocused();
    await expect(payButton(frame)).toHaveText('Pay £7.90');
    await page.keyboard.press('Enter');
    expect(await paidIntent(page, checkoutUrl)).toMatchObject({
      latest_payment_attempt: { currency_conversion: { target_currency: 'GBP', target_amount: 7.9 } },
    });
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe (${colorScheme}): the drop-in with another currency chosen, after a renewal notice`, async ({ page, merchantUrl }) => {
      await page.emulateMedia({ colorScheme });
      await page.clock.install();
      const frame = await open(page, merchantUrl);
      await gbpChoice(frame).check();
      await page.clock.setSystemTime(Date.now() + FIVE_MINUTES + 60_000);
      await payButton(frame).click();
      await expect(frame.getByText(EXPIRED)).toBeVisible();
      expect((await new AxeBuilder({ page }).withTags(WCAG).include('#dropin').analyze()).violations).toEqual([]);
    });
  }
});

test.describe('currency switcher, en-US browser, USD intent', () => {
  test.use({ locale: 'en-US' });

  test('offers nothing when the shopper already pays in their currency', async ({ page, merchantUrl }) => {
    const quotes: Request[] = [];
    page.on('request', (request) => isQuote(request) && quotes.push(request));
    const frame = await open(page, merchantUrl);
    await frame.getByRole('textbox', { name: 'Card number' }).waitFor();
    await expect(payButton(frame)).toHaveText('Pay $10.00');
    await expect(frame.getByRole('radio')).toHaveCount(0);
    expect(quotes).toHaveLength(0);
  });
});
