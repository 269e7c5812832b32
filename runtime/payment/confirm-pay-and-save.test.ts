// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../platform/api/client';
import { fakeFetch, fakeLifecycle, json } from '../platform/api/testing';
import type { PaymentMethodInput } from '../platform/api/payment-intents';
import type { PayAndSave } from '../../protocol';
import { confirmPayment } from './confirm-payment';

const CARD = { type: 'card', card: { number: '4111111111111111', expiry_month: '12', expiry_year: '2030', cvc: '123' } } as const;
const SAVE: PayAndSave = { next_triggered_by: 'merchant', merchant_trigger_reason: 'scheduled' };

async function bodyOf(paymentMethod: PaymentMethodInput, consent?: PayAndSave): Promise<Record<string, unknown>> {
  const fake = fakeFetch(json(200, { id: 'int_1', status: 'SUCCEEDED', amount: 25, currency: 'USD', payment_consent_id: 'cst_1' }));
  const client = createApiClient({ base: '', clientSecret: 'cs', trackerId: 't', fetch: fake.fetch, lifecycle: fakeLifecycle() });
  const outcome = await confirmPayment({ client, intentId: 'int_1', paymentMethod, brand: 'visa', translate: (key) => key, ...(consent ? { consent } : {}) });
  expect(outcome).toMatchObject({ ok: true, intent: { status: 'SUCCEEDED' } });
  return fake.calls[0]!.body as Record<string, unknown>;
}

describe('pay and save, and paying with a consent', () => {
  it('a card paid with the element’s payment_consent sends it with the card', async () => {
    const body = await bodyOf(CARD, SAVE);
    expect(body).toMatchObject({ payment_method: CARD, payment_consent: SAVE });
  });

  it('without the option, or for a saved method, no payment_consent is sent', async () => {
    expect(await bodyOf(CARD)).not.toHaveProperty('payment_consent');
    const saved = await bodyOf({ type: 'saved', id: 'mtd_1', cvc: '123' }, SAVE);
    expect(saved).not.toHaveProperty('payment_consent');
    expect(saved).toMatchObject({ payment_method_id: 'mtd_1' });
  });

  it('a consent pays with payment_consent_id alone: no payment_method, nothing typed', async () => {
    const body = await bodyOf({ type: 'consent', id: 'cst_9' }, SAVE);
    expect(body).toMatchObject({ payment_consent_id: 'cst_9' });
    expect(body).not.toHaveProperty('payment_method');
    expect(body).not.toHaveProperty('payment_consent');
  });
});
