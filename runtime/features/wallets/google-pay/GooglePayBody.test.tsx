// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/api/testing';
import { loadConfirmPayment } from '../../../payment/load-confirm-payment';
import { renderInFrame } from '../../../host/testing';
import { ScriptLoadError } from '../../../platform/lib/load-script';
import { DECLINED, INSUFFICIENT, INTENT, PAID, provider, settle } from '../common/testing';
import type { GooglePayButtonOptions, GooglePayClientOptions, IntermediatePaymentData } from './google-pay-api';
import GooglePayBody from './GooglePayBody';

const logged: unknown[][] = [];
vi.mock('../../../platform/telemetry', () => ({ logEvent: (...args: unknown[]) => void logged.push(args) }));
const scripts: string[] = [];
let scriptFails: ScriptLoadError | null = null;
vi.mock('../../../platform/lib/load-script', async (original) => ({
  ...(await original<typeof import('../../../platform/lib/load-script')>()),
  // The script "loads" at once: the test has put its PaymentsClient on the window.
  loadScript: async (url: string) => {
    scripts.push(url);
    if (scriptFails) throw scriptFails;
  },
}));

/** google.payments.api as a recorder: the test plays Google's side. */
class FakeClient {
  static made: FakeClient[] = [];
  static ready = true;
  buttons: GooglePayButtonOptions[] = [];
  requests: Array<Record<string, unknown>> = [];
  answer!: { resolve: (data: unknown) => void; reject: (error: unknown) => void };
  constructor(readonly options: GooglePayClientOptions) {
    FakeClient.made.push(this);
  }
  async isReadyToPay() {
    return { result: FakeClient.ready };
  }
  createButton(options: GooglePayButtonOptions) {
    this.buttons.push(options);
    const button = document.createElement('button');
    button.setAttribute('aria-label', 'Google Pay');
    button.addEventListener('click', options.onClick);
    return button;
  }
  loadPaymentData(request: Record<string, unknown>) {
    this.requests.push(request);
    return new Promise((resolve, reject) => (this.answer = { resolve, reject }));
  }
}

const paymentData = (token: string, shippingAddress?: object) => ({
  apiVersion: 2,
  paymentMethodData: { type: 'CARD', tokenizationData: { type: 'PAYMENT_GATEWAY', token } },
  ...(shippingAddress ? { shippingAddress } : {}),
});

// The confirm chunk loads once, as in a frame after its first paint: each test's settle() then covers a payment.
beforeAll(() => loadConfirmPayment());

