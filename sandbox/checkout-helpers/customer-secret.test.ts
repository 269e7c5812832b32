import { describe, expect, it } from 'vitest';
import { createCustomer, customerSecret } from '../test-support/customers';
import { SECRET_KEY, createIntent, expectError, get, makeApp, post } from '../test-support/app';

/** Recurring flows hold a customer client secret and no intent: the helpers take it too. */
describe('the checkout helpers with a customer client secret', () => {
  async function setup() {
    const app = makeApp();
    const customer = await createCustomer(app);
    const secret = await customerSecret(app, customer.id);
    const intent = await createIntent(app);
    return { app, secret, intent, tracker: { 'x-tracker-id': 'trk_1' } };
  }

  it('encodes and decodes for that customer only', async () => {
    const { app, secret, intent, tracker } = await setup();
    const headers = { 'client-secret': secret, ...tracker };
    const enc = (await (await post(app, '/api/v1/checkout/encode', { value: '4242' }, headers)).json()) as { value: string };
    expect(await (await post(app, '/api/v1/checkout/decode', enc, headers)).json()).toEqual({ value: '4242' });
    const asIntent = await post(app, '/api/v1/checkout/decode', enc, { 'client-secret': intent.client_secret, ...tracker });
    expect((await expectError(asIntent, 400, 'validation_error')).details.reason).toBe('not_decodable');
    const other = await customerSecret(app, (await createCustomer(app)).id);
    const asOther = await post(app, '/api/v1/checkout/decode', enc, { 'client-secret': other, ...tracker });
    expect((await expectError(asOther, 400, 'validation_error')).details.reason).toBe('not_decodable');
  });

  it('looks up a BIN and lists banks', async () => {
    const { app, secret } = await setup();
    expect((await get(app, '/api/v1/pa/bin/lookup', { 'client-secret': secret, 'x-pan': '411111' })).status).toBe(200);
    expect((await get(app, '/pa/direct_debit_banks?country_code=US', { 'client-secret': secret })).status).toBe(200);
  });

  it('refuses a tampered customer secret, and quotes need an intent', async () => {
    const { app, secret } = await setup();
    const [h, p] = secret.split('.');
    const tampered = `${h}.${p}.AAAA`;
    await expectError(await get(app, '/api/v1/pa/bin/lookup', { 'client-secret': tampered, 'x-pan': '411111' }), 401, 'unauthorized');
    const quote = await post(app, '/api/v1/pa/quotes/create', { target_currency: 'EUR' }, { 'client-secret': secret });
    expect((await expectError(quote, 401, 'unauthorized')).details.reason).toBe('malformed');
    const made = (await (
      await post(app, '/api/v1/pa/quotes/create', { payment_currency: 'USD', target_currency: 'EUR' }, { 'x-api-key': SECRET_KEY })
    ).json()) as { id: string };
    await expectError(await get(app, `/api/v1/pa/quotes/${made.id}`, { 'client-secret': secret }), 404, 'not_found');
  });
});
