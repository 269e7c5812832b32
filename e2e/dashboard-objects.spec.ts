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
