import { describe, expect, it } from 'vitest';
import { readTokenClaims } from './token-claims';

const jwt = (claims: object) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

describe('readTokenClaims', () => {
  it('reads the text claims, unicode included', () => {
    expect(readTokenClaims(jwt({ account_id: 'acct_1', business_name: 'Café Ünïcode 東京', exp: 1, customer_id: 'cus_1' })))
      .toEqual({ account_id: 'acct_1', business_name: 'Café Ünïcode 東京', customer_id: 'cus_1' });
  });
  it('drops claims of the wrong type, blank or too long', () => {
    expect(readTokenClaims(jwt({ business_name: 42, intent_id: '  ', account_id: 'x'.repeat(201) }))).toEqual({});
  });
  it('reads nothing from a secret that is not a JWT, without throwing', () => {
    expect(readTokenClaims('not-a-jwt')).toEqual({});
    expect(readTokenClaims(`a.${Buffer.from('[1]').toString('base64url')}.c`)).toEqual({});
    expect(readTokenClaims(undefined)).toEqual({});
  });
});
