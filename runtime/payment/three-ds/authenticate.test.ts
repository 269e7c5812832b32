import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../platform/api/client';
import type { PaymentIntent } from '../../platform/api/payment-intents';
import { fakeFetch, json } from '../../platform/api/testing';
import { awaitsChallenge, challengeVerdict, runDeviceDataStep } from './authenticate';

// The issuer's device-data page is the browser's business; here it answers at once.
vi.mock('./device-data', () => ({ collectDeviceData: async () => true }));

const intent = (fields: Partial<PaymentIntent>): PaymentIntent => ({ id: 'int_1', status: 'REQUIRES_PAYMENT_METHOD', amount: 10, currency: 'EUR', ...fields });
const attempt = (status: string, failure_code?: string, provider_original_response_code?: string) => ({
  id: 'att_1',
  status,
  ...(failure_code ? { failure_code } : {}),
  ...(provider_original_response_code ? { provider_original_response_code } : {}),
});
const challengeAction = {
  type: 'redirect_form',
  method: 'POST',
  url: 'http://127.0.0.1/simulator/3ds/challenge',
  data: { session: 't' },
  stage: 'WAITING_USER_INFO_INPUT',
};

describe('after the challenge, the provider decides', () => {
  it('a paid intent is a success, whatever the page said', () => {
    expect(challengeVerdict(intent({ status: 'SUCCEEDED' }), 'closed')).toMatchObject({ kind: 'settled' });
    expect(challengeVerdict(intent({ status: 'REQUIRES_CAPTURE' }), undefined)).toMatchObject({ kind: 'settled' });
  });

  it('an authentication that did not pass is a 3DS failure; a cancel is a cancel', () => {
    expect(challengeVerdict(intent({ latest_payment_attempt: attempt('FAILED', '3ds_failed') }), undefined)).toMatchObject({
      code: '3ds_failed',
      cancelled: false,
    });
    expect(challengeVerdict(intent({ latest_payment_attempt: attempt('FAILED', '3ds_expired') }), undefined)).toMatchObject({ code: '3ds_timeout' });
    expect(challengeVerdict(intent({ latest_payment_attempt: attempt('CANCELLED', '3ds_cancelled') }), undefined)).toMatchObject({
      code: '3ds_cancelled',
      cancelled: true,
    });
  });

  it("an issuer's decline after a passed challenge is that decline", () => {
    expect(challengeVerdict(intent({ latest_payment_attempt: attempt('FAILED', 'issuer_declined', '05') }), undefined)).toMatchObject({
      kind: 'declined',
      originalCode: '05',
    });
  });

  it('a challenge still open is ended by why the page closed it', () => {
    const open = intent({ status: 'REQUIRES_CUSTOMER_ACTION', next_action: challengeAction });
    expect(challengeVerdict(open, 'closed')).toMatchObject({ code: '3ds_cancelled', cancelled: true });
    expect(challengeVerdict(open, 'timeout')).toMatchObject({ code: '3ds_timeout', cancelled: false });
    expect(challengeVerdict(open, 'load_failed')).toMatchObject({ code: '3ds_challenge_error', cancelled: false });
  });

  it('knows an intent waiting at the challenge from one waiting for device data', () => {
    expect(awaitsChallenge(intent({ status: 'REQUIRES_CUSTOMER_ACTION', next_action: challengeAction }))).toBe(true);
    expect(awaitsChallenge(intent({ status: 'REQUIRES_CUSTOMER_ACTION', next_action: { ...challengeAction, stage: 'WAITING_DEVICE_DATA_COLLECTION' } }))).toBe(
      false,
    );
    expect(awaitsChallenge(intent({ status: 'SUCCEEDED', next_action: challengeAction }))).toBe(false);
  });
});

describe('the device-data step, whose answer may be lost', () => {
  const waiting = (): PaymentIntent => ({
    id: 'int_1',
    status: 'REQUIRES_CUSTOMER_ACTION',
    amount: 10,
    currency: 'EUR',
    next_action: { ...challengeAction, stage: 'WAITING_DEVICE_DATA_COLLECTION' },
  });
  const clientOf = (...replies: Parameters<typeof fakeFetch>) => {
    const api = fakeFetch(...replies);
    return { api, client: createApiClient({ base: 'https://api.test', clientSecret: 'cs', trackerId: 't', fetch: api.fetch, timeoutMs: 1000 }) };
  };

  it('a continue the provider settled, whose answer was a 502 every time: the provider is asked, and the shopper hears paid', async () => {
    const { api, client } = clientOf(json(502, {}), json(502, {}), json(502, {}), json(200, { id: 'int_1', status: 'SUCCEEDED', amount: 10, currency: 'EUR' }));
    await expect(runDeviceDataStep(client, waiting(), {} as Window)).resolves.toMatchObject({ status: 'SUCCEEDED' });
    expect(api.calls.map((call) => `${call.init.method} ${new URL(call.url).pathname}`).at(-1)).toBe('GET /api/v1/pa/payment_intents/int_1');
  });

  it('a continue that did not settle it: its own error, after asking', async () => {
    const { client } = clientOf(
      json(502, {}),
      json(502, {}),
      json(502, {}),
      json(200, { id: 'int_1', status: 'REQUIRES_CUSTOMER_ACTION', amount: 10, currency: 'EUR' }),
    );
    await expect(runDeviceDataStep(client, waiting(), {} as Window)).rejects.toMatchObject({ status: 502 });
  });
});
