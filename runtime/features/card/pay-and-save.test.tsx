// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../platform/api/client';
import { NO_PAGE_LIFECYCLE } from '../../platform/api/page-lifecycle';
import { byPath, fakeFetch, json, type FakeReply } from '../../platform/api/testing';
import CardElement from './CardElement';
import { renderInFrame } from '../../host/testing';

const PAID = { id: 'int_1', status: 'SUCCEEDED', amount: 25, currency: 'USD', payment_consent_id: 'cst_1' };
const SAVE = { next_triggered_by: 'merchant', merchant_trigger_reason: 'scheduled' } as const;

function setup(options: object, ...replies: FakeReply[]) {
  const api = fakeFetch(...replies);
  const fetch = byPath({ '/bin/lookup': fakeFetch(json(404, {})) }, api);
  const client = createApiClient({ base: '', clientSecret: 'intent_secret', trackerId: 't', fetch, lifecycle: NO_PAGE_LIFECYCLE });
  const frame = renderInFrame(CardElement, { client, intentId: 'int_1', options: { intent_id: 'int_1', client_secret: 'intent_secret', ...options } });
  const type = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name: new RegExp(name, 'i') }), { target: { value } });
  const fill = () => {
    type('card number', '4111111111111111');
    type('expiry', '1234');
    type('security code', '123');
  };
  return { api, fill, ...frame };
}

describe('pay and save in the card element (payment_consent)', () => {
  afterEach(cleanup);

  it('shows what the shopper agrees to before paying, then sends the card with payment_consent', async () => {
    const { api, call, fill } = setup({ payment_consent: SAVE }, json(200, PAID));
    const terms = await screen.findByRole('region', { name: 'Saved for future payments' });
    expect(terms.textContent).toContain('to charge this payment method later');
    fill();
    await act(async () => {
      await expect(call('confirm', {})).resolves.toMatchObject({ id: 'int_1', status: 'SUCCEEDED' });
    });
    expect(api.calls[0]!.url).toBe('/api/v1/pa/payment_intents/int_1/confirm');
    expect(api.calls[0]!.body).toMatchObject({ payment_method: { type: 'card' }, payment_consent: SAVE });
  });

  it('without the option: no terms, and no payment_consent sent', async () => {
    const { api, call, fill } = setup({}, json(200, PAID));
    fill();
    await act(async () => {
      await call('confirm', {});
    });
    expect(screen.queryByRole('region', { name: 'Saved for future payments' })).toBeNull();
    expect(api.calls[0]!.body).not.toHaveProperty('payment_consent');
  });

  it('confirm({ payment_consent_id }) pays with the consent: nothing typed, no card sent', async () => {
    const { api, call } = setup({}, json(200, PAID));
    await act(async () => {
      await expect(call('confirm', { payment_consent_id: 'cst_1' })).resolves.toMatchObject({ id: 'int_1', status: 'SUCCEEDED' });
    });
    expect(api.calls[0]!.body).toMatchObject({ payment_consent_id: 'cst_1' });
    expect(api.calls[0]!.body).not.toHaveProperty('payment_method');
  });
});
