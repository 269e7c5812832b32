// @vitest-environment jsdom
/**
 * The drop-in keeps what spec §3 models where the model is: the Pay button's lock in the
 * payment request (`disablePay`), the currency switcher's quote and the payment error in
 * the frame's session, so another body of the frame reads the same, and a new active
 * method clears the error (spec §4).
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../platform/api/client';
import { NO_PAGE_LIFECYCLE } from '../../platform/api/page-lifecycle';
import { byPath, fakeFetch, json } from '../../platform/api/testing';
import { renderInFrame } from '../../host/testing';
import { usePaymentRequest } from '../../host';
import { useSessionState, useSessionStore } from '../../payment';
import DropinElement from './DropinElement';
import { Button } from '../../ui/Button';

const CARD = { name: 'card', flows: ['inline'], active: true, card_schemes: [{ name: 'visa' }, { name: 'amex' }] };
const KONBINI = { name: 'konbini', flows: ['instructions'], active: true };
const INTENT = { id: 'int_1', status: 'REQUIRES_PAYMENT_METHOD', amount: 10, currency: 'USD' };
const QUOTE = {
  id: 'quote_1',
  payment_currency: 'USD',
  target_currency: 'GBP',
  rate: 0.79,
  target_amount: 7.9,
  created_at: new Date().toISOString(),
  expires_at: new Date(Date.now() + 300_000).toISOString(),
};
const DECLINED = { code: 'issuer_declined', message: 'Your bank declined this payment.', details: {}, audience: 'customer' } as const;

/** Another part of the frame: what it reads of the model, and a way to write the session's error. */
function Probe() {
  const { error, quote, brands } = useSessionState();
  const { disablePay } = usePaymentRequest();
  const session = useSessionStore();
  return (
    <>
      <p data-testid="model">{`error:${error?.code ?? 'none'} quote:${quote?.quote.id ?? 'none'} disablePay:${disablePay} brands:${brands?.join(',') ?? 'all'}`}</p>
      <Button variant="secondary" onClick={() => session.set({ error: DECLINED })}>
        fail
      </Button>
    </>
  );
}

const Frame = () => (
  <>
    <DropinElement />
    <Probe />
  </>
);

function setup() {
  const fetch = byPath(
    {
      '/config/payment_method_types': fakeFetch(json(200, { items: [CARD, KONBINI] })),
      '/quotes/create': fakeFetch(json(201, QUOTE)),
    },
    fakeFetch(json(200, INTENT)),
  );
  const client = createApiClient({ base: '', clientSecret: 'cs', trackerId: 't', fetch, lifecycle: NO_PAGE_LIFECYCLE });
  return renderInFrame(Frame, { client, kind: 'dropin', options: { shopper_currency: 'GBP', brands: ['visa', 'mastercard'] } });
}

const model = () => screen.getByTestId('model').textContent;

describe("the drop-in's payment request and session (spec §3)", () => {
  afterEach(cleanup);

  it("holds the currency switcher's quote in the session", async () => {
    setup();
    await screen.findByRole('radio', { name: 'Pay in GBP instead: £7.90' }, { timeout: 5000 });
    expect(model()).toContain('quote:quote_1');
  });

  it("holds the card's supported brands in the session: the merchant's within the provider's schemes", async () => {
    setup();
    await screen.findByRole('textbox', { name: /card number/i }, { timeout: 5000 });
    expect(model()).toMatch(/ brands:visa$/);
  });

  it("locks Pay through the payment request's disablePay until the confirm has run", async () => {
    const { call } = setup();
    const pay = await screen.findByRole('button', { name: 'Pay $10.00' }, { timeout: 5000 });
    await screen.findByRole('textbox', { name: /card number/i });
    expect(model()).toContain('disablePay:false');
    fireEvent.click(pay);
    expect(model()).toContain('disablePay:true');
    expect(pay.getAttribute('aria-disabled')).toBe('true');
    await act(async () => {
      await expect(call('confirm', {})).rejects.toMatchObject({ code: 'validation_error' });
    });
    await waitFor(() => expect(model()).toContain('disablePay:false'));
  });

  it("shows the session's payment error in the open body; a new active method clears it (spec §4)", async () => {
    setup();
    await screen.findByRole('textbox', { name: /card number/i }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(await screen.findByText(DECLINED.message)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Konbini/ }));
    expect(model()).toContain('error:none');
    fireEvent.click(screen.getByRole('button', { name: /^Card/ }));
    await screen.findByRole('textbox', { name: /card number/i });
    expect(screen.queryByText(DECLINED.message)).toBeNull();
  });
});
