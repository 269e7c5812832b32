/**
 * The demo merchant's subscription sign-up: a customer for the shopper, the client
 * secret their browser saves a method with, and (for the hosted page) the consent the
 * server makes itself. The secret key stays here.
 *   POST /api/recurring/start    { consent?: terms } → { customer_id, client_secret, consent_id?, checkout_url? }
 *   POST /api/recurring/verify-link { consent_id, customer_id, currency } → { url } (the micro-deposit page, a fresh secret)
 *   GET  /api/consents/:id       → { id, status, payment_method_id } (what the provider says, never the address)
 */
import type { Hono } from 'hono';
import { SHOPPER_REF, signedInCustomer } from './signed-in-shopper';

type ProviderReply = { readonly ok: boolean; readonly status: number; readonly body: unknown };
type ProviderCall = (path: string, body?: unknown) => Promise<ProviderReply>;

/** The direct debit's region in the checkout's page address, by the consent's currency. */
const REGION_OF_CURRENCY: Readonly<Record<string, string>> = { USD: 'us', GBP: 'uk', EUR: 'eu', AUD: 'au' };

/** The demo's plan: 9.99 a month, charged on the 5th, until cancelled. */
const DEMO_TERMS = {
  next_triggered_by: 'merchant',
  merchant_trigger_reason: 'scheduled',
  terms_of_use: { payment_amount_type: 'FIXED', fixed_payment_amount: 9.99, payment_currency: 'USD', billing_cycle: 'MONTH', billing_cycle_charge_day: 5 },
} as const;

export function addRecurringRoutes(app: Hono, provider: ProviderCall, checkoutOrigin: string): void {
  app.post('/api/recurring/start', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { hosted?: unknown; currency?: unknown; return_url?: unknown; shopper?: unknown } | null;
    let customerId: string;
    if (typeof body?.shopper === 'string' && SHOPPER_REF.test(body.shopper)) {
      // A signed-in shopper (`?shopper=…`): their customer, with the card and account they saved before.
      const shopper = await signedInCustomer(provider, body.shopper);
      if (!shopper.ok) return c.json(shopper.body, shopper.status as 400);
      customerId = shopper.customerId;
    } else {
      const customer = await provider('/api/v1/pa/customers/create', {
        request_id: crypto.randomUUID(),
        merchant_customer_id: `member_${crypto.randomUUID()}`,
      });
      if (!customer.ok) return c.json(customer.body, customer.status as 400);
      customerId = (customer.body as { id: string }).id;
    }
    const secret = await provider(`/api/v1/pa/customers/${customerId}/generate_client_secret`, {});
    if (!secret.ok) return c.json(secret.body, secret.status as 400);
    const clientSecret = (secret.body as { client_secret: string }).client_secret;
    if (body?.hosted !== true) return c.json({ customer_id: customerId, client_secret: clientSecret });

    // The hosted page: the server makes the consent, then sends the shopper to the checkout's page for it.
    const currency = typeof body.currency === 'string' && /^[A-Z]{3}$/.test(body.currency) ? body.currency : 'USD';
    const consent = await provider('/api/v1/pa/payment_consents/create', {
      request_id: crypto.randomUUID(),
      customer_id: customerId,
      ...DEMO_TERMS,
      terms_of_use: { ...DEMO_TERMS.terms_of_use, payment_currency: currency },
    });
    if (!consent.ok) return c.json(consent.body, consent.status as 400);
    const consentId = (consent.body as { id: string }).id;
    const options = {
      client_secret: clientSecret,
      customer_id: customerId,
      consent_id: consentId,
      currency,
      ...(typeof body.return_url === 'string' ? { return_url: body.return_url } : {}),
    };
    const checkoutUrl = `${checkoutOrigin}/#/standalone/recurring?options=${encodeURIComponent(JSON.stringify(options))}`;
    return c.json({ customer_id: customerId, client_secret: clientSecret, consent_id: consentId, checkout_url: checkoutUrl });
  });

  // A direct debit's micro-deposits arrive days later: the merchant emails this link then, with a secret made then.
  app.post('/api/recurring/verify-link', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { consent_id?: unknown; customer_id?: unknown; currency?: unknown } | null;
    if (typeof body?.consent_id !== 'string' || typeof body.customer_id !== 'string')
      return c.json({ code: 'invalid_request', message: 'Send { consent_id, customer_id }.', details: {} }, 400);
    const secret = await provider(`/api/v1/pa/customers/${encodeURIComponent(body.customer_id)}/generate_client_secret`, {});
    if (!secret.ok) return c.json(secret.body, secret.status as 400);
    const region = REGION_OF_CURRENCY[typeof body.currency === 'string' ? body.currency : ''] ?? 'us';
    const options = { client_secret: (secret.body as { client_secret: string }).client_secret, return_url: new URL('/recurring.html', c.req.url).href };
    const url = `${checkoutOrigin}/#/page/direct-debit-verify-account/${region}/${encodeURIComponent(body.consent_id)}?options=${encodeURIComponent(JSON.stringify(options))}`;
    return c.json({ url });
  });

  app.get('/api/consents/:id', async (c) => {
    const response = await provider(`/api/v1/pa/payment_consents/${encodeURIComponent(c.req.param('id'))}`);
    if (!response.ok) return c.json(response.body, response.status as 404);
    const consent = response.body as { id: string; status: string; payment_method: { id: string | null } | null };
    return c.json({ id: consent.id, status: consent.status, payment_method_id: consent.payment_method?.id ?? null });
  });
}
