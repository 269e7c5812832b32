import { describe, expect, it } from 'vitest';
import { autofilledExpiry, splitCardValues } from './split-fields';

describe('split card fields', () => {
  it('read a browser autofill of cc-exp in any common shape as MM / YY', () => {
    expect(autofilledExpiry('12/34')).toBe('12 / 34');
    expect(autofilledExpiry('12 / 2034')).toBe('12 / 34');
    expect(autofilledExpiry('1/2034')).toBe('01 / 34');
    expect(autofilledExpiry('1234')).toBe('12 / 34');
    expect(autofilledExpiry('122034')).toBe('12 / 34');
    expect(autofilledExpiry('12-34')).toBe('12 / 34');
  });

  it('make the card values from the number and what the contributors sent', () => {
    expect(splitCardValues('4111', { update_expiry: '12 / 34' })).toEqual({ number: '4111', expiry: '12 / 34', cvc: '' });
  });
});
