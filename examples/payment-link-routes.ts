/**
 * The demo merchant's payment links: its server makes them on the provider with the
 * secret key (the browser never sees it) and lists them with their status.
 *   POST /api/payment-links                 { title, amount, currency } (fixed) or
 *                                           { title, flexible: true, min_amount, max_amount, currencies },
 *                                           with description, reusable, collect → the link
 *   GET  /api/payment-links                 → { items: [{ code, url, title, status, … }] }
 *   POST /api/payment-links/:code/deactivate → the link, INACTIVE
 * The page's fields go through as they are: the provider checks them and its
 * validation error is answered unchanged, so the page can name the field.
 */
import type { Hono } from 'hono';

type ProviderReply = { readonly ok: boolean; readonly status: number; readonly body: unknown };
type ProviderCall = (path: string, body?: unknown) => Promise<ProviderReply>;

const LINKS = '/api/v1/pa/payment_links';
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

export function addPaymentLinkRoutes(app: Hono, provider: ProviderCall): void {
  app.post('/api/payment-links', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      return c.json({ code: 'invalid_request', message: 'Send a JSON object.', details: {} }, 400);
    }
    const fields = Object.fromEntries(FIELDS.filter((f) => body[f] !== undefined && body[f] !== '').map((f) => [f, body[f]]));
    const made = await provider(`${LINKS}/create`, { request_id: crypto.randomUUID(), reusable: false, ...fields });
    return c.json(made.body as object, made.status as 201);
  });

  app.get('/api/payment-links', async (c) => {
    const list = await provider(LINKS);
    return c.json(list.body as object, list.status as 200);
  });

  app.post('/api/payment-links/:code/deactivate', async (c) => {
    const code = c.req.param('code');
    if (!CODE.test(code)) return c.json({ code: 'not_found', message: 'No such link.', details: {} }, 404);
    const done = await provider(`${LINKS}/${code}/deactivate`, {});
    return c.json(done.body as object, done.status as 200);
  });
}
