/**
 * The demo merchant's subscription sign-up: a customer for the shopper, the client
 * secret their browser saves a method with, and (for the hosted page) the consent the
 * server makes itself. The secret key stays here.
 *   POST /api/recurring/start    { consent?: terms } → { customer_id, client_secret, consent_id?, checkout_url? }
 *   POST /api/recurring/verify-link { consent_id, customer_id, currency } → { url } (the micro-deposit page, a fresh secret)
 *   GET  /api/consents/:id       → { id, status, payment_method_id } (what the provider says, never the address)
 */
import type { Hono } from 'hono';
import type { PorticoServer } from '../sdk/server/index';
import { providerRefusal } from './portico-client';
import { SHOPPER_REF, signedInCustomer, type ProviderCall } from './signed-in-shopper';

/** The direct debit's region in the checkout's page address, by the consent's currency. */
const REGION_OF_CURRENCY: Readonly<Record<string, string>> = { USD: 'us', GBP: 'uk', EUR: 'eu', AUD: 'au' };

/** The demo's plan: 9.99 a month, charged on the 5th, until cancelled. */
const DEMO_TERMS = {
  next_triggered_by: 'merchant',
  merchant_trigger_reason: 'scheduled',
  terms_of_use: { payment_amount_type: 'FIXED', fixed_payment_amount: 9.99, payment_currency: 'USD', billing_cycle: 'MONTH', billing_cycle_charge_day: 5 },
} as const;

/** `provider`: the plain API call the signed-in shopper's seeding needs (a saved method, the simulated shopper). */
export function addRecurringRoutes(app: Hono, portico: PorticoServer, provider: ProviderCall, checkoutOrigin: string): void {
  app.post('/api/recurring/start', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { hosted?: unknown; currency?: unknown; return_url?: unknown; shopper?: unknown } | null;
    let customerId: string | undefined;
    if (typeof body?.shopper === 'string' && SHOPPER_REF.test(body.shopper)) {
      // A signed-in shopper (`?shopper=…`): their customer, with the card and account they saved before.
      const shopper = await signedInCustomer(provider, body.shopper);
      if (!shopper.ok) return c.json(shopper.body, shopper.status as 400);
      customerId = shopper.customerId;
    }
    try {
      customerId ??= (await portico.customers.create({ merchant_customer_id: `member_${crypto.randomUUID()}` })).id;
      const clientSecret = (await portico.customers.createClientSecret(customerId)).client_secret;
      if (body?.hosted !== true) return c.json({ customer_id: customerId, client_secret: clientSecret });

      // The hosted page: the server makes the consent, then sends the shopper to the checkout's page for it.
      const currency = typeof body.currency === 'string' && /^[A-Z]{3}$/.test(body.currency) ? body.currency : 'USD';
      const consent = await portico.paymentConsents.create({
        customer_id: customerId,
        ...DEMO_TERMS,
        terms_of_use: { ...DEMO_TERMS.terms_of_use, payment_currency: currency },
      });
      return c.json(hostedConsentPage(checkoutOrigin, { clientSecret, customerId, consentId: consent.id, currency, returnUrl: body.return_url }));
    } catch (error) {
      return providerRefusal(c, error);
    }
  });

  // A direct debit's micro-deposits arrive days later: the merchant emails this link then, with a secret made then.
  app.post('/api/recurring/verify-link', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { consent_id?: unknown; customer_id?: unknown; currency?: unknown } | null;
    if (typeof body?.consent_id !== 'string' || typeof body.customer_id !== 'string')
      return c.json({ code: 'invalid_request', message: 'Send { consent_id, customer_id }.', details: {} }, 400);
    let clientSecret: string;
    try {
      clientSecret = (await portico.customers.createClientSecret(body.customer_id)).client_secret;
    } catch (error) {
      return providerRefusal(c, error);
    }
    const region = REGION_OF_CURRENCY[typeof body.currency === 'string' ? body.currency : ''] ?? 'us';
    const options = { client_secret: clientSecret, return_url: new URL('/recurring.html', c.req.url).href };
    const url = `${checkoutOrigin}/#/page/direct-debit-verify-account/${region}/${encodeURIComponent(body.consent_id)}?options=${encodeURIComponent(JSON.stringify(options))}`;
    return c.json({ url });
  });

  app.get('/api/consents/:id', async (c) => {
    try {
      const consent = await portico.paymentConsents.retrieve(c.req.param('id'));
      return c.json({ id: consent.id, status: consent.status, payment_method_id: consent.payment_method?.id ?? null });
    } catch (error) {
      return providerRefusal(c, error);
    }
  });
}

interface ConsentPage {
  readonly clientSecret: string;
  readonly customerId: string;
  readonly consentId: string;
  readonly currency: string;
  readonly returnUrl: unknown;
}

/** The checkout's hosted page for saving a method on the consent, and what the demo's page needs beside it. */
function hostedConsentPage(checkoutOrigin: string, page: ConsentPage): Record<string, string> {
  const options = {
    client_secret: page.clientSecret,
    customer_id: page.customerId,
    consent_id: page.consentId,
    currency: page.currency,
    ...(typeof page.returnUrl === 'string' ? { return_url: page.returnUrl } : {}),
  };
  const checkoutUrl = `${checkoutOrigin}/#/standalone/recurring?options=${encodeURIComponent(JSON.stringify(options))}`;
  return { customer_id: page.customerId, client_secret: page.clientSecret, consent_id: page.consentId, checkout_url: checkoutUrl };
}
