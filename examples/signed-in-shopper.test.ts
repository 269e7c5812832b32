import { describe, expect, it } from 'vitest';
import { MERCHANT, listMethods } from '../sandbox/test-support/customers';
import { makeApp } from '../sandbox/test-support/app';
import { signedInCustomer, type ProviderCall } from './signed-in-shopper';

/** The merchant server's provider calls, against an in-memory sandbox. */
function provider(): { call: ProviderCall; app: ReturnType<typeof makeApp> } {
  const app = makeApp();
  const call: ProviderCall = async (path, body) => {
    const res = await app.request(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...MERCHANT },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { ok: res.ok, status: res.status, body: await res.json() };
  };
  return { call, app };
}

describe('signedInCustomer', () => {
  it('makes a new shopper’s customer with a saved Visa and a saved US bank account', async () => {
    const { call, app } = provider();
    const signedIn = await signedInCustomer(call, 'ada');
    if (!signedIn.ok) throw new Error(JSON.stringify(signedIn.body));
    const methods = await listMethods(app, signedIn.customerId);
    expect(methods).toEqual([
      expect.objectContaining({ type: 'card', status: 'ACTIVE', card: expect.objectContaining({ brand: 'visa', last4: '1111' }) }),
      expect.objectContaining({
        type: 'ach_direct_debit',
        status: 'ACTIVE',
        ach_direct_debit: expect.objectContaining({ account_last4: '6789', currency: 'USD' }),
      }),
    ]);
  });

  it('finds the same customer on the next visit, and saves nothing more', async () => {
    const { call, app } = provider();
    const first = await signedInCustomer(call, 'ada');
    const again = await signedInCustomer(call, 'ada');
    expect(again).toEqual(first);
    if (!again.ok) throw new Error('not signed in');
    expect(await listMethods(app, again.customerId)).toHaveLength(2);
    const other = await signedInCustomer(call, 'grace');
    expect(other.ok && other.customerId).not.toBe(again.customerId);
  });
});
