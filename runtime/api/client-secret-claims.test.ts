import { describe, expect, it } from 'vitest';
import { businessNameOf } from './client-secret-claims';

const jwt = (claims: unknown) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

describe('businessNameOf', () => {
  it("reads the merchant's name from the claims, UTF-8 included", () => {
    expect(businessNameOf(jwt({ intent_id: 'int_1', business_name: 'Portico Demo Store' }))).toBe('Portico Demo Store');
    expect(businessNameOf(jwt({ business_name: 'Café Zoë — 東京' }))).toBe('Café Zoë — 東京');
  });

  it('is null without a name or for anything malformed', () => {
    for (const secret of [null, '', 'abc', 'a.b.c', 'a.!!!.c', jwt({ customer_id: 'cus_1' }), jwt({ business_name: 42 }), jwt({ business_name: '  ' }), jwt(['x'])]) {
      expect(businessNameOf(secret)).toBeNull();
    }
  });
});
