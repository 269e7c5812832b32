import { describe, expect, it } from 'vitest';
import { EMPTY_BILLING, billingDetails, isRequired, missingBilling } from './billing-fields';

const FILLED = { name: ' Ada Lovelace ', country: 'GB', line1: '10 Downing Street', city: 'London', postcode: 'SW1A 2AA', state: '' };

describe('billing fields', () => {
  it('say what is missing, in form order; the state is never required', () => {
    expect(missingBilling(EMPTY_BILLING)).toEqual(['name', 'country', 'line1', 'city', 'postcode']);
    expect(missingBilling(FILLED)).toEqual([]);
    expect(missingBilling({ ...FILLED, city: '   ' })).toEqual(['city']);
    expect(missingBilling({ ...FILLED, country: 'UK' })).toEqual(['country']);
    expect(isRequired('state', FILLED)).toBe(false);
  });

  it('need no postal code where the country has none', () => {
    expect(missingBilling({ ...FILLED, country: 'HK', postcode: '' })).toEqual([]);
    expect(isRequired('postcode', { ...FILLED, country: 'HK' })).toBe(false);
    expect(missingBilling({ ...FILLED, postcode: '' })).toEqual(['postcode']);
  });

  it('build the name and billing address the payment API takes, trimmed, without empty optional fields', () => {
    expect(billingDetails(FILLED)).toEqual({
      name: 'Ada Lovelace',
      billing: { address: { country_code: 'GB', street: '10 Downing Street', city: 'London', postcode: 'SW1A 2AA' } },
    });
    expect(billingDetails({ ...FILLED, country: 'US', state: ' NY ', postcode: '10001' })?.billing.address).toMatchObject({ state: 'NY', postcode: '10001' });
    expect(billingDetails({ ...FILLED, name: '' })).toBeNull();
  });
});
