/**
 * One of every object the dashboard shows, made through the merchant API as a merchant's
 * server would: a paid payment, a customer with a consent charged once, a payment link, a
 * webhook endpoint (answering 200 on loopback) and the event it took. The caller closes
 * `hooks` and disables the endpoint (an enabled one counts against the account's limit).
 */
import type { APIRequestContext } from '@playwright/test';
import { createEndpoint, disableEndpoint, receiver, SECRET_KEY } from './dashboard';
import { expect, test } from './fixtures';
import { fixedLink, makeLink } from './payment-links';

export interface DashboardObjects {
  readonly payment: string;
  readonly customer: string;
  readonly customerName: string;
  readonly consent: string;
  readonly link: string;
  readonly linkTitle: string;
  readonly endpoint: string;
  readonly endpointUrl: string;
  /** The payment's `payment_intent.succeeded` event, delivered to the endpoint. */
  readonly event: string;
  readonly hooks: Awaited<ReturnType<typeof receiver>>;
}

const CARD = { type: 'card', card: { number: '4242424242424242', expiry_month: '12', expiry_year: '2034', cvc: '123' } };

export async function makeDashboardObjects(request: APIRequestContext, checkoutUrl: string): Promise<DashboardObjects> {
  const write = async (path: string, data: Record<string, unknown>, expected: number) => {
    const res = await request.post(`${checkoutUrl}/api/v1/pa/${path}`, {
      headers: { 'x-api-key': SECRET_KEY },
      data: { request_id: crypto.randomUUID(), ...data },
    });
    expect(res.status(), await res.text()).toBe(expected);
    return (await res.json()) as { id: string };
  };
  const tag = crypto.randomUUID().slice(0, 8);
  const hooks = await receiver();
  const endpoint = await createEndpoint(request, checkoutUrl, hooks.url, ['payment_intent.succeeded']);
  const customerName = `Hopper ${tag}`;
  const customer = await write('customers/create', { merchant_customer_id: `deep_${tag}`, first_name: customerName }, 201);
  const consent = await write(
    'payment_consents/create',
    { customer_id: customer.id, next_triggered_by: 'merchant', merchant_trigger_reason: 'unscheduled' },
    201,
  );
  await write(`payment_consents/${consent.id}/verify`, { payment_method: CARD }, 200);
  const payment = await write('payment_intents/create', { customer_id: customer.id, amount: 8.75, currency: 'USD', merchant_order_id: `deep_${tag}` }, 201);
  await write(`payment_intents/${payment.id}/confirm`, { payment_consent_id: consent.id, triggered_by: 'merchant' }, 200);
  const linkTitle = `Deep mug ${tag}`;
  const link = await makeLink(request, checkoutUrl, fixedLink({ title: linkTitle }));
  let event = '';
  await expect
    .poll(async () => {
      const res = await request.get(`${checkoutUrl}/api/v1/pa/webhooks/events?type=payment_intent.succeeded&limit=200`, {
        headers: { 'x-api-key': SECRET_KEY },
      });
      const { items } = (await res.json()) as { items: Array<{ id: string; data: { object: { id: string } } }> };
      event = items.find((item) => item.data.object.id === payment.id)?.id ?? '';
      return event;
    })
    .not.toBe('');
  return {
    payment: payment.id,
    customer: customer.id,
    customerName,
    consent: consent.id,
    link: link.code,
    linkTitle,
    endpoint,
    endpointUrl: hooks.url,
    event,
    hooks,
  };
}

/**
 * One of each object for the spec's tests, made before them and cleaned up after (its endpoint
 * disabled, its receiver closed): `objects()` reads them inside a test.
 */
export function withDashboardObjects(): () => DashboardObjects {
  const checkoutUrl = () => process.env.PORTICO_CHECKOUT_URL ?? '';
  let made: DashboardObjects | undefined;
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext();
    made = await makeDashboardObjects(request, checkoutUrl());
    await request.dispose();
  });
  test.afterAll(async ({ playwright }) => {
    if (!made) return;
    const request = await playwright.request.newContext();
    await disableEndpoint(request, checkoutUrl(), made.endpoint);
    await request.dispose();
    made.hooks.server.close();
  });
  return () => {
    if (!made) throw new Error('the dashboard objects are made in beforeAll');
    return made;
  };
}
