/**
 * The demo merchant's link to the hosted payment page, built on the server: what a
 * merchant without any JavaScript on its page does (an email, a "Pay now" link).
 *   GET /api/hosted-checkout?amount=25&currency=USD → 303 to the checkout's hosted page
 * The client secret goes after the `#` of the address: browsers never send it to a
 * server, so it is in no access log and no Referer.
 */
import type { Hono } from 'hono';
import type { PaymentIntent, PorticoServer } from '../sdk/server/index';
import { providerRefusal } from './portico-client';

export function addHostedRoutes(app: Hono, portico: PorticoServer, checkoutOrigin: string): void {
  app.get('/api/hosted-checkout', async (c) => {
    const amount = Number(c.req.query('amount') ?? 25);
    const currency = c.req.query('currency') ?? 'USD';
    if (!(amount > 0) || !/^[A-Z]{3}$/.test(currency)) {
      return c.json({ code: 'invalid_request', message: 'Use ?amount=25&currency=USD.', details: {} }, 400);
    }
    let intent: PaymentIntent;
    try {
      intent = await portico.paymentIntents.create({ amount, currency, merchant_order_id: `hosted_${Date.now()}` });
    } catch (error) {
      return providerRefusal(c, error);
    }
    const shop = new URL(c.req.url).origin;
    const options = {
      client_secret: intent.client_secret,
      success_url: `${shop}/success.html`,
      cancel_url: `${shop}/hosted.html`,
    };
    const url = `${checkoutOrigin}/#/standalone/checkout/${encodeURIComponent(intent.id)}?options=${encodeURIComponent(JSON.stringify(options))}`;
    return c.redirect(url, 303);
  });
}