beforeEach(() => {
  FakeClient.made = [];
  FakeClient.ready = true;
  scripts.length = 0;
  scriptFails = null;
  logged.length = 0;
  vi.stubGlobal('google', { payments: { api: { PaymentsClient: FakeClient } } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const client = () => FakeClient.made.at(-1)!;
const button = () => screen.getByRole('button', { name: 'Google Pay' });
const errorsOf = (events: Array<[string, unknown]>) => events.filter(([event]) => event === 'onError').map(([, error]) => error);

describe('Google Pay button, paying an intent', () => {
  function setup(...confirmReplies: ReturnType<typeof json>[]) {
    const api = provider({ 'GET /api/v1/pa/payment_intents/int_1': [json(200, INTENT)], 'POST /api/v1/pa/payment_intents/int_1/confirm': confirmReplies });
    return { api, ...renderInFrame(GooglePayBody, { client: api.client, kind: 'google-pay', options: { origin: 'http://merchant.test' } }) };
  }

  it("loads the environment's script, draws Google's button and pays with the token it gives", async () => {
    const { api, events } = setup(json(200, PAID));
    await settle();
    expect(scripts).toEqual(['http://localhost:3000/simulator/google-pay/pay.js']);
    expect(client().options).toEqual({ environment: 'TEST' });
    expect(client().buttons[0]).toMatchObject({ buttonType: 'pay', buttonSizeMode: 'fill', buttonColor: 'black', buttonLocale: 'en' });
    fireEvent.click(button());
    expect(client().requests[0]).toMatchObject({
      apiVersion: 2,
      apiVersionMinor: 0,
      merchantInfo: { merchantName: 'merchant.test' },
      transactionInfo: { totalPriceStatus: 'FINAL', totalPrice: '25.00', currencyCode: 'USD', countryCode: 'US' },
      allowedPaymentMethods: [
        expect.objectContaining({
          type: 'CARD',
          tokenizationSpecification: { type: 'PAYMENT_GATEWAY', parameters: { gateway: 'portico', gatewayMerchantId: 'merchant.test' } },
        }),
      ],
    });
    expect(client().requests[0]!.shippingAddressRequired).toBeUndefined();
    act(() => client().answer.resolve(paymentData(JSON.stringify({ test_token: 'tok_visa' }))));
    await settle();
    expect(api.to('/confirm')[0]!.body).toMatchObject({ payment_method: { type: 'googlepay', googlepay: { token: { test_token: 'tok_visa' } } } });
    expect(events).toContainEqual(['onSuccess', { intent: expect.objectContaining({ status: 'SUCCEEDED' }) }]);
    expect(events.filter(([event]) => event.startsWith('onPopup'))).toEqual([
      ['onPopupOpened', { popup: 'google_pay' }],
      ['onPopupClosed', { popup: 'google_pay' }],
    ]);
    expect(screen.getByRole('status').textContent).toBe('Payment complete.');
  });

  it('on a decline shows why and keeps the button for another try', async () => {
    const { events } = setup(DECLINED);
    await settle();
    fireEvent.click(button());
    act(() => client().answer.resolve(paymentData(JSON.stringify({ test_token: 'tok_insufficient_funds' }))));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(INSUFFICIENT);
    expect(errorsOf(events)).toEqual([expect.objectContaining({ code: 'issuer_declined', original_code: '51' })]);
    expect(button()).toBeTruthy();
  });

  it('a token that is not JSON: logged onReceiveGooglePayInvalidToken, the shopper told, nothing sent', async () => {
    const { api, events } = setup(json(200, PAID));
    await settle();
    fireEvent.click(button());
    act(() => client().answer.resolve(paymentData('{"test_token":')));
    await settle();
    expect(logged).toContainEqual(['onReceiveGooglePayInvalidToken', 'warn', { reason: 'not_json' }]);
    const told = "Google Pay couldn't share this card. Please try again or choose another card.";
    expect(screen.getByRole('alert').textContent).toBe(told);
    expect(errorsOf(events)).toEqual([
      { code: 'wallet_token_invalid', audience: 'customer', details: { wallet: 'googlepay', reason: 'not_json' }, message: told },
    ]);
    expect(api.to('/confirm')).toHaveLength(0);
  });

  it('the shopper closing the sheet is a cancel', async () => {
    const { events, api } = setup(json(200, PAID));
    await settle();
    fireEvent.click(button());
    expect(events.filter(([event]) => event.startsWith('onPopup'))).toEqual([['onPopupOpened', { popup: 'google_pay' }]]);
    act(() => client().answer.reject({ statusCode: 'CANCELED', statusMessage: 'closed' }));
    await settle();
    expect(events).toContainEqual(['onCancel', {}]);
    // Spec §4: the sheet's life, then the flow's end.
    const ending = events.filter(([event]) => ['onPopupOpened', 'onPopupClosed', 'onCancel', 'onComplete'].includes(event));
    expect(ending).toEqual([
      ['onPopupOpened', { popup: 'google_pay' }],
      ['onPopupClosed', { popup: 'google_pay' }],
      ['onCancel', {}],
      ['onComplete', { outcome: 'cancel' }],
    ]);
    expect(errorsOf(events)).toEqual([]);
    expect(api.to('/confirm')).toHaveLength(0);
  });

  it("Google's button follows the appearance's dark mode", async () => {
    const api = provider({ 'GET /api/v1/pa/payment_intents/int_1': [json(200, INTENT)] });
    renderInFrame(GooglePayBody, { client: api.client, kind: 'google-pay', options: { appearance: { mode: 'dark' } } });
    await settle();
    expect(client().buttons[0]!.buttonColor).toBe('white');
  });
});

describe('Google Pay not here', () => {
  it.each([
    ['isReadyToPay answers false', () => (FakeClient.ready = false), 'not_ready_to_pay'],
    ['the script does not load in 120 s', () => (scriptFails = new ScriptLoadError('u', 'timeout')), 'script_timeout'],
    ['the script fails to load', () => (scriptFails = new ScriptLoadError('u', 'error')), 'script_error'],
    ['the script defines no PaymentsClient', () => vi.stubGlobal('google', undefined), 'api_missing'],
  ])('%s: no button, a wallet_unavailable error event', async (_case, arrange, reason) => {
    arrange();
    const api = provider({ 'GET /api/v1/pa/payment_intents/int_1': [json(200, INTENT)] });
    const { events } = renderInFrame(GooglePayBody, { client: api.client, kind: 'google-pay' });
    await settle();
    expect(screen.queryByRole('button')).toBeNull();
    expect(errorsOf(events)).toEqual([expect.objectContaining({ code: 'wallet_unavailable', audience: 'merchant', details: { wallet: 'googlepay', reason } })]);
  });
});

describe('Google Pay express checkout (no intent yet)', () => {
  it('prices each shipping address through shippingChange, then pays the intent the merchant answers', async () => {
    const api = provider({
      'GET /api/v1/pa/payment_intents/int_x': [json(200, { ...INTENT, id: 'int_x', amount: 32 })],
      'POST /api/v1/pa/payment_intents/int_x/confirm': [json(200, { ...PAID, id: 'int_x', amount: 32 })],
    });
    vi.stubGlobal('fetch', api.fetch);
    const { events, call } = renderInFrame(GooglePayBody, {
      client: null,
      intentId: null,
      kind: 'google-pay',
      options: { amount: 25, currency: 'USD', origin: 'http://merchant.test' },
    });
    await settle();
    const onPaymentDataChanged = client().options.paymentDataCallbacks!.onPaymentDataChanged;
    fireEvent.click(button());
    expect(client().requests[0]).toMatchObject({
      shippingAddressRequired: true,
      callbackIntents: ['SHIPPING_ADDRESS'],
      transactionInfo: { totalPrice: '25.00' },
    });

    const address = { countryCode: 'GB', postalCode: 'EC1A 1BB', locality: 'London', administrativeArea: '' };
    let update: unknown;
    const changed = onPaymentDataChanged({ callbackTrigger: 'SHIPPING_ADDRESS', shippingAddress: address } satisfies IntermediatePaymentData).then(
      (u) => (update = u),
    );
    await settle();
    expect(events).toContainEqual([
      'onShippingChange',
      { wallet: 'googlepay', shipping_address: { country_code: 'GB', postal_code: 'EC1A 1BB', city: 'London', state: '' } },
    ]);
    await act(async () => {
      await call('onApplePaySessionUpdate', { amount: 32 });
      await changed;
    });
    expect(update).toEqual({ newTransactionInfo: { totalPriceStatus: 'FINAL', totalPrice: '32.00', currencyCode: 'USD', countryCode: 'US' } });

    act(() => client().answer.resolve(paymentData(JSON.stringify({ test_token: 'tok_visa' }), { ...address, address1: '1 Test Street' })));
    await settle();
    expect(events).toContainEqual(['onPaymentAuthorized', { wallet: 'googlepay', shipping_address: expect.objectContaining({ country_code: 'GB' }) }]);
    await act(async () => {
      await call('onpaymentauthorized', { intent_id: 'int_x', client_secret: 'cs_x' });
    });
    await settle();
    expect(api.to('/int_x/confirm')[0]!.body).toMatchObject({ payment_method: { type: 'googlepay', googlepay: { token: { test_token: 'tok_visa' } } } });
    expect(events).toContainEqual(['onSuccess', { intent: expect.objectContaining({ id: 'int_x', amount: 32 }) }]);
  });

  it('refuses an express intent whose account did not register the page: origin_not_registered, nothing confirmed', async () => {
    const claims = btoa(JSON.stringify({ account_id: 'acct_1', intent_id: 'int_x' })).replace(/=+$/, '');
    const api = provider({
      'GET /api/v1/checkout/origins': [json(200, { origins: ['https://shop.example'] })],
      'GET /api/v1/pa/payment_intents/int_x': [json(200, { ...INTENT, id: 'int_x', amount: 25 })],
    });
    vi.stubGlobal('fetch', api.fetch);
    const { events, call } = renderInFrame(GooglePayBody, {
      client: null,
      intentId: null,
      kind: 'google-pay',
      options: { amount: 25, currency: 'USD', shipping: 'none', origin: 'http://merchant.test' },
    });
    await settle();
    fireEvent.click(button());
    act(() => client().answer.resolve(paymentData(JSON.stringify({ test_token: 'tok_visa' }))));
    await settle();
    await act(async () => {
      await call('onpaymentauthorized', { intent_id: 'int_x', client_secret: `eyJhbGciOiJIUzI1NiJ9.${claims}.c2ln` });
    });
    await settle();
    expect(errorsOf(events)).toEqual([
      expect.objectContaining({
        code: 'origin_not_registered',
        message: expect.stringContaining('http://merchant.test') as unknown,
        details: { origin: 'http://merchant.test', account_id: 'acct_1' },
      }),
    ]);
    expect(api.to('/int_x/confirm')).toEqual([]);
  });

  it('says in the sheet why the merchant cannot ship to an address', async () => {
    vi.stubGlobal('fetch', provider({}).fetch);
    const { call } = renderInFrame(GooglePayBody, { client: null, intentId: null, kind: 'google-pay', options: { amount: 25, currency: 'USD' } });
    await settle();
    const changed = client().options.paymentDataCallbacks!.onPaymentDataChanged({ callbackTrigger: 'INITIALIZE', shippingAddress: { countryCode: 'JP' } });
    await settle();
    await act(async () => {
      await call('onApplePaySessionUpdate', { error: 'No delivery to Japan.' });
    });
    await expect(changed).resolves.toEqual({
      error: { reason: 'SHIPPING_ADDRESS_UNSERVICEABLE', message: 'No delivery to Japan.', intent: 'SHIPPING_ADDRESS' },
    });
  });
});
