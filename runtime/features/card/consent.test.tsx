// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../platform/api/client';
import { NO_PAGE_LIFECYCLE } from '../../platform/api/page-lifecycle';
import { byPath, fakeFetch, json, type FakeReply } from '../../platform/api/testing';
import CardElement from './CardElement';
import { renderInFrame } from '../../host/testing';

const TERMS = {
  payment_amount_type: 'FIXED',
  fixed_payment_amount: 9.99,
  payment_currency: 'USD',
  billing_cycle: 'MONTH',
  billing_cycle_charge_day: 5,
} as const;
const CONSENT = {
  id: 'cst_1',
  customer_id: 'cus_1',
  status: 'PENDING_VERIFICATION',
  next_triggered_by: 'merchant',
  merchant_trigger_reason: 'scheduled',
  terms_of_use: TERMS,
  payment_method: null,
  next_action: null,
};
const RECURRING = { mode: 'recurring', customer_id: 'cus_1', client_secret: 'customer_secret' } as const;

function setup(options: object, ...replies: FakeReply[]) {
  const api = fakeFetch(...replies);
  const fetch = byPath({ '/bin/lookup': fakeFetch(json(404, {})) }, api);
  const client = createApiClient({ base: '', clientSecret: 'customer_secret', trackerId: 't', fetch, lifecycle: NO_PAGE_LIFECYCLE });
  const frame = renderInFrame(CardElement, { client, intentId: null, options });
  const type = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name: new RegExp(name, 'i') }), { target: { value } });
  const fill = (number = '4111111111111111') => {
    type('card number', number);
    type('expiry', '1234');
    type('security code', '123');
  };
  return { api, fill, ...frame };
}

const consentEvents = (events: Array<[string, unknown]>) => events.filter(([event]) => event === 'onConsent').map(([, payload]) => payload);

describe('recurring mode in an element (use-consent)', () => {
  afterEach(cleanup);

  it('creates the consent for the customer, says so (onConsent), then shows its terms', async () => {
    const { api, call, events } = setup(RECURRING, json(201, CONSENT));
    const params = { next_triggered_by: 'merchant', merchant_trigger_reason: 'scheduled', terms_of_use: TERMS } as const;
    await act(async () => {
      await expect(call('createPaymentConsent', params)).resolves.toEqual({
        id: 'cst_1',
        status: 'PENDING_VERIFICATION',
        next_triggered_by: 'merchant',
        payment_method_id: null,
        next_action: null,
      });
    });
    expect(api.calls[0]!.url).toBe('/api/v1/pa/payment_consents/create');
    expect(api.calls[0]!.body).toMatchObject({ customer_id: 'cus_1', ...params, request_id: expect.any(String) });
    expect(consentEvents(events)).toEqual([{ consent: expect.objectContaining({ id: 'cst_1', status: 'PENDING_VERIFICATION' }) }]);
    expect((await screen.findByRole('region', { name: 'Saved for future payments' })).textContent).toContain('$9.99 each time');
  });

  it('verifies with the card typed, VERIFIED with the saved method; nothing else is sent', async () => {
    const verified = { ...CONSENT, status: 'VERIFIED', payment_method: { id: 'mtd_1', type: 'card', card: { brand: 'visa', last4: '1111' } } };
    const { api, call, fill, events } = setup({ ...RECURRING, consent_id: 'cst_1' }, json(200, CONSENT), json(200, verified));
    fill();
    let answer: unknown;
    await act(async () => {
      answer = await call('verifyConsent', {});
    });
    expect(answer).toMatchObject({ id: 'cst_1', status: 'VERIFIED', payment_method_id: 'mtd_1' });
    const verify = api.calls.find((c) => c.url.endsWith('/verify'))!;
    expect(verify.url).toBe('/api/v1/pa/payment_consents/cst_1/verify');
    expect(verify.body).toMatchObject({ payment_method: { type: 'card', card: { number: '4111111111111111', expiry_month: '12', cvc: '123' } } });
    expect(consentEvents(events).at(-1)).toEqual({ consent: expect.objectContaining({ status: 'VERIFIED', payment_method_id: 'mtd_1' }) });
  });

  it('a decline shows the issuer message, reports onError, keeps the consent pending for another card', async () => {
    const { call, fill, events } = setup(
      { ...RECURRING, consent_id: 'cst_1' },
      json(200, CONSENT),
      json(400, { code: 'issuer_declined', message: 'declined', details: { consent_id: 'cst_1' }, provider_original_response_code: '51', original_code: '51' }),
    );
    fill('4000000000009995');
    await act(async () => {
      await expect(call('verifyConsent', {})).rejects.toMatchObject({ code: 'issuer_declined', original_code: '51', audience: 'customer' });
    });
    expect(screen.getByRole('alert').textContent).toBe("This card doesn't have sufficient funds or credit. Please try a different card.");
    expect(events.some(([event]) => event === 'onError')).toBe(true);
  });

  it('without a consent: consent_missing, nothing sent; without recurring mode: recurring_mode_required', async () => {
    const { api, call, fill } = setup(RECURRING, json(500, {}));
    fill();
    await act(async () => {
      await expect(call('verifyConsent', {})).rejects.toMatchObject({ code: 'consent_missing', audience: 'merchant' });
    });
    expect(api.calls).toHaveLength(0);
    cleanup();
    const payment = setup({}, json(500, {}));
    await act(async () => {
      await expect(payment.call('createPaymentConsent', { next_triggered_by: 'customer' })).rejects.toMatchObject({ code: 'recurring_mode_required' });
    });
    expect(payment.api.calls).toHaveLength(0);
  });

  it("a consent already verified elsewhere (409) is the merchant's consent_not_pending", async () => {
    const { call, fill } = setup(
      { ...RECURRING, consent_id: 'cst_1' },
      json(200, CONSENT),
      json(409, { code: 'invalid_status_for_operation', message: 'no', details: {} }),
    );
    fill();
    await act(async () => {
      await expect(call('verifyConsent', {})).rejects.toMatchObject({ code: 'consent_not_pending', details: { consent_id: 'cst_1' } });
    });
  });
});
