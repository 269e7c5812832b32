import { describe, expect, it } from 'vitest';
import { INTENTS, SECRET_KEY, confirm, confirmBody, createBody, createIntent, expectError, makeApp, post } from '../test-support/app';

const KEY = { 'x-api-key': SECRET_KEY };

describe('a field the endpoint does not take is refused, not ignored', () => {
  it('create: a misspelt field is a 400 naming it, and no intent is made', async () => {
    const app = makeApp();
    const res = await post(app, `${INTENTS}/create`, createBody({ merchant_order: 'order_1' }), KEY);
    const err = await expectError(res, 400, 'validation_error');
    expect(err.details).toEqual({ field: 'merchant_order', reason: 'unknown_field' });
    expect(err.message).toContain('merchant_order_id');
  });

  it('confirm: payment_consent is read (an intent with no customer to save for is a 400 naming it), and nothing is charged', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const body = { ...confirmBody(), payment_consent: { next_triggered_by: 'merchant' } };
    const err = await expectError(await confirm(app, intent, body), 400, 'validation_error');
    expect(err.details).toEqual({ field: 'payment_consent', reason: 'customer_required' });
    const after = (await (await app.request(`${INTENTS}/${intent.id}`, { headers: KEY })).json()) as { latest_payment_attempt: unknown };
    expect(after.latest_payment_attempt).toBeNull();
  });

  it('confirm: every field the checkout sends is taken', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const body = { ...confirmBody(), device_data: { language: 'en' }, return_url: 'https://shop.test/done', save_payment_method: false };
    expect((await confirm(app, intent, body)).status).toBe(200);
  });

  it('refund create: an unknown field is a 400 naming it', async () => {
    const app = makeApp();
    const res = await post(app, '/api/v1/pa/refunds/create', { request_id: 'r1', payment_intent_id: 'int_x', amout: 5 }, KEY);
    expect((await expectError(res, 400, 'validation_error')).details).toEqual({ field: 'amout', reason: 'unknown_field' });
  });
});
