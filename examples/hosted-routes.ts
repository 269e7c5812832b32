/**
 * The demo merchant's link to the hosted payment page, built on the server: what a
 * merchant without any JavaScript on its page does (an email, a "Pay now" link).
 *   GET /api/hosted-checkout?amount=25&currency=USD → 303 to the checkout's hosted page
 * The client secret goes after the `#` of the address: browsers never send it to a
 * server, so it is in no access log and no Referer.
 */
import type { Hono } from 'hono';

type ProviderReply = { readonly ok: boolean; readonly status: number; readonly body: unknown };
type ProviderCall = (path: string, body?: unknown) => Promise<ProviderReply>;

export function addHostedRoutes(app: Hono, provider: ProviderCall, checkoutOrigin: string): void {
  app.get('/api/hosted-checkout', async (c) => {
    const amount = Number(c.req.query('amount') ?? 25);
    const currency = c.req.query('currency') ?? 'USD';
    if (!(amount > 0) || !/^[A-Z]{3}$/.test(currency)) {
      return c.json({ code: 'invalid_request', message: 'Use ?amount=25&currency=USD.', details: {} }, 400);
    }
    const made = await provider('/api/v1/pa/payment_intents/create', {
      request_id: crypto.randomUUID(),
      amount,
      currency,
      merchant_order_id: `hosted_${Date.now()}`,
    });
    if (!made.ok) return c.json(made.body, made.status as 400);
    const intent = made.body as { id: string; client_secret: string };
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
