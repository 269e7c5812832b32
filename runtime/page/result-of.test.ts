import { describe, expect, it } from 'vitest';
import type { IntentStatus } from '../../protocol';
import { isAuthorisedOnly, resultOf, returnLink } from './result-of';

const intent = (status: IntentStatus, attempt: unknown = null) => ({
  id: 'int_1',
  status,
  amount: 1,
  currency: 'JPY',
  latest_payment_attempt: attempt as null,
});

describe('resultOf', () => {
  it.each([
    ['SUCCEEDED', 'paid'],
    ['REQUIRES_CAPTURE', 'paid'],
    ['AUTHORIZED', 'paid'],
    ['DONE', 'paid'],
    ['REQUIRES_CUSTOMER_ACTION', 'pending'],
    ['PENDING', 'pending'],
    ['CANCELLED', 'failed'],
    ['REQUIRES_PAYMENT_METHOD', 'failed'],
  ] as const)('%s → %s', (status, result) => {
    expect(resultOf(intent(status))).toBe(result);
  });
});

describe('returnLink', () => {
  it('takes http(s) only, showing the host name', () => {
    expect(returnLink('https://shop.example:8443/done?order=7')).toEqual({ href: 'https://shop.example:8443/done?order=7', host: 'shop.example' });
    expect(returnLink('http://localhost:3000/success.html')).toMatchObject({ host: 'localhost' });
    expect(returnLink('javascript:alert(1)')).toBeNull();
    expect(returnLink('data:text/html,hi')).toBeNull();
    expect(returnLink('/relative')).toBeNull();
    expect(returnLink(null)).toBeNull();
  });
});

describe('isAuthorisedOnly', () => {
  it('is true where the money is held, not taken (spec §3 pre_auth / manual capture)', () => {
    expect((['REQUIRES_CAPTURE', 'AUTHORIZED'] as const).map(isAuthorisedOnly)).toEqual([true, true]);
    expect((['SUCCEEDED', 'DONE', 'PENDING', 'CANCELLED'] as const).map(isAuthorisedOnly)).toEqual([false, false, false, false]);
  });
});
