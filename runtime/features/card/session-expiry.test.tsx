// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../platform/api/client';
import { NO_PAGE_LIFECYCLE } from '../../platform/api/page-lifecycle';
import { byPath, fakeFetch, json } from '../../platform/api/testing';
import { renderInFrame } from '../../host/testing';
import { useSessionStore } from '../../payment';
import CardElement from './CardElement';

const EXPIRED = /^This payment session has expired\. Your details are still here/;
const PAID = { id: 'int_1', status: 'SUCCEEDED', amount: 25, currency: 'USD' };
const DECLINED = { code: 'issuer_declined', message: 'Your bank declined this payment.', details: {}, audience: 'customer' } as const;

/** Another part of the frame that writes the session's error in the commit that mounts the card, before the card's effects run. */
function DeclineOnMount() {
  const session = useSessionStore();
  useLayoutEffect(() => session.set({ error: DECLINED }), [session]);
  return null;
}

function clientWith(secret: string, ...replies: Parameters<typeof fakeFetch>) {
  const api = fakeFetch(...replies);
  const fetch = byPath({ '/bin/lookup': fakeFetch(json(200, { bin: '41111111', brand: 'visa', known: true })) }, api);
  return { api, client: createApiClient({ base: '', clientSecret: secret, trackerId: 't', fetch, lifecycle: NO_PAGE_LIFECYCLE }) };
}

describe('card: a client secret that expired before Pay', () => {
  afterEach(cleanup);

  it('rejects client_secret_expired for the merchant, says so to the shopper, keeps the card; a fresh secret pays it', async () => {
    const old = clientWith('cs_old', json(401, { code: 'unauthorized', message: 'Client secret expired', details: { reason: 'expired' } }));
    const fresh = clientWith('cs_fresh', json(200, PAID));
    const renewed: string[] = [];
    const { call, events } = renderInFrame(CardElement, {
      client: old.client,
      retarget: (intentId, secret) => {
        renewed.push(`${intentId} ${secret}`);
        return { api: async () => fresh.client, intentId, checkSecret: null };
      },
    });
    const input = (name: string) => screen.getByRole('textbox', { name: new RegExp(name, 'i') }) as HTMLInputElement;
    fireEvent.change(input('card number'), { target: { value: '4111111111111111' } });
    fireEvent.change(input('expiry'), { target: { value: '1234' } });
    fireEvent.change(input('security code'), { target: { value: '123' } });

    let rejection: unknown;
    await act(async () => {
      rejection = await call('confirm', {}).catch((error: unknown) => error);
    });
    expect(rejection).toMatchObject({ code: 'client_secret_expired', audience: 'merchant', details: { intent_id: 'int_1', reason: 'expired', status: 401 } });
    expect(events).toContainEqual(['onError', expect.objectContaining({ code: 'client_secret_expired' })]);
    expect(screen.getByRole('alert').textContent).toMatch(EXPIRED);
    expect(input('card number').value).toBe('4111 1111 1111 1111');

    await act(async () => {
      await expect(call('update', { action: 'options', intent_id: 'int_1', client_secret: 'cs_fresh' })).resolves.toEqual({ updated: true });
    });
    expect(renewed).toEqual(['int_1 cs_fresh']);
    // Renewed: the message goes, the card stays, and the next confirm goes out with the fresh secret.
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(input('security code').value).toBe('123');
    await act(async () => {
      await expect(call('confirm', {})).resolves.toMatchObject({ id: 'int_1', status: 'SUCCEEDED' });
    });
    expect(old.api.calls).toHaveLength(1);
    expect(fresh.api.calls).toHaveLength(1);
  });

  it("keeps an error the frame's session got before the card's effects ran: only another intent or secret clears it", () => {
    // CI (dropin-model.test.tsx): a decline written right after the card showed was wiped by the card's mount effect.
    const { client } = clientWith('cs_1');
    renderInFrame(
      () => (
        <>
          <DeclineOnMount />
          <CardElement />
        </>
      ),
      { client },
    );
    expect(screen.getByRole('alert').textContent).toBe(DECLINED.message);
  });
});
