/**
 * The demo merchant: its own origin, its own server. It creates payment intents
 * with the secret key (the browser never sees it) and serves one page per demo.
 */
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { Hono } from 'hono';
import { addExpressRoutes } from './express-order';
import { addHostedRoutes } from './hosted-routes';
import { addPaymentLinkRoutes } from './payment-link-routes';
import { addRecurringRoutes } from './recurring-routes';
import { addReactAppRoutes } from './react-app-routes';
import { readmePage } from './readme-snippet';
import { SHOPPER_REF, signedInCustomer } from './signed-in-shopper';
import { addWebhookRoutes, MerchantWebhooks } from './webhook-routes';
import { addChargeLaterRoutes } from './charge-later-routes';
import { porticoClient, providerRefusal } from './portico-client';

export interface MerchantOptions {
  /** Where the merchant server reaches the provider API (server to server). */
  readonly sandboxUrl: string;
  /** The checkout origin the shopper's browser loads frames and the SDK script from. */
  readonly checkoutOrigin: string;
  readonly secretKey: string;
  readonly sdkVersion: string;
  /** dist/sdk, served at /vendor/portico/ for the npm (ESM) demo. */
  readonly sdkDir: string;
  /** dist/examples: the React merchant app's builds (examples/react-app), served at /react/ and /preact/. */
  readonly appsDir: string;
  /** Where the provider's webhooks are received and orders kept; startMerchant registers it once listening. */
  readonly webhooks?: MerchantWebhooks;
}

export const DEMO_PAGES = [
  { path: '/card-script.html', file: 'card-script.html', title: 'Card element — script tag', variant: 'script tag' },
  { path: '/card-esm.html', file: 'card-esm.html', title: 'Card element — npm ESM build', variant: 'npm ESM build' },
  { path: '/full-featured-card.html', file: 'full-featured-card.html', title: 'Full-featured card element', variant: '' },
  { path: '/split-card.html', file: 'split-card.html', title: 'Split card fields (number, expiry, CVC)', variant: '' },
  { path: '/kr-card.html', file: 'kr-card.html', title: 'Korean card fields', variant: 'Korean card' },
  { path: '/dropin.html', file: 'dropin.html', title: 'Drop-in — every payment method', variant: '' },
  { path: '/redirect.html', file: 'redirect.html', title: 'Pay by bank — redirect element', variant: '' },
  { path: '/instructions.html', file: 'instructions.html', title: 'Pay later: konbini, Pay-easy, SPEI, bank transfer, PayNow', variant: '' },
  { path: '/qrcode.html', file: 'qrcode.html', title: 'QR code element (QR code, PayNow)', variant: 'QR code' },
  { path: '/wechat.html', file: 'wechat.html', title: 'WeChat Pay element', variant: 'WeChat Pay' },
  // One page for both wallet buttons: {{VARIANT}} is the element kind (`?express=1` for an express checkout).
  { path: '/apple-pay.html', file: 'wallet.html', title: 'Apple Pay button', variant: 'apple-pay' },
  { path: '/google-pay.html', file: 'wallet.html', title: 'Google Pay button', variant: 'google-pay' },
  {
    path: '/recurring.html',
    file: 'recurring.html',
    title: 'Subscription sign-up: save a method on a consent, then charge it from the server (card, full-featured card, drop-in, hosted page)',
    variant: '',
  },
  { path: '/direct-debit.html', file: 'direct-debit.html', title: 'Direct debit: ACH, Bacs, SEPA, BECS (drop-in)', variant: '' },
  { path: '/bank-link.html', file: 'bank-link.html', title: 'Direct debit by linking a bank account (popup)', variant: '' },
  { path: '/hosted.html', file: 'hosted.html', title: 'Hosted payment page: redirectToCheckout() or a link from the server', variant: '' },
  { path: '/payment-links.html', file: 'payment-links.html', title: 'Payment links: make fixed and flexible links, see their status', variant: '' },
  { path: '/success.html', file: 'success.html', title: 'Payment success page', variant: '' },
] as const;

