import { provider, type Intent } from '../../../provider';

/** POST { amount, currency }: a payment intent for the page. `amount` is in major units (19.99 is $19.99). */
export async function POST(request: Request): Promise<Response> {
  const { amount = 19.99, currency = 'USD' } = (await request.json().catch(() => ({}))) as { amount?: number; currency?: string };
  const created = await provider('/api/v1/pa/payment_intents/create', {
    request_id: crypto.randomUUID(),
    amount,
    currency,
    merchant_order_id: `next_${Date.now()}`,
  });
  if (!created.ok) return Response.json(created.body, { status: created.status });
  const intent = created.body as Intent;
  return Response.json({ intent_id: intent.id, client_secret: intent.client_secret, amount: intent.amount, currency: intent.currency });
}
