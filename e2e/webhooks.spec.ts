/**
 * Orders fulfilled by webhook: the demo merchant's success page shows the order as
 * the webhook fulfilled it (the page fulfils nothing); and a second demo merchant
 * whose endpoint is down for its first deliveries receives each event once it is
 * back, signature checked, each order fulfilled once. The global setup's sandbox
 * retries in 250 ms, doubling.
 */
import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { expect, test, TEST_CARDS } from './support/fixtures';
import { MERCHANT_KEY } from './support/instructions-page';
import { startMerchant, type RunningMerchant } from '../examples/server';
import { SDK_VERSION } from './support/servers';
import { WEBHOOK_PATH } from '../examples/webhook-routes';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface Delivery {
  readonly endpoint_id: string;
  readonly status: string;
  readonly attempts: ReadonlyArray<{ readonly status_code: number | null; readonly error: string | null }>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

test('the success page shows the order fulfilled by the webhook, not by the browser', async ({ cardPage, page, merchantUrl }) => {
  await cardPage.open();
  await cardPage.fill(TEST_CARDS.visa);
  await cardPage.pay();
  await cardPage.expectPaid();
  await expect(page.locator('#fulfilment')).toHaveText(/^Order order_\d+ fulfilled by the webhook \(evt_[0-9a-f]{24}\)\.$/);
  const intentId = new URL(page.url()).searchParams.get('intent_id');
  const order = await (await page.request.get(`${merchantUrl}/api/orders/${intentId}`)).json();
  expect(order).toMatchObject({ fulfilled: true, fulfilled_by: 'webhook', fulfilments: 1 });
});

test('npm run trigger makes an event the demo merchant receives and verifies with portico/server', async ({ request, merchantUrl, checkoutUrl }) => {
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'trigger', '--', 'payment_intent.succeeded'], {
    cwd: ROOT,
    env: { ...process.env, PORTICO_SANDBOX_URL: checkoutUrl },
  });
  const eventId = /^Triggered payment_intent\.succeeded: (evt_[0-9a-f]+) /m.exec(stdout)?.[1];
  expect(eventId, stdout).toBeDefined();
  // The demo merchant lists an event only once webhooks.verify accepted its signature (examples/webhook-routes.ts).
  await expect
    .poll(async () =>
      ((await (await request.get(`${merchantUrl}/api/webhook-events`)).json()) as { items: Array<{ event_id: string }> }).items.map((e) => e.event_id),
    )
    .toContain(eventId);
});

