/**
 * The demo merchant charging a saved consent later, from its server, with no shopper
 * present: a new payment intent for the consent's customer, confirmed with the consent
 * (`triggered_by: merchant`). The outcome also arrives by webhook (webhook-routes.ts).
 *   POST /api/recurring/charge   { consent_id, amount } → { intent_id, status } or the provider's refusal ({ code, message })
 *   POST /api/recurring/schedule { consent_id, amount, delay_ms } → 202 { due_at }: the server charges then by itself
 * A real merchant charges the consent of the signed-in customer; the demo takes the id from the page.
 */
import type { Hono } from 'hono';
import { PorticoServerError, type PorticoServer } from '../sdk/server/index';

const CONSENT = /^cst_[A-Za-z0-9]{1,60}$/;
const MAX_DELAY_MS = 60_000;

interface ChargeAnswer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/** One charge: the consent's customer and currency come from the provider, never from the page. */
export async function chargeConsent(portico: PorticoServer, consentId: string, amount: number): Promise<ChargeAnswer> {
  let intentId: string | undefined;
  try {
    const consent = await portico.paymentConsents.retrieve(consentId);
    const intent = await portico.paymentIntents.create({
      amount,
      currency: consent.terms_of_use?.payment_currency ?? 'USD',
      customer_id: consent.customer_id,
      merchant_order_id: `sub_${Date.now()}`,
    });
    intentId = intent.id;
    // portico/server confirms with a consent as the merchant (triggered_by: merchant).
    const confirmed = await portico.paymentIntents.confirm(intent.id, { payment_consent_id: consentId });
    return { status: 200, body: { intent_id: intent.id, status: confirmed.status, amount: confirmed.amount, currency: confirmed.currency } };
  } catch (error) {
    if (!(error instanceof PorticoServerError)) throw error;
    const refusal = { code: error.code, message: error.message, details: error.details };
    return { status: error.status ?? 502, body: intentId === undefined ? refusal : { intent_id: intentId, ...refusal } };
  }
}

function readCharge(body: Record<string, unknown> | null): { consentId: string; amount: number } | null {
  if (body === null || typeof body.consent_id !== 'string' || !CONSENT.test(body.consent_id)) return null;
  if (typeof body.amount !== 'number' || !(body.amount > 0)) return null;
  return { consentId: body.consent_id, amount: body.amount };
}

export function addChargeLaterRoutes(app: Hono, portico: PorticoServer, log: (line: string) => void = console.warn): void {
  const invalid = { code: 'invalid_request', message: 'Send { consent_id: "cst_…", amount: number > 0 }.', details: {} };

  app.post('/api/recurring/charge', async (c) => {
    const input = readCharge(await c.req.json().catch(() => null));
    if (input === null) return c.json(invalid, 400);
    const answer = await chargeConsent(portico, input.consentId, input.amount);
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
      void chargeConsent(portico, input.consentId, input.amount).then(
        (answer) => {
          if (answer.status !== 200) log(`demo merchant: scheduled charge of ${input.consentId} refused: ${JSON.stringify(answer.body)}`);
        },
        (error: unknown) => log(`demo merchant: scheduled charge of ${input.consentId} failed: ${String(error)}`),
      );
    }, delay).unref();
    return c.json({ due_at: new Date(Date.now() + delay).toISOString() }, 202);
  });
}
