import { describe, expect, it } from 'vitest';
import { createApiClient } from '../platform/api/client';
import { fakeFetch, json, type FakeReply } from '../platform/api/testing';
import { checkClientSecret, type FramePlace } from './client-secret-check';

/** A client secret shaped as the provider's (a JWT); only its claims matter here, the provider checks the signature. */
const secretFor = (claims: Record<string, unknown>) => `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.c2ln`;

const SHOP = 'https://shop.example';
/** A frame whose address named no account: its secret's account is asked about the page. */
const UNNAMED = { account: null, parentOrigin: SHOP } as const;

function check(secret: string, intentId: string | null, ...replies: FakeReply[]) {
  return checkAt(UNNAMED, secret, intentId, ...replies);
}

function checkAt(place: FramePlace, secret: string, intentId: string | null, ...replies: FakeReply[]) {
  const api = fakeFetch(...replies);
  const client = createApiClient({ base: 'https://api.test', clientSecret: secret, trackerId: 't', fetch: api.fetch });
  return { verdict: checkClientSecret(client, intentId, undefined, place), calls: api.calls };
}

describe('checkClientSecret', () => {
  it('takes a secret for this intent that the provider accepts', async () => {
    const { verdict, calls } = check(secretFor({ intent_id: 'int_1' }), 'int_1', json(200, { id: 'int_1', status: 'REQUIRES_PAYMENT_METHOD' }));
    await expect(verdict).resolves.toEqual({ ok: true });
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual(['/api/v1/pa/payment_intents/int_1']);
  });

  it("refuses, before asking anyone, a secret that is not a client secret or is another intent's", async () => {
    const notJwt = check('sk_test_the_secret_key', 'int_1', json(200, {}));
    await expect(notJwt.verdict).resolves.toEqual({ ok: false, reason: 'not_a_client_secret' });
    const customer = check(secretFor({ customer_id: 'cus_1' }), 'int_1', json(200, {}));
    await expect(customer.verdict).resolves.toEqual({ ok: false, reason: 'not_a_client_secret' });
    const other = check(secretFor({ intent_id: 'int_2' }), 'int_1', json(200, {}));
    await expect(other.verdict).resolves.toEqual({ ok: false, reason: 'other_intent' });
    expect([...notJwt.calls, ...customer.calls, ...other.calls]).toEqual([]);
  });

  it('refuses a secret the provider refuses (401) or for an intent it does not know (404)', async () => {
    await expect(check(secretFor({ intent_id: 'int_1' }), 'int_1', json(401, { code: 'unauthorized' })).verdict).resolves.toEqual({
      ok: false,
      reason: 'refused',
    });
    await expect(check(secretFor({ intent_id: 'int_1' }), 'int_1', json(404, { code: 'not_found' })).verdict).resolves.toEqual({
      ok: false,
      reason: 'intent_not_found',
    });
  });

  it("tells an expired secret (the provider's 401 says `expired`) from one refused otherwise", async () => {
    const expired = json(401, { code: 'unauthorized', details: { reason: 'expired' } });
    await expect(check(secretFor({ intent_id: 'int_1' }), 'int_1', expired).verdict).resolves.toEqual({ ok: false, reason: 'expired' });
    await expect(
      check(secretFor({ intent_id: 'int_1' }), 'int_1', json(401, { code: 'unauthorized', details: { reason: 'bad_signature' } })).verdict,
    ).resolves.toEqual({ ok: false, reason: 'refused' });
  });

  it('answers an intent already paid or cancelled as settled, with its summary', async () => {
    for (const status of ['SUCCEEDED', 'REQUIRES_CAPTURE', 'CANCELLED']) {
      const intent = { id: 'int_1', status, amount: 5, currency: 'EUR' };
      await expect(check(secretFor({ intent_id: 'int_1' }), 'int_1', json(200, { ...intent, client_secret: 'x' })).verdict).resolves.toEqual({
        ok: false,
        reason: 'settled',
        intent,
      });
    }
  });

  it("leaves a split group's contributor frames alone: the frame that pays checks the same secret", async () => {
    const { verdict, calls } = check(secretFor({ intent_id: 'int_2' }), 'int_1', json(401, {}));
    await expect(
      checkClientSecret(
        createApiClient({ base: 'https://api.test', clientSecret: 'x', trackerId: 't', fetch: () => Promise.reject(new Error('no')) }),
        'int_1',
        'expiry',
        UNNAMED,
      ),
    ).resolves.toEqual({ ok: true });
    await expect(verdict).resolves.toEqual({ ok: false, reason: 'other_intent' });
    expect(calls).toEqual([]);
  });

  it('blames no one when the provider could not answer (a 500 or the network): the confirm will say', async () => {
    await expect(check(secretFor({ intent_id: 'int_1' }), 'int_1', json(500, {})).verdict).resolves.toEqual({ ok: true });
  });

  describe('the page the frame is on', () => {
    const secret = secretFor({ account_id: 'acct_1', intent_id: 'int_1' });
    const intent = json(200, { id: 'int_1', status: 'REQUIRES_PAYMENT_METHOD' });

    it("takes a secret of the account its address named, asking nobody about the page: the checkout let only that account's origins frame it", async () => {
      const { verdict, calls } = checkAt({ account: 'acct_1', parentOrigin: SHOP }, secret, 'int_1', intent);
      await expect(verdict).resolves.toEqual({ ok: true });
      expect(calls.map((call) => new URL(call.url).pathname)).toEqual(['/api/v1/pa/payment_intents/int_1']);
    });

    it('refuses a secret of another account than the address named, before asking anyone', async () => {
      const { verdict, calls } = checkAt({ account: 'acct_2', parentOrigin: SHOP }, secret, 'int_1', intent);
      await expect(verdict).resolves.toEqual({ ok: false, reason: 'other_account' });
      expect(calls).toEqual([]);
    });

    it("with no account named, pays only on a page the secret's account registered", async () => {
      const registered = check(secret, 'int_1', json(200, { origins: [SHOP] }), intent);
      await expect(registered.verdict).resolves.toEqual({ ok: true });
      expect(registered.calls.map((call) => new URL(call.url).pathname)).toEqual(['/api/v1/checkout/origins', '/api/v1/pa/payment_intents/int_1']);
      const elsewhere = checkAt({ account: null, parentOrigin: 'https://evil.example' }, secret, 'int_1', json(200, { origins: [SHOP] }));
      await expect(elsewhere.verdict).resolves.toEqual({ ok: false, reason: 'origin_not_registered', origin: 'https://evil.example', account_id: 'acct_1' });
      // A customer's secret (recurring mode): the page is checked, the intent is not.
      const customer = check(secretFor({ account_id: 'acct_1', customer_id: 'cus_1' }), null, json(200, { origins: [] }));
      await expect(customer.verdict).resolves.toMatchObject({ ok: false, reason: 'origin_not_registered' });
    });
  });
});
