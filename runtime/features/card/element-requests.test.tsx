// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readCallParams, type ElementRequest } from '../../../protocol';
import { createApiClient } from '../../platform/api/client';
import { NO_PAGE_LIFECYCLE } from '../../platform/api/page-lifecycle';
import { byPath, fakeFetch, json } from '../../platform/api/testing';
import { renderInFrame } from '../../host/testing';
import CardElement from './CardElement';

const INTENT = { id: 'int_1', status: 'REQUIRES_PAYMENT_METHOD', amount: 12.5, currency: 'EUR', client_secret: 'cs', customer_id: 'cus_1', next_action: null };
const SAVED = {
  id: 'mtd_1',
  customer_id: 'cus_1',
  type: 'card',
  status: 'ACTIVE',
  card: { brand: 'visa', last4: '1111', expiry_month: '12', expiry_year: '2034' },
  created_at: '2026-12-06T00:00:00Z',
};

function setup(routes: Parameters<typeof byPath>[0]) {
  const fetch = byPath(routes, fakeFetch());
  const client = createApiClient({ base: '', clientSecret: 'cs', trackerId: 't', fetch, lifecycle: NO_PAGE_LIFECYCLE });
  const { call } = renderInFrame(CardElement, { client });
  const type = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name: new RegExp(name, 'i') }), { target: { value } });
  // As the SDK sends it: `update` with the request as its action, read by the frame's guard first.
  const ask = async (request: ElementRequest) => {
    const read = readCallParams('update', { action: request });
    if (!read.ok) throw new Error(read.problem);
    return call('update', read.value);
  };
  return { ask, type };
}

describe('a card element answers the element requests', () => {
  afterEach(cleanup);

  it('getIntent: the intent as its client secret reads it, and nothing more', async () => {
    const intents = fakeFetch(json(200, INTENT));
    const { ask } = setup({ '/payment_intents/int_1': intents });
    await act(async () => {
      await expect(ask('getIntent')).resolves.toEqual({ id: 'int_1', status: 'REQUIRES_PAYMENT_METHOD', amount: 12.5, currency: 'EUR' });
    });
    expect(intents.calls[0]!.init.method).toBe('GET');
  });

  it('createPaymentMethod: the typed card, for the intent’s customer, answered as the saved method without the number', async () => {
    const methods = fakeFetch(json(201, SAVED));
    const { ask, type } = setup({ '/payment_intents/int_1': fakeFetch(json(200, INTENT)), '/payment_methods/create': methods });
    type('card number', '4111111111111111');
    type('expiry', '1234');
    type('security code', '123');
    await act(async () => {
      await expect(ask('createPaymentMethod')).resolves.toEqual({
        id: 'mtd_1',
        type: 'card',
        customer_id: 'cus_1',
        status: 'ACTIVE',
        card: { brand: 'visa', last4: '1111', expiry_month: '12', expiry_year: '2034' },
      });
    });
    const body = JSON.parse(String(methods.calls[0]!.init.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      customer_id: 'cus_1',
      payment_method: { type: 'card', card: { number: '4111111111111111', expiry_month: '12', cvc: '123' } },
    });
  });

  it('createPaymentMethod: a typed refusal for an incomplete card (nothing sent) and for the issuer’s decline', async () => {
    const decline = {
      code: 'issuer_declined',
      message: 'Declined',
      details: { failure_code: 'card_expired' },
      provider_original_response_code: '54',
      original_code: '54',
    };
    const methods = fakeFetch(json(400, decline));
    const { ask, type } = setup({ '/payment_intents/int_1': fakeFetch(json(200, INTENT)), '/payment_methods/create': methods });
    await act(async () => {
      await expect(ask('createPaymentMethod')).rejects.toMatchObject({ code: 'validation_error', details: { fields: ['number', 'expiry', 'cvc'] } });
    });
    expect(methods.calls).toHaveLength(0);
    type('card number', '4000000000000069');
    type('expiry', '1234');
    type('security code', '123');
    await act(async () => {
      await expect(ask('createPaymentMethod')).rejects.toMatchObject({ code: 'issuer_declined', original_code: '54', details: { field: 'expiry' } });
    });
  });

  it('getBinInfo: null before 8 digits, then the lookup of those 8 only', async () => {
    const bin = fakeFetch(json(200, { bin: '41111111', brand: 'visa', issuer_country: 'US', type: 'credit', known: true }));
    const { ask, type } = setup({ '/bin/lookup': bin });
    type('card number', '4111 111');
    await act(async () => {
      await expect(ask('getBinInfo')).resolves.toBeNull();
    });
    type('card number', '4111 1111 1111 1111');
    await act(async () => {
      await expect(ask('getBinInfo')).resolves.toEqual({ brand: 'visa', type: 'credit', issuer_country: 'US' });
    });
    expect((bin.calls.at(-1)!.init.headers as Record<string, string>)['x-pan']).toBe('41111111');
  });
});
