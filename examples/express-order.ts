/**
 * The demo merchant's express checkout (a wallet button on a product page, no intent
 * until the shopper has authorised): the server prices the order, shipping included,
 * and makes the intent for that total — the page only says where to ship.
 *   POST /api/express/quote          { country_code } → { amount, currency } | 422 { message }
 *   POST /api/express/create-intent  { country_code } → { intent_id, client_secret, amount, currency }
 */
import type { Hono } from 'hono';
import type { PaymentIntent } from '../sdk/server/index';
import { providerRefusal } from './portico-client';

const EXPRESS_PRODUCT = { name: 'Blue mug', amount: 25, currency: 'USD' } as const;
/** Shipping by the shopper's country; a country not listed is not shipped to. */
const SHIPPING_BY_COUNTRY: Readonly<Record<string, number>> = { US: 0, GB: 7 };

type ExpressTotal = { readonly ok: true; readonly amount: number; readonly currency: string } | { readonly ok: false; readonly message: string };

/** The order's total for a shipping country (none: no shipping asked for, the product alone). */
function expressTotal(country: unknown): ExpressTotal {
  if (country === undefined || country === null) return { ok: true, amount: EXPRESS_PRODUCT.amount, currency: EXPRESS_PRODUCT.currency };
  const shipping = typeof country === 'string' && Object.hasOwn(SHIPPING_BY_COUNTRY, country) ? SHIPPING_BY_COUNTRY[country] : undefined;
  if (shipping === undefined) return { ok: false, message: `Sorry, we do not ship to ${typeof country === 'string' ? country.slice(0, 2) : 'there'}.` };
  return { ok: true, amount: EXPRESS_PRODUCT.amount + shipping, currency: EXPRESS_PRODUCT.currency };
}

export function addExpressRoutes(app: Hono, createIntent: (amount: number, currency: string) => Promise<PaymentIntent>): void {
  const countryOf = async (request: Request): Promise<unknown> => {
    const body = (await request.json().catch(() => null)) as { country_code?: unknown } | null;
    return body?.country_code;
  };

  app.post('/api/express/quote', async (c) => {
    const total = expressTotal(await countryOf(c.req.raw));
    return total.ok ? c.json({ amount: total.amount, currency: total.currency }) : c.json({ code: 'not_shipped', message: total.message }, 422);
  });

  app.post('/api/express/create-intent', async (c) => {
    const total = expressTotal(await countryOf(c.req.raw));
    if (!total.ok) return c.json({ code: 'not_shipped', message: total.message }, 422);
    try {
      const intent = await createIntent(total.amount, total.currency);
      return c.json({ intent_id: intent.id, client_secret: intent.client_secret, amount: intent.amount, currency: intent.currency });
    } catch (error) {
      return providerRefusal(c, error);
    }
  });
}
