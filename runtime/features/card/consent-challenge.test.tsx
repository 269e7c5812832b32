// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../platform/api/client';
import { NO_PAGE_LIFECYCLE } from '../../platform/api/page-lifecycle';
import { byPath, fakeFetch, json, type FakeReply } from '../../platform/api/testing';
import CardElement from './CardElement';
import { renderInFrame } from '../../host/testing';

/** A consent saving 4000 0000 0000 3220: its verification intent waits at the issuer's challenge (docs/test-cards.md#authentication-on-saved-cards). */
const WAITING = {
  id: 'cst_1',
  customer_id: 'cus_1',
  status: 'PENDING_VERIFICATION',
  next_triggered_by: 'merchant',
  merchant_trigger_reason: 'unscheduled',
  terms_of_use: null,
  payment_method: null,
  next_action: null,
};
const AT_CHALLENGE = {
  ...WAITING,
  payment_intent_id: 'int_verify',
  latest_verification: { status: 'PENDING' },
  next_action: { type: 'redirect_form', method: 'POST', url: 'http://checkout.test/3ds/challenge', data: { session: 's' }, stage: 'WAITING_USER_INFO_INPUT' },
};
const VERIFIED = { ...WAITING, status: 'VERIFIED', payment_method: { id: 'mtd_1', type: 'card', card: { brand: 'visa', last4: '3220' } } };
const intent = (status: string, attempt: object) => ({ id: 'int_verify', status, amount: 0, currency: 'USD', latest_payment_attempt: attempt });

function setup(...replies: FakeReply[]) {
  const api = fakeFetch(...replies);
  const fetch = byPath({ '/bin/lookup': fakeFetch(json(404, {})) }, api);
  const client = createApiClient({ base: '', clientSecret: 'customer_secret', trackerId: 't', fetch, lifecycle: NO_PAGE_LIFECYCLE });
  const options = { mode: 'recurring', customer_id: 'cus_1', client_secret: 'customer_secret', consent_id: 'cst_1' } as const;
  const frame = renderInFrame(CardElement, { client, intentId: null, options });
  const type = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name: new RegExp(name, 'i') }), { target: { value } });
  type('card number', '4000000000003220');
  type('expiry', '1234');
  type('security code', '123');
  return { api, ...frame };
}

const heard = (events: Array<[string, unknown]>, name: string) => events.filter(([event]) => event === name).map(([, payload]) => payload);

describe('a card whose issuer asks for 3-D Secure at save (use-consent-challenge)', () => {
  afterEach(cleanup);

  it('asks the SDK to show the verification intent’s challenge, then answers the VERIFIED consent', async () => {
    const { api, call, events } = setup(
      json(200, WAITING),
      json(200, AT_CHALLENGE),
      json(200, intent('SUCCEEDED', { status: 'SUCCEEDED' })),
      json(200, VERIFIED),
    );
    await act(async () => {
      await expect(call('verifyConsent', {})).resolves.toEqual({ challenge: { intent_id: 'int_verify' } });
    });
    expect(heard(events, 'onError')).toEqual([]);
    expect(heard(events, 'onConsent')).toEqual([]);
    await act(async () => {
      await expect(call('on3dsSuccess', {})).resolves.toEqual({
        id: 'cst_1',
        status: 'VERIFIED',
        next_triggered_by: 'merchant',
        payment_method_id: 'mtd_1',
        next_action: null,
      });
    });
    expect(api.calls.slice(-2).map((c) => c.url)).toEqual(['/api/v1/pa/payment_intents/int_verify', '/api/v1/pa/payment_consents/cst_1']);
    expect(heard(events, 'onConsent')).toEqual([{ consent: expect.objectContaining({ status: 'VERIFIED', payment_method_id: 'mtd_1' }) }]);
  });

  it('a cancelled challenge is 3ds_cancelled (onCancel), the consent left waiting; a second on3ds* code is refused', async () => {
    const cancelled = intent('REQUIRES_PAYMENT_METHOD', { status: 'CANCELLED', failure_code: '3ds_cancelled' });
    const { call, events } = setup(json(200, WAITING), json(200, AT_CHALLENGE), json(200, cancelled));
    await act(async () => {
      await call('verifyConsent', {});
    });
    await act(async () => {
      await expect(call('on3dsCancel', { reason: 'closed' })).rejects.toMatchObject({ code: '3ds_cancelled' });
    });
    expect(heard(events, 'onCancel')).toHaveLength(1);
    expect(heard(events, 'onConsent')).toEqual([]);
    await act(async () => {
      await expect(call('on3dsSuccess', {})).rejects.toMatchObject({ code: 'code_not_supported' });
    });
  });
});
