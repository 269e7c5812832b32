// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInFrame } from './testing';
import { usePaymentRequest } from './context';

/** A body showing the frame's payment request as it reads it. */
function Reader() {
  return <pre data-testid="request">{JSON.stringify(usePaymentRequest())}</pre>;
}
const shown = () => JSON.parse(screen.getByTestId('request').textContent ?? '{}') as Record<string, unknown>;

describe('the payment-request state (spec §3), one per frame', () => {
  afterEach(cleanup);

  it('holds the kind as componentName, mode payment by default, the options’ secret and currency, the pinned origin', () => {
    // A referrer naming another page is never the origin: the handshake's pinned one is.
    Object.defineProperty(document, 'referrer', { value: 'https://elsewhere.example/page', configurable: true });
    renderInFrame(Reader, { client: null, kind: 'dropin', options: { client_secret: 'cs_1', currency: 'EUR' } });
    expect(shown()).toEqual({
      initialized: true,
      client_secret: 'cs_1',
      currency: 'EUR',
      componentName: 'dropin',
      mode: 'payment',
      origin: 'http://merchant.test',
      disablePay: false,
    });
    cleanup();
    renderInFrame(Reader, { client: null, kind: 'card', clientSecret: 'cs_plain', options: { mode: 'recurring' } });
    expect(shown()).toMatchObject({ componentName: 'card', mode: 'recurring', client_secret: 'cs_plain', currency: null });
  });

  it('takes the secret update() swapped in with its intent', async () => {
    const { call } = renderInFrame(Reader, {
      client: null,
      options: { client_secret: 'cs_1' },
      retarget: (intentId) => ({ api: null, intentId, checkSecret: null }),
    });
    await act(async () => {
      await call('update', { action: 'options', intent_id: 'int_2', client_secret: 'cs_2' });
    });
    expect(shown()).toMatchObject({ client_secret: 'cs_2' });
  });
});
