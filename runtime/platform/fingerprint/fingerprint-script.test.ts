import { describe, expect, it } from 'vitest';
import { resolveEnvironment } from '../env';
import { asksNotToBeTracked, fingerprintScriptUrl } from './fingerprint-script';

describe('fingerprintScriptUrl (spec §7)', () => {
  it.each([
    ['http://127.0.0.1:3100/', 'http://127.0.0.1:3100/simulator/fingerprint/device-fingerprint.js'],
    ['https://checkout-dev.portico.example/', 'https://static-dev.portico.example/risk/device-fingerprint.js'],
    ['https://checkout.portico.example/', 'https://static.portico.example/risk/device-fingerprint.js'],
    ['https://pay.merchant.example/', 'https://pay.merchant.example/risk/device-fingerprint.js'],
  ] as const)('%s loads it from %s', (page, script) => {
    const url = new URL(fingerprintScriptUrl(resolveEnvironment(page), { sessionId: 's1', disable3rdTracking: false }));
    expect(`${url.origin}${url.pathname}`).toBe(script);
  });

  it('carries sessionId, hasScriptId, disable3rdTracking, and merchantId only when known', () => {
    const env = resolveEnvironment('http://localhost:3100/');
    const withMerchant = new URL(fingerprintScriptUrl(env, { sessionId: 'sess-1', disable3rdTracking: true, merchantId: 'acct_1' }));
    expect(Object.fromEntries(withMerchant.searchParams)).toEqual({
      sessionId: 'sess-1',
      hasScriptId: 'true',
      disable3rdTracking: 'true',
      merchantId: 'acct_1',
    });
    const without = new URL(fingerprintScriptUrl(env, { sessionId: 'sess-2', disable3rdTracking: false }));
    expect(Object.fromEntries(without.searchParams)).toEqual({ sessionId: 'sess-2', hasScriptId: 'true', disable3rdTracking: 'false' });
  });

  it('turns third-party tracking off for a shopper who asked not to be tracked', () => {
    expect(asksNotToBeTracked({ globalPrivacyControl: true })).toBe(true);
    expect(asksNotToBeTracked({ doNotTrack: '1' })).toBe(true);
    expect(asksNotToBeTracked({ doNotTrack: '0', globalPrivacyControl: false })).toBe(false);
    expect(asksNotToBeTracked({})).toBe(false);
  });
});
