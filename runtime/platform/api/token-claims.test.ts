import { describe, expect, it } from 'vitest';
import { businessNameOf, readTokenClaims } from './token-claims';

const jwt = (claims: object) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

describe('readTokenClaims', () => {
  it('reads the text claims, unicode included', () => {
    expect(readTokenClaims(jwt({ account_id: 'acct_1', business_name: 'Café Ünïcode 東京', exp: 1, customer_id: 'cus_1' }))).toEqual({
      account_id: 'acct_1',
      business_name: 'Café Ünïcode 東京',
      customer_id: 'cus_1',
    });
  });
  it('drops claims of the wrong type, blank or too long', () => {
    expect(readTokenClaims(jwt({ business_name: 42, intent_id: '  ', account_id: 'x'.repeat(201), padc: true }))).toEqual({});
  });
  it('carries the padc claim with the others (spec §3)', () => {
    expect(readTokenClaims(jwt({ intent_id: 'int_1', padc: 'HK', captcha_policy: 'off' }))).toEqual({ intent_id: 'int_1', padc: 'HK', captcha_policy: 'off' });
  });
  it('reads nothing from a secret that is not a JWT, without throwing', () => {
    expect(readTokenClaims('not-a-jwt')).toEqual({});
    expect(readTokenClaims(`a.${Buffer.from('[1]').toString('base64url')}.c`)).toEqual({});
    expect(readTokenClaims(undefined)).toEqual({});
  });
});

describe('the captcha_policy claim', () => {
  it('reads each policy the provider names', () => {
    for (const policy of ['off', 'google_first', 'tencent_first'] as const) {
      expect(readTokenClaims(jwt({ intent_id: 'int_1', captcha_policy: policy }))).toEqual({ intent_id: 'int_1', captcha_policy: policy });
    }
  });
  it('drops a policy it does not know, of the wrong type, or an inherited name', () => {
    for (const policy of ['required', 'GOOGLE_FIRST', '', 1, true, { vendor: 'google' }, 'toString', '__proto__']) {
      expect(readTokenClaims(jwt({ captcha_policy: policy }))).toEqual({});
    }
  });
});

describe('businessNameOf', () => {
  it("reads the merchant's name from the claims, UTF-8 included", () => {
    expect(businessNameOf(jwt({ intent_id: 'int_1', business_name: 'Portico Demo Store' }))).toBe('Portico Demo Store');
    expect(businessNameOf(jwt({ business_name: 'Café Zoë — 東京' }))).toBe('Café Zoë — 東京');
  });

  it('is null without a name or for anything malformed', () => {
    for (const secret of [
      null,
      '',
      'abc',
      'a.b.c',
      'a.!!!.c',
      jwt({ customer_id: 'cus_1' }),
      jwt({ business_name: 42 }),
      jwt({ business_name: '  ' }),
      jwt(['x']),
    ]) {
      expect(businessNameOf(secret)).toBeNull();
    }
  });
});
