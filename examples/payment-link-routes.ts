/**
 * The demo merchant's payment links: its server makes them on the provider with the
 * secret key (the browser never sees it) and lists them with their status.
 *   POST /api/payment-links                 { title, amount, currency } (fixed) or
 *                                           { title, flexible: true, min_amount, max_amount, currencies },
 *                                           with description, reusable, collect → the link
 *   GET  /api/payment-links                 → { items: [{ code, url, title, status, … }] }
 *   POST /api/payment-links/:code/deactivate → the link, INACTIVE
 * The page's fields go through as they are, by portico/server: the provider checks
 * them and its validation error is answered unchanged, so the page can name the field.
 */
import type { Hono } from 'hono';
import type { CreatePaymentLinkParams, PorticoServer } from '../sdk/server/index';
import { providerRefusal } from './portico-client';

/** What the page may set; anything else it sends is dropped here. */
const FIELDS = [
  'title',
  'description',
  'amount',
  'currency',
  'flexible',
  'min_amount',
  'max_amount',
  'currencies',
  'reusable',
  'expires_at',
  'region',
  'collect',
] as const;
const CODE = /^plk_[A-Za-z0-9]{16}$/;

export function addPaymentLinkRoutes(app: Hono, portico: PorticoServer): void {
  app.post('/api/payment-links', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      return c.json({ code: 'invalid_request', message: 'Send a JSON object.', details: {} }, 400);
    }
    const fields = Object.fromEntries(FIELDS.filter((f) => body[f] !== undefined && body[f] !== '').map((f) => [f, body[f]]));
    try {
      // The page's fields unchecked here, on purpose: the provider's validation error names the field for the page.
      return c.json(await portico.paymentLinks.create({ reusable: false, ...fields } as CreatePaymentLinkParams), 201);
    } catch (error) {
      return providerRefusal(c, error);
    }
  });

  app.get('/api/payment-links', async (c) => {
    try {
      return c.json(await portico.paymentLinks.list());
    } catch (error) {
      return providerRefusal(c, error);
    }
  });

  app.post('/api/payment-links/:code/deactivate', async (c) => {
    const code = c.req.param('code');
    if (!CODE.test(code)) return c.json({ code: 'not_found', message: 'No such link.', details: {} }, 404);
    try {
      return c.json(await portico.paymentLinks.deactivate(code));
    } catch (error) {
      return providerRefusal(c, error);
    }
  });
}
