// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../platform/api/client';
import { fakeFetch, fakeLifecycle, json } from '../platform/api/testing';
import { FINGERPRINT_SCRIPT_ID } from '../platform/fingerprint/fingerprint-script';
import { loadDeviceFingerprint } from '../platform/fingerprint/load-fingerprint';
import { fingerprintSessionId } from '../platform/fingerprint/session';
import { confirmPayment } from './confirm-payment';

const CARD = { type: 'card', card: { number: '4111111111111111', expiry_month: '12', expiry_year: '2030', cvc: '123' } } as const;

/** Confirms a card against a provider that answers paid, and answers the confirm's body. */
async function confirmedBody(confirm = confirmPayment, fingerprintSession?: string): Promise<{ device_data: { fingerprint_session_id?: string } }> {
  const fake = fakeFetch(json(200, { id: 'int_1', status: 'SUCCEEDED', amount: 25, currency: 'USD' }));
  const client = createApiClient({ base: '', clientSecret: 'cs', trackerId: 't', fetch: fake.fetch, lifecycle: fakeLifecycle() });
  const outcome = await confirm({ client, intentId: 'int_1', paymentMethod: CARD, brand: 'visa', fingerprintSession, translate: (key) => key });
  expect(outcome).toMatchObject({ ok: true, intent: { status: 'SUCCEEDED' } });
  return fake.calls[0]!.body as { device_data: { fingerprint_session_id?: string } };
}

const scriptSessions = () =>
  [...document.querySelectorAll<HTMLScriptElement>(`script#${FINGERPRINT_SCRIPT_ID}`)].map((script) => new URL(script.src).searchParams.get('sessionId'));

describe('the confirm and the device fingerprint', () => {
  beforeEach(() => document.head.replaceChildren());

  // The frame asks for the script once idle after its first paint (up to 2 s late on a busy
  // device): a shopper who pays sooner must not leave the provider's risk check without it.
  it('a confirm sent before the fingerprint was asked for asks for it and names its session', async () => {
    const body = await confirmedBody();
    expect(body.device_data.fingerprint_session_id).toMatch(/^[0-9a-f-]{36}$/);
    // Asked for beside the confirm, not before it: the confirm waits for no chunk.
    await vi.waitFor(() => expect(scriptSessions()).toEqual([body.device_data.fingerprint_session_id]));
  });

  it('a confirm after the frame asked for it names that session and asks for no second script', async () => {
    loadDeviceFingerprint('cs');
    const asked = fingerprintSessionId();
    document.head.replaceChildren();
    const body = await confirmedBody();
    expect(body.device_data.fingerprint_session_id).toBe(asked);
    // A valid confirm last, answered: had the first asked for a second script, it would be here by now.
    await confirmedBody();
    expect(scriptSessions()).toEqual([]);
  });

  it("names the merchant's own sessionId (the address's, spec §2) for the confirm and the script", async () => {
    // A fresh session module: no session was made in this document yet.
    vi.resetModules();
    const fresh = await import('./confirm-payment');
    const body = await confirmedBody(fresh.confirmPayment, 'sess_merchant_1');
    expect(body.device_data.fingerprint_session_id).toBe('sess_merchant_1');
    await vi.waitFor(() => expect(scriptSessions()).toEqual(['sess_merchant_1']));
  });
});
