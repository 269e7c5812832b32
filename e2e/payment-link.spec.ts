/**
 * The payment-link page (`/pay/{code}`, `/pay/{region}/{code}`) on the checkout
 * origin: fixed and flexible links paid with the hosted drop-in, the amount's
 * errors and the reload that keeps it, what the link collects, links that cannot
 * be paid, and the keyboard alone. axe for these screens is the screen walk's
 * (e2e/screen-walk.spec.ts): a fixed link from its page to paid and already paid, what
 * it collects when missing, a flexible link's amount refused and set, links that cannot
 * be paid. Audited here is what the walk never shows: a flexible link that offers two
 * currencies, a link that collects both addresses, and the demo merchant's own page.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, TEST_CARDS } from './support/fixtures';
import { MERCHANT_KEY } from './support/instructions-page';
import { fixedLink, flexibleLink, makeLink } from './support/payment-links';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// A whole payment per test: longer than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

async function axe(page: Page): Promise<void> {
  expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations).toEqual([]);
}

async function payByCard(page: Page, amount: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARDS.visa);
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
}

test('a fixed link: the merchant, title and amount, then the drop-in pays it; opened again it says it was paid', async ({ page, request, checkoutUrl }) => {
  const link = await makeLink(request, checkoutUrl, fixedLink({ description: 'Stoneware, 350 ml' }));
  await page.goto(link.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blue mug');
  await expect(page.getByText('Payment to Portico Demo Store')).toBeVisible();
  await expect(page.getByText('Stoneware, 350 ml')).toBeVisible();
  await expect(page.locator('.portico-checkout__amount')).toHaveText('$12.50');
  // Nothing to fill in, so straight to paying: focus stays where it was (no ring round the whole payment on arrival).
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
  await payByCard(page, '$12.50');
  await page.waitForURL((url) => url.hash.startsWith('#/checkout-success'));
  const answer = await request.get(`${checkoutUrl}/api/v1/pa/payment_links/${link.code}`, { headers: MERCHANT_KEY });
  expect(await answer.json()).toMatchObject({ status: 'PAID', payment_count: 1 });
  // The success page is a receipt, not one sentence above a blank card.
  const receipt = page.getByRole('region', { name: 'Payment details' });
  await expect(receipt.locator('[data-line="merchant"] dd')).toHaveText('Portico Demo Store');
  await expect(receipt.locator('[data-line="amount"] dd')).toHaveText('$12.50');
  await expect(receipt.locator('[data-line="method"] dd')).toHaveText('Visa ending in 1111');
  await expect(receipt.locator('[data-line="reference"] dd')).toHaveText((await answer.json()).payments[0].intent_id);
  await expect(page.getByRole('contentinfo')).toContainText('Secured by Portico');
  await page.goto('about:blank');
  await page.goto(link.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link has already been paid');
  await expect(page.getByText('Portico Demo Store has received the payment for this link.')).toBeVisible();
});

test("a link with the merchant's logo, terms and privacy shows them on its page and its receipt", async ({ page, request, checkoutUrl }) => {
  const logo = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="18" fill="#c2255c"/></svg>').toString('base64')}`;
  const link = await makeLink(
    request,
    checkoutUrl,
    fixedLink({ logo_url: logo, terms_url: 'https://shop.example/terms', privacy_url: 'https://shop.example/privacy' }),
  );
  await page.goto(link.url);
  await expect(page.getByRole('img', { name: 'Portico Demo Store' })).toHaveAttribute('src', logo);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', 'https://shop.example/terms');
  await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', 'https://shop.example/privacy');
  await payByCard(page, '$12.50');
  await page.waitForURL((url) => url.hash.startsWith('#/checkout-success'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment successful');
  await expect(page.getByRole('img', { name: 'Portico Demo Store' })).toHaveAttribute('src', logo);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' })).toBeVisible();
  await axe(page);
});

test('a flexible link: below min, above max, not a number and too many decimals are said on the field and keep what was typed; a reload keeps the amount', async ({
  page,
  request,
  checkoutUrl,
}) => {
  const link = await makeLink(request, checkoutUrl, flexibleLink());
  await page.goto(link.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Donation');
  await expect(page.getByText('Every bit helps the garden.')).toBeVisible();
  const amount = page.getByRole('textbox', { name: 'Amount' });
  const cont = page.getByRole('button', { name: 'Continue to payment' });
  await expect(page.getByText('Enter an amount between $5.00 and $500.00.')).toBeVisible();
  // Two currencies, so a currency list: the walk's flexible link has one.
  await axe(page);
  const cases: Array<[string, string]> = [
    ['4.99', 'The amount must be at least $5.00.'],
    ['500.01', 'The amount must be at most $500.00.'],
    ['twenty', 'Enter the amount as a number, like 25.50.'],
    ['20.505', 'USD amounts can have at most 2 decimal places.'],
  ];
  for (const [typed, message] of cases) {
    await amount.fill(typed);
    await cont.click();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(new RegExp(message.replace(/[.$]/g, '\\$&')));
    await expect(amount).toHaveValue(typed);
    await expect(amount).toBeFocused();
  }
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
  await expect(page.getByText('Enter an amount between €5.00 and €500.00.')).toBeVisible();
  await amount.fill('42,50');
  await cont.click();
  await expect(page.locator('.portico-checkout__amount')).toHaveText('€42.50');
  // The form the shopper was in is gone: focus goes on to the payment's total, not round the whole payment.
  await expect(page.locator('.portico-checkout__total')).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  // The intent is kept for a reload with a hand-off for its client secret, never the secret.
  const kept = () => page.evaluate((code) => sessionStorage.getItem(`portico.payment-link-amount-set:${code}`), link.code);
  await expect.poll(kept).toContain('"handoff":"hof_');
  expect(await kept()).not.toContain('eyJ');
  // Twice: each reload redeems the hand-off the one before kept, and keeps the next.
  for (const _reload of [1, 2]) {
    const before = await kept();
    await page.reload();
    await expect(page.locator('.portico-checkout__amount')).toHaveText('€42.50');
    await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible();
    await expect.poll(kept).not.toBe(before);
    expect(await kept()).toContain('"handoff":"hof_');
  }
  await page.getByRole('button', { name: 'Change amount or details' }).click();
  await expect(amount).toHaveValue('42.5');
  await amount.fill('43');
  await cont.click();
  await payByCard(page, '€43.00');
  await page.waitForURL((url) => url.hash.startsWith('#/checkout-success'));
  const answer = await request.get(`${checkoutUrl}/api/v1/pa/payment_links/${link.code}`, { headers: MERCHANT_KEY });
  expect(await answer.json()).toMatchObject({ payments: [{ amount: 43, currency: 'EUR' }] });
});

test('what the link collects: every field said when missing, kept as typed, and sent to the merchant with the intent', async ({
  page,
  request,
  checkoutUrl,
}) => {
  const collect = { billing_address: true, shipping_address: true, phone: true, reference: true, message: true };
  const link = await makeLink(request, checkoutUrl, fixedLink({ collect }));
  await page.goto(link.url);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const billing = page.getByRole('group', { name: 'Billing address' });
  const shipping = page.getByRole('group', { name: 'Shipping address' });
  await expect(billing.getByRole('textbox', { name: 'Full name' })).toBeFocused();
  await expect(billing.getByText('Enter the full name.')).toBeVisible();
  await expect(page.getByText('Enter your phone number.')).toBeVisible();
  await expect(page.getByText('Enter the reference.')).toBeVisible();
  // Two address groups on one page: the walk's link collects the billing address alone.
  await axe(page);
  for (const [group, name] of [
    [billing, 'Ada Lovelace'],
    [shipping, 'Charles Babbage'],
  ] as const) {
    await group.getByRole('textbox', { name: 'Full name' }).fill(name);
    await group.getByRole('combobox', { name: 'Country or region' }).selectOption('GB');
    await group.getByRole('textbox', { name: 'Address' }).fill('1 High Street');
    await group.getByRole('textbox', { name: 'City' }).fill('London');
    await group.getByRole('textbox', { name: 'Postal code' }).fill('N1 9GU');
  }
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  await phone.fill('12-34');
  await page.getByRole('textbox', { name: 'Reference' }).fill('INV-2041');
  await page.getByRole('textbox', { name: /^Message to Portico Demo Store/ }).fill('Leave it with the neighbour');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(phone).toBeFocused();
  await expect(page.getByText('Enter a phone number of 6 to 15 digits, with an optional + in front.')).toBeVisible();
  await expect(phone).toHaveValue('12-34');
  await phone.fill('+44 20 7946 0958');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  const intentId = await page.evaluate(
    (code) => JSON.parse(sessionStorage.getItem(`portico.payment-link-amount-set:${code}`) ?? '{}').intent.id as string,
    link.code,
  );
  const intent = await (await request.get(`${checkoutUrl}/api/v1/pa/payment_intents/${intentId}`, { headers: MERCHANT_KEY })).json();
  expect(intent.payment_link_details).toEqual({
    billing_address: { name: 'Ada Lovelace', address: { country_code: 'GB', street: '1 High Street', city: 'London', postcode: 'N1 9GU' } },
    shipping_address: { name: 'Charles Babbage', address: { country_code: 'GB', street: '1 High Street', city: 'London', postcode: 'N1 9GU' } },
    phone: '+442079460958',
    reference: 'INV-2041',
    message: 'Leave it with the neighbour',
  });
});

test('links that cannot be paid say why: expired, deactivated, unknown code', async ({ page, request, checkoutUrl }) => {
  const expiring = await makeLink(request, checkoutUrl, fixedLink({ expires_at: new Date(Date.now() + 1500).toISOString() }));
  const inactive = await makeLink(request, checkoutUrl, fixedLink());
  expect((await request.post(`${checkoutUrl}/api/v1/pa/payment_links/${inactive.code}/deactivate`, { headers: MERCHANT_KEY })).status()).toBe(200);
  await expect
    .poll(async () => ((await (await request.get(`${checkoutUrl}/api/v1/pa/payment_links/${expiring.code}`)).json()) as { status: string }).status, {
      timeout: 5000,
    })
    .toBe('EXPIRED');
  const cases: Array<[string, string, string]> = [
    [expiring.url, 'This link has expired', 'Ask Portico Demo Store for a new link.'],
    [inactive.url, 'This link is no longer active', 'Portico Demo Store has turned this link off.'],
    [`${checkoutUrl}/#/pay/plk_AAAAAAAAAAAAAAAA`, 'This link does not exist or was mistyped', 'Check the address you were sent'],
  ];
  for (const [url, title, text] of cases) {
    await page.goto('about:blank');
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByRole('button')).toHaveCount(0);
  }
});

test('the region route /pay/{region}/{code} and the keyboard alone: amount, Enter, card fields, pay', async ({ page, request, checkoutUrl }) => {
  const link = await makeLink(request, checkoutUrl, flexibleLink({ region: 'hk', currencies: ['HKD'], min_amount: 10, max_amount: null }));
  expect(link.url).toBe(`${checkoutUrl}/#/pay/hk/${link.code}`);
  await page.goto(link.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Donation');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Amount (HKD)' })).toBeFocused();
  await page.keyboard.type('9');
  await page.keyboard.press('Enter');
  await expect(page.getByText('The amount must be at least HK$10.00.')).toBeVisible();
  await page.keyboard.press('Backspace');
  await page.keyboard.type('120');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.portico-checkout__amount')).toHaveText('HK$120.00');
  const number = page.getByRole('textbox', { name: 'Card number' });
  for (let i = 0; i < 10 && !(await number.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(number).toBeFocused();
  await page.keyboard.type(TEST_CARDS.visa);
  await expect(page.getByRole('textbox', { name: 'Expiry date' })).toBeFocused();
  await page.keyboard.type('1234');
  await expect(page.getByRole('textbox', { name: 'Security code' })).toBeFocused();
  await page.keyboard.type('123');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.hash.startsWith('#/checkout-success'));
});

test('the demo merchant makes links on its server, lists them with their status, and a link opens the checkout page', async ({
  page,
  merchantUrl,
  checkoutUrl,
}) => {
  await page.goto(`${merchantUrl}/payment-links.html`);
  await page.getByRole('radio', { name: 'The shopper chooses the amount' }).check();
  await page.getByRole('textbox', { name: 'Title' }).fill('Tip jar');
  await page.getByRole('checkbox', { name: 'A message' }).check();
  await page.getByRole('button', { name: 'Make the link' }).click();
  await expect(page.locator('#status')).toHaveText(new RegExp(`^Link made: ${checkoutUrl}/#/pay/plk_`));
  const item = page.getByRole('listitem').filter({ hasText: 'Tip jar' }).first();
  await expect(item).toContainText('5–500 USD/EUR, the shopper chooses');
  await expect(item).toContainText('asks: message');
  await expect(item.locator('.badge')).toHaveText('UNPAID');
  // The demo merchant's page, which the walk (checkout documents only) never audits.
  await axe(page);
  const [shopper] = await Promise.all([page.waitForEvent('popup'), item.getByRole('link', { name: 'Open Tip jar' }).click()]);
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('Tip jar');
  await expect(shopper.getByRole('textbox', { name: /^Message to Portico Demo Store/ })).toBeVisible();
  await shopper.close();
  await item.getByRole('button', { name: 'Deactivate Tip jar' }).click();
  await expect(item.locator('.badge')).toHaveText('INACTIVE');
  await expect(item.getByRole('button')).toHaveCount(0);
});

test('two tabs of one single-use link pay the same intent: the second, paying after the first, finds it paid and is not charged again', async ({
  browser,
  request,
  checkoutUrl,
}) => {
  const link = await makeLink(request, checkoutUrl, fixedLink());
  const context = await browser.newContext();
  const [one, two] = [await context.newPage(), await context.newPage()];
  const intentOf = (page: Page) =>
    page.evaluate((code) => JSON.parse(sessionStorage.getItem(`portico.payment-link-amount-set:${code}`) ?? '{}').intent?.id as string, link.code);
  for (const page of [one, two]) {
    await page.goto(link.url);
    await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  }
  expect(await intentOf(one)).toMatch(/^int_/);
  expect(await intentOf(two)).toBe(await intentOf(one));
  await payByCard(one, '$12.50');
  await one.waitForURL((url) => url.hash.startsWith('#/checkout-success'));
  await expect(one.getByRole('heading', { level: 1 })).toHaveText('Payment successful');
  // The intent's lock refuses the second confirm; the re-read finds it paid: the same result page, one payment.
  await payByCard(two, '$12.50');
  await two.waitForURL((url) => url.hash.startsWith('#/checkout-success'));
  await expect(two.getByRole('heading', { level: 1 })).toHaveText('Payment successful');
  const answer = await request.get(`${checkoutUrl}/api/v1/pa/payment_links/${link.code}`, { headers: MERCHANT_KEY });
  expect(await answer.json()).toMatchObject({ status: 'PAID', payment_count: 1 });
  await context.close();
});
