/**
 * The page family: the hosted checkout, payment links and the result pages here, driven
 * as e2e/hosted-checkout and payment-link .spec.ts drive them; the recurring, direct-debit
 * and bank-link pages in visits-bank-link.ts.
 */
import { expect, type Page } from '@playwright/test';
import { TEST_CARDS } from '../support/fixtures';
import { fixedLink, flexibleLink, makeLink } from '../support/payment-links';
import type { RouteName } from '../../runtime/platform/router';
import { h1, open, payButton, processing, typingInvalidDeclined } from './page-steps';
import { BANK_LINK_VISITS } from './visits-bank-link';
import { createIntent, hold, MERCHANT_KEY, stayOnPage, type Visit } from './visit';
import type { Walk } from './walk';

const BUSINESS = 'Portico Demo Store';

/** A hosted page address built by hand, as a merchant's server would: with the intent in the path or in `options`. */
async function handBuilt(walk: Walk, withPath: boolean, options: Record<string, unknown> = {}): Promise<{ url: string; intentId: string; secret: string }> {
  const made = await createIntent(walk, { amount: 12.5 });
  const all = { client_secret: made.client_secret, ...(withPath ? {} : { intent_id: made.id }), ...options };
  const query = new URLSearchParams({ options: JSON.stringify(all) });
  const path = withPath ? `standalone/checkout/${made.id}` : 'standalone/checkout';
  return { url: `${walk.servers.checkoutUrl}/#/${path}?${query.toString()}`, intentId: made.id, secret: made.client_secret };
}

/**
 * The page's drop-in whole: its Pay button shows (the page keeps the drop-in's skeleton bars until
 * then, checkout.css). The heading comes first, and under CI's load the walk once pictured the bars.
 */
async function dropinWhole(page: Page): Promise<void> {
  await expect(page.locator('.portico-dropin__pay')).toBeVisible();
}

/** The hosted page's states after it has loaded: typing to declined, processing, paid; opened again, already paid. */
async function hostedStates(walk: Walk, address: string, paid: () => Promise<void>): Promise<void> {
  const { page } = walk;
  await expect(h1(page)).toHaveText(`Pay ${BUSINESS}`);
  await dropinWhole(page);
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
  await merchantIdentityStates(walk);
};

/** A logo (inline SVG: the walk reaches no other site), terms and privacy: the page's header and footer, then its receipt. */
const LOGO = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="132" height="40" viewBox="0 0 132 40"><rect width="40" height="40" rx="8" fill="#0b7285"/><path d="M11 28V12h9a6 6 0 0 1 0 12h-9" fill="none" stroke="#fff" stroke-width="3"/><text x="48" y="27" font-family="sans-serif" font-size="17" font-weight="700" fill="#0b7285">Portico</text></svg>',
).toString('base64')}`;

async function merchantIdentityStates(walk: Walk): Promise<void> {
  const { page } = walk;
  const identity = { logo_url: LOGO, terms_url: 'https://shop.example/terms', privacy_url: 'https://shop.example/privacy' };
  const { url } = await handBuilt(walk, false, { ...identity, appearance: { variables: { colorBrand: '#0b7285' } } });
  await open(page, url);
  await expect(payButton(page)).toBeVisible();
  await expect(page.getByRole('img', { name: BUSINESS })).toBeVisible();
  await walk.check('merchant logo and footer');
  await page.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARDS.visa);
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
  await payButton(page).click();
  await expect(h1(page)).toHaveText('Payment successful');
  await expect(page.getByRole('region', { name: 'Payment details' })).toBeVisible();
  await walk.check('receipt with merchant logo');
}

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
  expect((await servers.request.post(`${servers.checkoutUrl}/api/v1/pa/payment_links/${inactive.code}/deactivate`, { headers: MERCHANT_KEY })).status()).toBe(
    200,
  );
  await expect
    .poll(
      async () => ((await (await servers.request.get(`${servers.checkoutUrl}/api/v1/pa/payment_links/${expiring.code}`)).json()) as { status: string }).status,
      { timeout: 5000 },
    )
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
  await dropinWhole(page);
  await walk.check('initial');
  await linkCardStates(walk, '$12.50');
  // The link's success page: the result and its receipt, no longer blank below.
  await expect(h1(page)).toHaveText('Payment successful');
  await walk.check('paid');
  await open(page, link.url);
  await expect(h1(page)).toHaveText('This link has already been paid');
  await walk.check('already paid');
  const collecting = await makeLink(
    servers.request,
    servers.checkoutUrl,
    fixedLink({ collect: { billing_address: true, phone: true, reference: true, message: true } }),
  );
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
  for (const [state, typed] of [
    ['amount too low', '9'],
    ['amount too high', '500.01'],
    ['amount not a number', 'twenty'],
  ] as const) {
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
  ...BANK_LINK_VISITS,
  // Hosted page, payment links, results.
  root: rootVisit,
  'standalone.checkout': checkoutVisit,
  'standalone.checkoutIntent': checkoutIntentVisit,
  paymentLink: paymentLinkVisit,
  'paymentLink.region': paymentLinkRegionVisit,
  'checkout.success': resultVisit('checkout-success'),
  'checkout.fail': resultVisit('checkout-fail'),
} satisfies Partial<Record<RouteName, Visit>>;
