/**
 * The test-mode dashboard's object screens (issue 41): webhook endpoints made, changed,
 * disabled and enabled from the page, and the event log's deliveries; payment links made,
 * opened and copied; customers with their saved methods and consents. Each test cleans up
 * what the shared sandbox keeps (an enabled endpoint counts against the account's limit).
 */
import { expect, test } from './support/fixtures';
import { disableEndpoint, receiver, SECRET_KEY, signedIn } from './support/dashboard';

test('a webhook endpoint is added, changed, disabled and enabled; the event log shows its delivery', async ({ page, checkoutUrl, request }) => {
  const hooks = await receiver();
  let endpointId = '';
  try {
    await signedIn(page, checkoutUrl);
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('button', { name: 'Add an endpoint' }).click();
    const form = page.getByRole('form', { name: 'New endpoint' });
    await form.getByLabel(/Endpoint URL/).fill(hooks.url);
    await form.getByRole('checkbox', { name: /payment_intent\.created/ }).check();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${hooks.url} is added.` })).toBeVisible();
    const card = page.locator('.dash-card', { has: page.getByRole('heading', { name: hooks.url }) });
    await expect(card).toContainText('payment_intent.created');
    const listed = (await (await request.get(`${checkoutUrl}/api/v1/pa/webhooks/endpoints`, { headers: { 'x-api-key': SECRET_KEY } })).json()) as {
      items: Array<{ id: string; url: string }>;
    };
    endpointId = listed.items.find((e) => e.url === hooks.url)?.id ?? '';

    // A payment made from the merchant's server: its created event is delivered, and the log says so.
    const intent = (await (
      await request.post(`${checkoutUrl}/api/v1/pa/payment_intents/create`, {
        headers: { 'x-api-key': SECRET_KEY },
        data: { request_id: crypto.randomUUID(), amount: 12, currency: 'USD' },
      })
    ).json()) as { id: string };
    const logged = page.getByRole('list', { name: 'Event log' }).locator('li.dash-card', { has: page.locator(`a[href="/dashboard/payments/${intent.id}"]`) });
    await expect(logged).toContainText('payment_intent.created', { timeout: 15_000 });
    await expect(logged.getByRole('list', { name: 'Webhook deliveries' })).toContainText(`Webhook to ${hooks.url}: Delivered · HTTP 200`, {
      timeout: 15_000,
    });

    await card.getByRole('button', { name: `Change ${hooks.url}` }).click();
    const change = page.getByRole('form', { name: `Change ${hooks.url}` });
    await change.getByRole('checkbox', { name: /payment_intent\.created/ }).uncheck();
    await change.getByRole('checkbox', { name: /refund\.settled/ }).check();
    await change.getByRole('button', { name: 'Save endpoint' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${hooks.url} is saved.` })).toBeVisible();
    await expect(card).toContainText('refund.settled');
    await expect(card).not.toContainText('payment_intent.created');

    await card.getByRole('button', { name: `Disable ${hooks.url}` }).click();
    await expect(card).toContainText('Disabled');
    await card.getByRole('button', { name: `Enable ${hooks.url}` }).click();
    await expect(card).toContainText('Enabled');
  } finally {
    if (endpointId !== '') await disableEndpoint(request, checkoutUrl, endpointId);
    hooks.server.close();
  }
});

