import { describe, expect, it } from 'vitest';
import { deriveSigningKey, issueClientSecret } from './client-secret';
import { issueCustomerSecret, verifyCustomerSecret } from './customer-secret';
import { CUSTOMERS, asCustomer, createCustomer, customerSecret } from '../test-support/customers';
import { INTENTS, SECRET_KEY, createIntent, expectError, get, makeApp } from '../test-support/app';

const key = deriveSigningKey(SECRET_KEY);

describe('customer client secrets', () => {
  it('verify with their claims until they expire', () => {
    const now = Date.UTC(2030, 0, 1);
    const { client_secret } = issueCustomerSecret(key, 'cus_1', now);
    expect(verifyCustomerSecret(key, client_secret, now)).toMatchObject({ ok: true, claims: { customer_id: 'cus_1' } });
    expect(verifyCustomerSecret(key, client_secret, now + 3600_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('are refused when signed with another key, malformed, or an intent secret', () => {
    const other = deriveSigningKey('sk_other');
    expect(verifyCustomerSecret(key, issueCustomerSecret(other, 'cus_1', Date.now()).client_secret, Date.now())).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(verifyCustomerSecret(key, 'a.b', Date.now())).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyCustomerSecret(key, 'x.y.z', Date.now())).toEqual({ ok: false, reason: 'unsupported_header' });
    expect(verifyCustomerSecret(key, issueClientSecret(key, 'int_1', Date.now()), Date.now())).toEqual({ ok: false, reason: 'not_a_customer_secret' });
  });

  it('open no payment intent, and an expired one opens no customer', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const customer = await createCustomer(app);
    const secret = await customerSecret(app, customer.id);
    await expectError(await get(app, `${INTENTS}/${intent.id}`, asCustomer(secret)), 401, 'unauthorized');
    const expired = issueCustomerSecret(key, customer.id, Date.now() - 2 * 3600_000).client_secret;
    const err = await expectError(await get(app, `${CUSTOMERS}/${customer.id}`, asCustomer(expired)), 401, 'unauthorized');
    expect(err.details.reason).toBe('expired');
  });
});