test('a merchant endpoint down for its first deliveries gets each event once back, signed; each order fulfilled once', async ({ request, checkoutUrl }) => {
  test.setTimeout(90_000);
  const sandbox = checkoutUrl;
  const port = await freePort();
  const options = {
    port,
    sandboxUrl: sandbox,
    checkoutOrigin: checkoutUrl,
    secretKey: MERCHANT_KEY['x-api-key'],
    sdkVersion: SDK_VERSION,
    sdkDir: `${ROOT}dist/sdk`,
    appsDir: `${ROOT}dist/examples`,
  };
  // Started once to register its endpoint, as it does at every start; then down.
  let merchant: RunningMerchant = await startMerchant(options);
  const endpointId = merchant.webhooks.endpointId;
  expect(endpointId).toMatch(/^whe_/);
  await merchant.close();

  try {
    // Two orders paid while the merchant's server is down.
    const intents: string[] = [];
    for (const amount of [11, 12]) {
      const made = await (
        await request.post(`${sandbox}/api/v1/pa/payment_intents/create`, {
          headers: MERCHANT_KEY,
          data: { request_id: crypto.randomUUID(), amount, currency: 'USD', merchant_order_id: `down_${amount}` },
        })
      ).json();
      const paid = await request.post(`${sandbox}/api/v1/pa/payment_intents/${made.id}/confirm`, {
        headers: { 'client-secret': made.client_secret },
        data: {
          request_id: crypto.randomUUID(),
          payment_method: { type: 'card', card: { number: TEST_CARDS.visa, expiry_month: '12', expiry_year: '2034', cvc: '123' } },
        },
      });
      expect((await paid.json()).status).toBe('SUCCEEDED');
      intents.push(made.id);
    }
    const eventOf = async (intentId: string) => {
      const { items } = await (
        await request.get(`${sandbox}/api/v1/pa/webhooks/events?type=payment_intent.succeeded&limit=200`, { headers: MERCHANT_KEY })
      ).json();
      const event = (items as Array<{ id: string; data: { object: { id: string } } }>).find((e) => e.data.object.id === intentId);
      if (!event) return null;
      const full = await (await request.get(`${sandbox}/api/v1/pa/webhooks/events/${event.id}`, { headers: MERCHANT_KEY })).json();
      return { id: event.id, delivery: (full.deliveries as Delivery[]).find((d) => d.endpoint_id === endpointId) };
    };
    // Its first deliveries fail: nothing listens.
    for (const id of intents) {
      await expect.poll(async () => (await eventOf(id))?.delivery?.attempts.length ?? 0).toBeGreaterThanOrEqual(2);
      const { delivery } = (await eventOf(id))!;
      expect(delivery?.status).toBe('PENDING');
      expect(delivery?.attempts.map((a) => [a.status_code, a.error])).toEqual(delivery?.attempts.map(() => [null, 'connection_failed']));
    }

    // Back on the same port, with no memory of anything: the retries reach it.
    merchant = await startMerchant(options);
    expect(merchant.webhooks.endpointId).toBe(endpointId);
    for (const id of intents) {
      await expect
        .poll(async () => (await request.get(`http://127.0.0.1:${port}/api/orders/${id}`)).json(), { timeout: 30_000 })
        .toMatchObject({ fulfilled: true, fulfilled_by: 'webhook', fulfilments: 1 });
      expect((await eventOf(id))?.delivery).toMatchObject({ status: 'DELIVERED' });
      expect((await eventOf(id))?.delivery?.attempts.at(-1)).toMatchObject({ status_code: 200 });
    }

    // A forged delivery is refused; a resent one (the same event id) is taken and fulfils nothing more.
    const forged = await request.post(`http://127.0.0.1:${port}${WEBHOOK_PATH}`, {
      headers: { 'portico-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
      data: { id: 'evt_forged', type: 'payment_intent.succeeded', data: { object: { id: 'int_forged' } } },
    });
    expect(forged.status()).toBe(400);
    const first = (await eventOf(intents[0]!))!;
    const resent = await request.post(`${sandbox}/api/v1/pa/webhooks/events/${first.id}/resend`, {
      headers: MERCHANT_KEY,
      data: { request_id: crypto.randomUUID(), endpoint_id: endpointId },
    });
    expect(resent.status()).toBe(200);
    await expect
      .poll(async () => {
        const full = await (await request.get(`${sandbox}/api/v1/pa/webhooks/events/${first.id}`, { headers: MERCHANT_KEY })).json();
        return (full.deliveries as Delivery[]).filter((d) => d.endpoint_id === endpointId && d.status === 'DELIVERED').length;
      })
      .toBe(2);
    expect(merchant.webhooks.deliveries).toBeGreaterThanOrEqual(3);
    for (const id of intents) expect(await (await request.get(`http://127.0.0.1:${port}/api/orders/${id}`)).json()).toMatchObject({ fulfilments: 1 });
    expect(await (await request.get(`http://127.0.0.1:${port}/api/orders/int_forged`)).json()).toMatchObject({ fulfilled: false });
  } finally {
    await merchant.close().catch(() => undefined);
    // Nothing more is sent to a port this test no longer owns.
    await request.post(`${sandbox}/api/v1/pa/webhooks/endpoints/${endpointId}/disable`, { headers: MERCHANT_KEY, data: { request_id: crypto.randomUUID() } });
  }
});

test("a rolled secret: the demo merchant's webhooks.verify takes the old or the new signature during the grace, the old one no longer after it", async ({
  request,
  checkoutUrl,
}) => {
  test.setTimeout(90_000);
  const sandbox = checkoutUrl;
  const merchant = await startMerchant({
    port: await freePort(),
    sandboxUrl: sandbox,
    checkoutOrigin: checkoutUrl,
    secretKey: MERCHANT_KEY['x-api-key'],
    sdkVersion: SDK_VERSION,
    sdkDir: `${ROOT}dist/sdk`,
    appsDir: `${ROOT}dist/examples`,
  });
  const endpointId = merchant.webhooks.endpointId!;
  const oldSecret = merchant.webhooks.secret!;
  const orderOf = async (intentId: string) => (await request.get(`http://127.0.0.1:${merchant.port}/api/orders/${intentId}`)).json();
  /** A paid intent: its payment_intent.succeeded goes to the merchant's endpoint. */
  const pay = async (): Promise<string> => {
    const made = await (
      await request.post(`${sandbox}/api/v1/pa/payment_intents/create`, {
        headers: MERCHANT_KEY,
        data: { request_id: crypto.randomUUID(), amount: 7, currency: 'USD' },
      })
    ).json();
    const card = { type: 'card', card: { number: TEST_CARDS.visa, expiry_month: '12', expiry_year: '2034', cvc: '123' } };
    const paid = await request.post(`${sandbox}/api/v1/pa/payment_intents/${made.id}/confirm`, {
      headers: MERCHANT_KEY,
      data: { request_id: crypto.randomUUID(), payment_method: card },
    });
    expect((await paid.json()).status).toBe('SUCCEEDED');
    return made.id as string;
  };
  const fulfilled = (intentId: string) => expect.poll(() => orderOf(intentId), { timeout: 20_000 }).toMatchObject({ fulfilled: true, fulfilments: 1 });
  try {
    const rolled = await request.post(`${sandbox}/api/v1/pa/webhooks/endpoints/${endpointId}/roll_secret`, {
      headers: MERCHANT_KEY,
      data: { request_id: crypto.randomUUID(), expires_in_seconds: 3600 },
    });
    expect(rolled.status()).toBe(200);
    const newSecret = ((await rolled.json()) as { secret: string }).secret;
    expect(newSecret).not.toBe(oldSecret);

    // During the grace: the merchant still on the old secret verifies; switched to the new one, it verifies too.
    await fulfilled(await pay());
    merchant.webhooks.secret = newSecret;
    await fulfilled(await pay());

    // The test clock past the grace: a merchant left on the old secret refuses the delivery (signature_mismatch), nothing fulfilled.
    merchant.webhooks.secret = oldSecret;
    expect(
      (
        await request.post(`${sandbox}/api/v1/simulation/clock/advance`, { headers: MERCHANT_KEY, data: { request_id: crypto.randomUUID(), seconds: 3601 } })
      ).ok(),
    ).toBe(true);
    const late = await pay();
    const attemptsOf = async () => {
      const { items } = await (
        await request.get(`${sandbox}/api/v1/pa/webhooks/events?type=payment_intent.succeeded&limit=200`, { headers: MERCHANT_KEY })
      ).json();
      const event = (items as Array<{ id: string; data: { object: { id: string } } }>).find((e) => e.data.object.id === late);
      if (!event) return [];
      const full = await (await request.get(`${sandbox}/api/v1/pa/webhooks/events/${event.id}`, { headers: MERCHANT_KEY })).json();
      return (full.deliveries as Delivery[]).find((d) => d.endpoint_id === endpointId)?.attempts.map((a) => a.status_code) ?? [];
    };
    await expect.poll(attemptsOf, { timeout: 20_000 }).toContain(400);
    expect(await orderOf(late)).toMatchObject({ fulfilled: false });
    // The new secret alone is signed now, and the merchant on it takes the retry.
    merchant.webhooks.secret = newSecret;
    await fulfilled(late);
  } finally {
    await request.post(`${sandbox}/api/v1/simulation/clock/reset`, { headers: MERCHANT_KEY, data: { request_id: crypto.randomUUID() } });
    await merchant.close().catch(() => undefined);
    await request.post(`${sandbox}/api/v1/pa/webhooks/endpoints/${endpointId}/disable`, { headers: MERCHANT_KEY, data: { request_id: crypto.randomUUID() } });
  }
});
