// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../platform/api/client';
import { fakeFetch, json, type FakeReply } from '../platform/api/testing';
import { checkClientSecret } from './client-secret-check';
import { renderInFrame } from './testing';

/** A client secret shaped as the provider's (a JWT) for int_1; the provider checks the signature. */
const SECRET = `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ intent_id: 'int_1' })).replace(/=+$/, '')}.c2ln`;
const CardNumber = () => <input aria-label="Card number" />;

/** The card frame for int_1, its secret checked against a provider that answers `reply`. */
function frameWhoseProviderSays(reply: FakeReply) {
  const api = fakeFetch(reply);
  const client = createApiClient({ base: 'https://api.test', clientSecret: SECRET, trackerId: 't', fetch: api.fetch });
  const checkSecret = () => checkClientSecret(client, 'int_1', 'card', { account: null, parentOrigin: 'http://merchant.test' });
  return { frame: renderInFrame(CardNumber, { client, checkSecret }), calls: api.calls };
}

const names = (events: ReadonlyArray<readonly [string, unknown]>) => events.map(([event]) => event).filter((event) => event !== 'onResize');

describe('the frame tells the truth about its intent', () => {
  afterEach(cleanup);

  it('a paid intent: says it has been made instead of a form, tells the merchant once, and a confirm answers it without paying again', async () => {
    const intent = { id: 'int_1', status: 'SUCCEEDED', amount: 12, currency: 'USD' };
    const { frame, calls } = frameWhoseProviderSays(json(200, intent));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'This payment has been made.');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(frame.events.filter(([event]) => event === 'onSuccess')).toEqual([['onSuccess', { intent }]]);
    await expect(frame.call('confirm', {})).resolves.toEqual(intent);
    expect(frame.events.filter(([event]) => event === 'onSuccess')).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });

  it('an authorised intent (REQUIRES_CAPTURE) is paid too', async () => {
    const { frame } = frameWhoseProviderSays(json(200, { id: 'int_1', status: 'REQUIRES_CAPTURE', amount: 12, currency: 'USD' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'This payment has been made.');
    expect(names(frame.events)).toEqual(['onReady', 'onSuccess', 'onComplete']);
  });

  it('a cancelled intent: says so, emits cancel (no error), and a confirm is refused', async () => {
    const { frame } = frameWhoseProviderSays(json(200, { id: 'int_1', status: 'CANCELLED', amount: 12, currency: 'USD' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This payment was cancelled.');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(names(frame.events)).toEqual(['onReady', 'onCancel', 'onComplete']);
    await expect(frame.call('confirm', {})).rejects.toMatchObject({ code: 'unexpected_intent_status', details: { status: 'CANCELLED' } });
  });

  it('an expired secret: the shopper reads the session expired, the merchant gets client_secret_expired (theirs to fix)', async () => {
    const { frame } = frameWhoseProviderSays(
      json(401, { code: 'unauthorized', message: 'The client secret is not valid for this payment intent.', details: { reason: 'expired' } }),
    );
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This payment session has expired. Reload the page to start again.');
    expect(screen.queryByRole('textbox')).toBeNull();
    const errors = frame.events.filter(([event]) => event === 'onError');
    expect(errors).toEqual([['onError', expect.objectContaining({ code: 'client_secret_expired', audience: 'merchant', details: { intent_id: 'int_1' } })]]);
    await expect(frame.call('confirm', {})).rejects.toMatchObject({ code: 'client_secret_expired' });
  });

  it('a secret refused for another reason stays invalid_client_secret, "set up incorrectly"', async () => {
    const { frame } = frameWhoseProviderSays(json(401, { code: 'unauthorized', details: { reason: 'bad_signature' } }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This payment form was set up incorrectly.');
    await waitFor(() =>
      expect(frame.events.find(([event]) => event === 'onError')?.[1]).toMatchObject({ code: 'invalid_client_secret', details: { reason: 'refused' } }),
    );
  });

  it('a page whose origin the account did not register: origin_not_registered, its message naming the origin', async () => {
    const verdict = { ok: false, reason: 'origin_not_registered', origin: 'http://merchant.test', account_id: 'acct_1' } as const;
    const frame = renderInFrame(CardNumber, { client: null, checkSecret: () => Promise.resolve(verdict) });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This payment form was set up incorrectly.');
    const error = frame.events.find(([event]) => event === 'onError')?.[1];
    expect(error).toMatchObject({ code: 'origin_not_registered', audience: 'merchant', details: { origin: 'http://merchant.test', account_id: 'acct_1' } });
    expect((error as { message: string }).message).toContain('http://merchant.test');
  });

  it('an open intent shows the form and says nothing else', async () => {
    const { frame, calls } = frameWhoseProviderSays(json(200, { id: 'int_1', status: 'REQUIRES_PAYMENT_METHOD', amount: 12, currency: 'USD' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    // The check's answer was read (its promise settled) before asserting nothing followed it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('textbox', { name: 'Card number' })).toBeTruthy();
    expect(names(frame.events)).toEqual(['onReady']);
  });
});
