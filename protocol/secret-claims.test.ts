import { describe, expect, it } from 'vitest';
import { accountOfSecret, intentOfSecret, readSecretClaims, type SecretClaims } from './secret-claims';

const part = (text: string) => Buffer.from(text).toString('base64url');
const jwt = (claims: unknown) => `eyJhbGciOiJIUzI1NiJ9.${part(JSON.stringify(claims))}.c2ln`;
const claimsOf = (secret: string): SecretClaims | string => {
  const read = readSecretClaims(secret);
  return read.ok ? read.claims : read.reason;
};

describe('readSecretClaims', () => {
  it('reads the text claims as UTF-8: names beyond Latin-1, accents and emoji', () => {
    expect(claimsOf(jwt({ account_id: 'acct_1', business_name: 'Café Zoë — 東京 🍜', customer_id: 'cus_1' }))).toEqual({
      account_id: 'acct_1',
      business_name: 'Café Zoë — 東京 🍜',
      customer_id: 'cus_1',
    });
  });

  it('reads every claim of spec §3, trimmed, with the expiry', () => {
    const claims = {
      account_id: 'acct_1',
      intent_id: ' int_1 ',
      customer_id: 'cus_1',
      business_name: 'Shop',
      captcha_policy: 'google_first',
      padc: 'HK',
      exp: 1_900_000_000,
    };
    expect(claimsOf(jwt(claims))).toEqual({ ...claims, intent_id: 'int_1' });
  });

  it('reads a middle part written as plain base64 too', () => {
    const plain = Buffer.from(JSON.stringify({ business_name: 'Zoë?>>' }))
      .toString('base64')
      .replace(/=+$/, '');
    expect(plain).toMatch(/[+/]/);
    expect(claimsOf(`h.${plain}.s`)).toEqual({ business_name: 'Zoë?>>' });
  });

  it('reads the expiry only as a finite number of seconds', () => {
    expect(claimsOf(jwt({ exp: 1_700_000_000.5 }))).toEqual({ exp: 1_700_000_000.5 });
    for (const exp of ['1700000000', null, true, {}, [1]]) expect(claimsOf(jwt({ exp }))).toEqual({});
  });

  it('drops claims of the wrong type, blank, too long, or an account id an address cannot carry', () => {
    expect(claimsOf(jwt({ business_name: 42, intent_id: '  ', customer_id: 'x'.repeat(201), padc: true, account_id: 'acct 1' }))).toEqual({});
    expect(claimsOf(jwt({ account_id: 'a'.repeat(65) }))).toEqual({});
  });

  it('reads each captcha policy the provider names, and drops any other value', () => {
    for (const policy of ['off', 'google_first', 'tencent_first']) expect(claimsOf(jwt({ captcha_policy: policy }))).toEqual({ captcha_policy: policy });
    for (const policy of ['required', 'GOOGLE_FIRST', '', 1, true, { vendor: 'google' }, 'toString', '__proto__']) {
      expect(claimsOf(jwt({ captcha_policy: policy }))).toEqual({});
    }
  });

  it('says at which step a malformed secret fails, without throwing', () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['', 'not_a_jwt'],
      ['not-a-jwt', 'not_a_jwt'],
      ['sk_test_the_secret_key', 'not_a_jwt'],
      [`a.${part('{}')}`, 'not_a_jwt'],
      [`a.${part('{}')}.c.d`, 'not_a_jwt'],
      ['a..c', 'not_a_jwt'],
      ['a.!!!.c', 'not_base64url'],
      ['a.abcde.c', 'not_base64url'],
      ['a.ab*d.c', 'not_base64url'],
      [`a.${Buffer.from([0x7b, 0xff, 0x7d]).toString('base64url')}.c`, 'not_utf8'],
      [`a.${part('{"business_name":')}.c`, 'not_json'],
      [`a.${part('[1]')}.c`, 'not_an_object'],
      [`a.${part('null')}.c`, 'not_an_object'],
      [`a.${part('"acct_1"')}.c`, 'not_an_object'],
    ];
    for (const [secret, reason] of cases) expect(readSecretClaims(secret), secret).toEqual({ ok: false, reason });
  });

  it('is what the SDK reads a frame account from', () => {
    expect(accountOfSecret(jwt({ account_id: 'acct_1', business_name: '東京' }))).toBe('acct_1');
    expect(accountOfSecret(jwt({ business_name: 'Shop' }))).toBeUndefined();
    expect(accountOfSecret('a.!!!.c')).toBeUndefined();
    expect(accountOfSecret(null)).toBeUndefined();
  });

  it('intentOfSecret reads the intent claim by its rule: the intent a fresh secret alone in update() is for', () => {
    expect(intentOfSecret(jwt({ account_id: 'acct_1', intent_id: ' int_2 ' }))).toBe('int_2');
    expect(intentOfSecret(jwt({ intent_id: 42 }))).toBeUndefined();
    expect(intentOfSecret(jwt({ intent_id: '  ' }))).toBeUndefined();
    expect(intentOfSecret('not-a-jwt')).toBeUndefined();
    expect(intentOfSecret(undefined)).toBeUndefined();
  });
});