test('a payment link is made from the dashboard, copied (and selected where the clipboard is refused), opened, and lists its payment', async ({
  page,
  context,
  checkoutUrl,
  request,
}) => {
  const title = `Dashboard teapot ${crypto.randomUUID().slice(0, 8)}`;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(checkoutUrl).origin });
  await signedIn(page, checkoutUrl);
  await page.getByRole('link', { name: 'Payment links' }).click();
  const form = page.getByRole('form', { name: 'New payment link' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Amount').fill('18.5');
  await form.getByLabel(/Currency/).fill('eur');
  await form.getByRole('button', { name: 'Create link' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${title} is created` })).toBeVisible();
  const card = page.locator('.dash-card', { has: page.getByRole('heading', { name: title }) });
  await expect(card).toContainText(/18[.,]50/);
  const url = await card.getByLabel(`Link to ${title}`).inputValue();
  expect(url).toMatch(/#\/pay\/plk_[A-Za-z0-9]{16}$/);

  await card.getByRole('button', { name: `Copy Link to ${title}` }).click();
  await expect(card.getByRole('status')).toHaveText('Copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // The link's own page, by its deep link; paid once through the merchant API's link route.
  await card.getByRole('link', { name: title, exact: true }).click();
  const code = url.split('/').at(-1) ?? '';
  await expect(page).toHaveURL(new RegExp(`/dashboard/links/${code}$`));
  await expect(page.getByRole('link', { name: 'Open the link’s page' })).toHaveAttribute('href', url);
  await expect(page.getByText('No payment yet')).toBeVisible();
  const opened = (await (
    await request.post(`${checkoutUrl}/api/v1/pa/payment_links/${code}/create_intent`, {
      data: { request_id: crypto.randomUUID(), amount: 18.5, currency: 'EUR' },
    })
  ).json()) as { intent_id: string; client_secret: string };
  const paid = await request.post(`${checkoutUrl}/api/v1/pa/payment_intents/${opened.intent_id}/confirm`, {
    headers: { 'client-secret': opened.client_secret },
    data: {
      request_id: crypto.randomUUID(),
      payment_method: { type: 'card', card: { number: '4242424242424242', expiry_month: '12', expiry_year: '2034', cvc: '123' } },
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const payments = page.getByRole('list', { name: 'Payments through this link' });
  await expect(payments.locator(`a[href="/dashboard/payments/${opened.intent_id}"]`)).toBeVisible({ timeout: 15_000 });

  // Without a clipboard, the URL is selected for Ctrl+C and the line says so.
  await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
  await page.getByRole('button', { name: 'Copy Link URL' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'press Ctrl+C' })).toBeVisible();
  const selected = await page.evaluate(() => {
    const field = document.activeElement as HTMLInputElement | null;
    return field ? field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0) : '';
  });
  expect(selected).toBe(url);
});

test("a customer's saved card and consent: its terms, the charge made under it, and disable", async ({ page, checkoutUrl, request }) => {
  const headers = { 'x-api-key': SECRET_KEY };
  const write = async (path: string, data: Record<string, unknown>, expected = 200) => {
    const res = await request.post(`${checkoutUrl}/api/v1/pa/${path}`, { headers, data: { request_id: crypto.randomUUID(), ...data } });
    expect(res.status(), await res.text()).toBe(expected);
    return (await res.json()) as { id: string };
  };
  const name = `Grace ${crypto.randomUUID().slice(0, 6)}`;
  const customer = await write('customers/create', { merchant_customer_id: `dash_${Date.now()}`, first_name: name, email: 'grace@example.com' }, 201);
  const consent = await write(
    'payment_consents/create',
    {
      customer_id: customer.id,
      next_triggered_by: 'merchant',
      merchant_trigger_reason: 'unscheduled',
      terms_of_use: { payment_amount_type: 'VARIABLE', max_payment_amount: 20, payment_currency: 'USD' },
    },
    201,
  );
  await write(`payment_consents/${consent.id}/verify`, {
    payment_method: { type: 'card', card: { number: '4242424242424242', expiry_month: '12', expiry_year: '2034', cvc: '123' } },
  });
  const intent = await write('payment_intents/create', { customer_id: customer.id, amount: 7.25, currency: 'USD' }, 201);
  await write(`payment_intents/${intent.id}/confirm`, { payment_consent_id: consent.id, triggered_by: 'merchant' });

  await signedIn(page, checkoutUrl);
  await page.getByRole('link', { name: 'Customers' }).click();
  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/customers/${customer.id}$`));
  await expect(page.getByRole('list', { name: 'Saved methods' })).toContainText('visa •••• 4242, expires 12/2034');
  const card = page.getByRole('listitem', { name: new RegExp(consent.id) });
  await expect(card).toContainText(/Up to .*20\.00 each time/);
  await expect(card).toContainText('Charged by the merchant (unscheduled)');
  await expect(card.getByRole('list', { name: `Charges under ${consent.id}` }).locator(`a[href="/dashboard/payments/${intent.id}"]`)).toBeVisible();
  await card.getByRole('button', { name: `Disable consent ${consent.id}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'nothing more is charged on it' })).toBeVisible();
  await expect(card).toContainText('Disabled: Disabled by request');
  await expect(card.getByRole('button', { name: /Disable/ })).toHaveCount(0);
});
