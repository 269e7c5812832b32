/**
 * The demo merchant charging a saved consent later, from its server, with no shopper
 * present: a new payment intent for the consent's customer, confirmed with the consent
 * (`triggered_by: merchant`). The outcome also arrives by webhook (webhook-routes.ts).
 *   POST /api/recurring/charge   { consent_id, amount } → { intent_id, status } or the provider's refusal ({ code, message })
 *   POST /api/recurring/schedule { consent_id, amount, delay_ms } → 202 { due_at }: the server charges then by itself
 * A real merchant charges the consent of the signed-in customer; the demo takes the id from the page.
 */
import type { Hono } from 'hono';

type ProviderReply = { readonly ok: boolean; readonly status: number; readonly body: unknown };
type ProviderCall = (path: string, body?: unknown) => Promise<ProviderReply>;

const CONSENT = /^cst_[A-Za-z0-9]{1,60}$/;
const MAX_DELAY_MS = 60_000;

interface ChargeAnswer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/** One charge: the consent's customer and currency come from the provider, never from the page. */
export async function chargeConsent(provider: ProviderCall, consentId: string, amount: number): Promise<ChargeAnswer> {
  const consent = await provider(`/api/v1/pa/payment_consents/${encodeURIComponent(consentId)}`);
  if (!consent.ok) return { status: consent.status, body: consent.body as Record<string, unknown> };
  const { customer_id, terms_of_use } = consent.body as { customer_id: string; terms_of_use: { payment_currency: string } | null };
  const intent = await provider('/api/v1/pa/payment_intents/create', {
    request_id: crypto.randomUUID(),
    amount,
    currency: terms_of_use?.payment_currency ?? 'USD',
    customer_id,
    merchant_order_id: `sub_${Date.now()}`,
  });
  if (!intent.ok) return { status: intent.status, body: intent.body as Record<string, unknown> };
  const { id } = intent.body as { id: string };
  const confirmed = await provider(`/api/v1/pa/payment_intents/${id}/confirm`, {
    request_id: crypto.randomUUID(),
    payment_consent_id: consentId,
    triggered_by: 'merchant',
  });
  const body = confirmed.body as Record<string, unknown>;
  return confirmed.ok
    ? { status: 200, body: { intent_id: id, status: body.status, amount: body.amount, currency: body.currency } }
    : { status: confirmed.status, body: { intent_id: id, code: body.code, message: body.message, details: body.details } };
}

function readCharge(body: Record<string, unknown> | null): { consentId: string; amount: number } | null {
  if (body === null || typeof body.consent_id !== 'string' || !CONSENT.test(body.consent_id)) return null;
  if (typeof body.amount !== 'number' || !(body.amount > 0)) return null;
  return { consentId: body.consent_id, amount: body.amount };
}

export function addChargeLaterRoutes(app: Hono, provider: ProviderCall, log: (line: string) => void = console.warn): void {
  const invalid = { code: 'invalid_request', message: 'Send { consent_id: "cst_…", amount: number > 0 }.', details: {} };

  app.post('/api/recurring/charge', async (c) => {
    const input = readCharge(await c.req.json().catch(() => null));
    if (input === null) return c.json(invalid, 400);
    const answer = await chargeConsent(provider, input.consentId, input.amount);
    return c.json(answer.body, answer.status as 200);
  });

  app.post('/api/recurring/schedule', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const input = readCharge(body);
    const delay = body?.delay_ms;
    if (input === null || typeof delay !== 'number' || !Number.isInteger(delay) || delay < 0 || delay > MAX_DELAY_MS) {
      return c.json({ ...invalid, message: `${invalid.message} and delay_ms: 0–${MAX_DELAY_MS}.` }, 400);
    }
    // The page may close: the server charges by itself, and hears the outcome by webhook.
    setTimeout(() => {
      void chargeConsent(provider, input.consentId, input.amount).then(
        (answer) => {
          if (answer.status !== 200) log(`demo merchant: scheduled charge of ${input.consentId} refused: ${JSON.stringify(answer.body)}`);
        },
        (error: unknown) => log(`demo merchant: scheduled charge of ${input.consentId} failed: ${String(error)}`),
      );
    }, delay).unref();
    return c.json({ due_at: new Date(Date.now() + delay).toISOString() }, 202);
  });
}
