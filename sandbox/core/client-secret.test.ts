import { describe, expect, it } from 'vitest';
import { deriveKey, deriveSigningKey, issueClientSecret, verifyClientSecret } from './client-secret';

const key = deriveSigningKey('sk_test_x');
const now = Date.UTC(2030, 0, 1);

describe('client secret tokens', () => {
  it('is a three-part HS256 JWT with the spec §3 claims', () => {
    const token = issueClientSecret(key, 'int_1', now);
    const [h, p, s] = token.split('.');
    expect(JSON.parse(Buffer.from(h ?? '', 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(JSON.parse(Buffer.from(p ?? '', 'base64url').toString())).toEqual({
      account_id: 'acct_portico_demo',
      intent_id: 'int_1',
      business_name: 'Portico Demo Store',
      iat: now / 1000,
      exp: now / 1000 + 3600,
    });
    expect(s).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('verifies for its intent until it expires', () => {
    const token = issueClientSecret(key, 'int_1', now);
    expect(verifyClientSecret(key, token, 'int_1', now + 3599_000)).toMatchObject({ ok: true });
    expect(verifyClientSecret(key, token, 'int_1', now + 3600_000)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyClientSecret(key, token, 'int_2', now)).toEqual({ ok: false, reason: 'wrong_intent' });
    expect(verifyClientSecret(deriveSigningKey('other'), token, 'int_1', now)).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('refuses malformed tokens without throwing', () => {
    for (const token of ['', 'a', 'a.b', 'a.b.c.d', '..', 'x.y.z']) {
      expect(verifyClientSecret(key, token, 'int_1', now).ok).toBe(false);
    }
  });

  it('derives different keys per purpose, and neither is the secret key', () => {
    const a = deriveKey('sk', 'client-secret-v1');
    const b = deriveKey('sk', 'request-fingerprint-v1');
    expect(a.equals(b)).toBe(false);
    expect(a.toString('utf8')).not.toContain('sk');
  });
});