const PAGES_DIR = new URL('./pages/', import.meta.url).pathname;
const CURRENCY = /^[A-Z]{3}$/;

interface ApiError {
  code: string;
  message: string;
  details: Record<string, unknown>;
}
const error = (code: string, message: string, details: Record<string, unknown> = {}): ApiError => ({ code, message, details });

/**
 * ` integrity="sha384-…" crossorigin="anonymous"` for the SDK's script tag, as docs/sdk.md
 * tells a merchant to write it (the hash from the build's integrity.json); nothing when the
 * SDK is not built, so the page still says what is missing rather than failing a check.
 * The file is read by its published name, as a merchant reads it (`/sdk/v{version}/integrity.json`).
 */
async function sdkIntegrityAttributes(sdkDir: string): Promise<string> {
  const hashes = await readFile(join(sdkDir, 'integrity.json'), 'utf8').then(
    (text) => JSON.parse(text) as Record<string, string>,
    () => null,
  );
  const hash = hashes?.['portico.js'];
  return hash ? ` integrity="${hash}" crossorigin="anonymous"` : '';
}

export function createMerchantApp(opts: MerchantOptions): Hono {
  const app = new Hono();
  const portico = porticoClient(opts);
  // Pages share partials: one head (viewport, checkout origin meta, styles) and one card form.
  const partial = (name: string) => readFile(join(PAGES_DIR, `_${name}.html`), 'utf8');
  const fill = async (template: string, variant = '') =>
    template
      .replace('{{COMMON_HEAD}}', await partial('head'))
      .replace('{{CARD_FORM}}', await partial('card-form'))
      .replaceAll('{{VARIANT}}', variant)
      .replaceAll('{{CHECKOUT_ORIGIN}}', opts.checkoutOrigin)
      .replaceAll('{{SDK_VERSION}}', opts.sdkVersion)
      .replaceAll('{{SDK_INTEGRITY}}', await sdkIntegrityAttributes(opts.sdkDir));
  const render = async (file: string, variant = '') => fill(await readFile(join(PAGES_DIR, file), 'utf8'), variant);

  app.get('/', async (c) => c.html(await render('index.html')));
  for (const page of DEMO_PAGES) app.get(page.path, async (c) => c.html(await render(page.file, page.variant)));
  addReactAppRoutes(app, opts.appsDir, fill);
  app.get('/readme.html', async (c) => c.html(await readmePage(opts.checkoutOrigin)));
  for (const script of [
    'demo.js',
    'split-demo.js',
    'dropin-demo.js',
    'qr-demo.js',
    'wallet-demo.js',
    'recurring-demo.js',
    'bank-link-demo.js',
    'hosted-demo.js',
    'payment-links-demo.js',
  ]) {
    app.get(`/${script}`, async (c) => c.body(await readFile(join(PAGES_DIR, script), 'utf8'), 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  }

  app.get('/vendor/portico/:file', async (c) => {
    const file = normalize(c.req.param('file'));
    if (!/^portico\.mjs(\.map)?$/.test(file)) return c.notFound();
    try {
      return c.body(await readFile(join(opts.sdkDir, file), 'utf8'), 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
    } catch {
      return c.text('SDK not built: run `npm run build`.', 404);
    }
  });

  // Server to server: amount and currency from the page, the secret key from here. With
  // `customer: true` the payment is a signed-in shopper's (a demo customer made for it),
  // so the full-featured card may offer to save the card; with `shopper: ref`, the
  // customer of that returning shopper (signed-in-shopper.ts), whose saved methods the drop-in lists.
  app.post('/api/create-intent', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { amount?: unknown; currency?: unknown; customer?: unknown; shopper?: unknown } | null;
    const amount = body?.amount ?? 25;
    const currency = body?.currency ?? 'USD';
    if (typeof amount !== 'number' || !(amount > 0) || typeof currency !== 'string' || !CURRENCY.test(currency)) {
      return c.json(error('invalid_request', 'Send { amount: number > 0, currency: "USD" }.'), 400);
    }
    let customerId: string | undefined;
    if (body?.shopper !== undefined) {
      // A signed-in shopper (the drop-in's `?customer=1`): their customer, with what they saved before.
      if (typeof body.shopper !== 'string' || !SHOPPER_REF.test(body.shopper))
        return c.json(error('invalid_request', 'shopper: 1–48 letters, digits, _ or -.'), 400);
      const shopper = await signedInCustomer((path, payload) => providerCall(opts, path, payload), body.shopper);
      if (!shopper.ok) return c.json(shopper.body, shopper.status as 400);
      customerId = shopper.customerId;
    }
    try {
      if (body?.customer === true) customerId = (await portico.customers.create({ merchant_customer_id: `demo_${crypto.randomUUID()}` })).id;
      const intent = await portico.paymentIntents.create({
        amount,
        currency,
        merchant_order_id: `order_${Date.now()}`,
        ...(customerId ? { customer_id: customerId } : {}),
      });
      return c.json({
        intent_id: intent.id,
        client_secret: intent.client_secret,
        amount: intent.amount,
        currency: intent.currency,
        ...(customerId ? { customer_id: customerId } : {}),
      });
    } catch (error) {
      return providerRefusal(c, error);
    }
  });

  // Express checkout: the intent is made once the shopper authorised in the wallet, for the server's own total.
  addExpressRoutes(app, (amount, currency) => portico.paymentIntents.create({ amount, currency, merchant_order_id: `express_${Date.now()}` }));

  // Subscriptions: a customer and its client secret for the browser; the consent, for the hosted page.
  addRecurringRoutes(app, portico, (path, body) => providerCall(opts, path, body), opts.checkoutOrigin);
  // Charging a saved consent later, with no shopper: now, or from a timer on this server.
  addChargeLaterRoutes(app, portico);
  // The hosted payment page by a plain link the server builds.
  addHostedRoutes(app, portico, opts.checkoutOrigin);

  // The provider's webhooks: orders are fulfilled here, never by the browser.
  addWebhookRoutes(app, opts.webhooks ?? new MerchantWebhooks());

  // Payment links: made and listed by this server, paid on the checkout's /pay/{code} page.
  addPaymentLinkRoutes(app, portico);

  // The cards a demo customer saved: brand and last four, as a merchant's account page shows them.
  app.get('/api/customers/:id/cards', async (c) => {
    try {
      const { items } = await portico.paymentMethods.list(c.req.param('id'));
      return c.json(items.filter((m) => m.type === 'card').map((m) => ({ id: m.id, brand: m.card?.brand, last4: m.card?.last4 })));
    } catch (error) {
      return providerRefusal(c, error);
    }
  });

  // A fresh client secret for an intent whose secret expired (docs/guides/session-expiry.md): retrieving the intent issues one.
  // A real shop answers only for the intent of this shopper's order; the demo has no sessions.
  app.post('/api/intents/:id/client-secret', async (c) => {
    try {
      return c.json({ client_secret: (await portico.paymentIntents.retrieve(c.req.param('id'))).client_secret });
    } catch (error) {
      return providerRefusal(c, error);
    }
  });

  app.get('/api/intents/:id', async (c) => {
    try {
      const intent = await portico.paymentIntents.retrieve(c.req.param('id'));
      return c.json({ id: intent.id, status: intent.status, amount: intent.amount, currency: intent.currency });
    } catch (error) {
      return providerRefusal(c, error);
    }
  });

  return app;
}

export async function providerCall(opts: MerchantOptions, path: string, body?: unknown): Promise<{ ok: boolean; status: number; body: unknown }> {
  try {
    const response = await fetch(`${opts.sandboxUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': opts.secretKey },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(10_000),
    });
    return { ok: response.ok, status: response.status, body: await response.json() };
  } catch (cause) {
    return { ok: false, status: 502, body: error('provider_unreachable', 'The payment provider did not answer.', { reason: String(cause) }) };
  }
}
