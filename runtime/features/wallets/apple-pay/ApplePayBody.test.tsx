// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/api/testing';
import { loadConfirmPayment } from '../../../payment/load-confirm-payment';
import { renderInFrame } from '../../../host/testing';
import { DECLINED, INSUFFICIENT, INTENT, PAID, provider, settle } from '../common/testing';
import ApplePayBody from './ApplePayBody';

const logged: unknown[][] = [];
vi.mock('../../../platform/telemetry', () => ({ logEvent: (...args: unknown[]) => void logged.push(args) }));

/** Safari's ApplePaySession as a recorder: the test plays Safari's side. */
class FakeSession {
  static STATUS_SUCCESS = 0;
  static STATUS_FAILURE = 1;
  static canPay = true;
  static sessions: FakeSession[] = [];
  static canMakePayments = () => FakeSession.canPay;
  static supportsVersion = (version: number) => version <= 14;
  onvalidatemerchant: ((e: { validationURL: string }) => void) | null = null;
  onshippingcontactselected: ((e: { shippingContact: object }) => void) | null = null;
  onpaymentauthorized: ((e: { payment: { token: { paymentData: unknown }; shippingContact?: object } }) => void) | null = null;
  oncancel: ((e: unknown) => void) | null = null;
  began = false;
  aborted = false;
  merchantSession: unknown = null;
  shippingUpdates: Array<{ newTotal: { label: string; amount: string }; errors?: unknown[] }> = [];
  completed: number[] = [];
  constructor(
    readonly version: number,
    readonly request: Record<string, unknown>,
  ) {
    FakeSession.sessions.push(this);
  }
  begin() {
    this.began = true;
  }
  abort() {
    this.aborted = true;
  }
  completeMerchantValidation(session: unknown) {
    this.merchantSession = session;
  }
  completeShippingContactSelection(update: FakeSession['shippingUpdates'][number]) {
    this.shippingUpdates.push(update);
  }
  completePayment(result: { status: number }) {
    this.completed.push(result.status);
  }
}

const VALIDATION_URL = 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession';
const MERCHANT_SESSION = { merchantSessionIdentifier: 'SSH1', signature: 's', domainName: 'localhost' };
const SHIPPING = { countryCode: 'gb', postalCode: 'EC1A 1BB', locality: 'London', administrativeArea: '' };

// The confirm chunk loads once, as in a frame after its first paint: each test's settle() then covers a payment.
beforeAll(() => loadConfirmPayment());

beforeEach(() => {
  FakeSession.sessions = [];
  FakeSession.canPay = true;
  logged.length = 0;
  vi.stubGlobal('ApplePaySession', FakeSession);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const button = () => screen.getByRole('button', { name: 'Apple Pay' });
const session = () => FakeSession.sessions.at(-1)!;
const popupEvents = (events: Array<[string, unknown]>) => events.filter(([event]) => event.startsWith('onPopup'));
const errorsOf = (events: Array<[string, unknown]>) => events.filter(([event]) => event === 'onError').map(([, error]) => error);

/** Safari's side of a sheet up to the token: validation, then the shopper authorises. */
async function authorize(token = 'tok_visa', shippingContact?: object) {
  act(() => session().onvalidatemerchant!({ validationURL: VALIDATION_URL }));
  await settle();
  act(() => session().onpaymentauthorized!({ payment: { token: { paymentData: { test_token: token } }, ...(shippingContact ? { shippingContact } : {}) } }));
  await settle();
}

describe('Apple Pay button, paying an intent', () => {
  function setup(...confirmReplies: ReturnType<typeof json>[]) {
    const api = provider({
      'GET /api/v1/pa/payment_intents/int_1': [json(200, INTENT)],
      'POST /pa/wallet_verification': [json(200, MERCHANT_SESSION)],
      'POST /api/v1/pa/payment_intents/int_1/confirm': confirmReplies,
    });
    const frame = renderInFrame(ApplePayBody, { client: api.client, kind: 'apple-pay', options: { origin: 'http://merchant.test' } });
    return { api, ...frame };
  }

  it("shows Apple's button for the intent's total, validates the merchant with the client secret, pays with the token", async () => {
    const { api, events } = setup(json(200, PAID));
    await settle();
    fireEvent.click(button());
    expect(session().version).toBe(3);
    expect(session().request).toMatchObject({
      countryCode: 'US',
      currencyCode: 'USD',
      merchantCapabilities: ['supports3DS'],
      total: { label: 'merchant.test', amount: '25.00' },
    });
    expect(session().request.requiredShippingContactFields).toBeUndefined();
    expect(session().began).toBe(true);
    await authorize();
    const [validation] = api.to('POST /pa/wallet_verification');
    expect(validation!.body).toEqual({ validation_url: VALIDATION_URL, initiative_context: 'localhost' });
    expect(api.header(validation!, 'client-secret')).toBe('cs_frame');
    expect(session().merchantSession).toEqual(MERCHANT_SESSION);
    expect(api.to('/confirm')[0]!.body).toMatchObject({ payment_method: { type: 'applepay', applepay: { token: { test_token: 'tok_visa' } } } });
    expect(session().completed).toEqual([FakeSession.STATUS_SUCCESS]);
    expect(events).toContainEqual(['onSuccess', { intent: { id: 'int_1', status: 'SUCCEEDED', amount: 25, currency: 'USD' } }]);
    expect(popupEvents(events)).toEqual([
      ['onPopupOpened', { popup: 'apple_pay' }],
      ['onPopupClosed', { popup: 'apple_pay' }],
    ]);
    expect(screen.getByRole('status').textContent).toBe('Payment complete.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('on a decline fails the sheet, shows why, and pays on a second try', async () => {
    const { events } = setup(DECLINED, json(200, PAID));
    await settle();
    fireEvent.click(button());
    await authorize('tok_insufficient_funds');
    expect(session().completed).toEqual([FakeSession.STATUS_FAILURE]);
    expect(screen.getByRole('alert').textContent).toBe(INSUFFICIENT);
    expect(errorsOf(events)).toEqual([expect.objectContaining({ code: 'issuer_declined', original_code: '51', audience: 'customer' })]);
    fireEvent.click(button());
    // A new sheet: the old message goes.
    expect(screen.getByRole('alert').textContent).toBe('');
    await authorize('tok_visa');
    expect(session().completed).toEqual([FakeSession.STATUS_SUCCESS]);
  });

  it('the shopper closing the sheet is a cancel', async () => {
    const { events, api } = setup(json(200, PAID));
    await settle();
    fireEvent.click(button());
    expect(popupEvents(events)).toEqual([['onPopupOpened', { popup: 'apple_pay' }]]);
    act(() => session().oncancel!({}));
    expect(events).toContainEqual(['onCancel', {}]);
    // Spec §4: the sheet's life, then the flow's end.
    const ending = events.filter(([event]) => ['onPopupOpened', 'onPopupClosed', 'onCancel', 'onComplete'].includes(event));
    expect(ending).toEqual([
      ['onPopupOpened', { popup: 'apple_pay' }],
      ['onPopupClosed', { popup: 'apple_pay' }],
      ['onCancel', {}],
      ['onComplete', { outcome: 'cancel' }],
    ]);
    expect(api.to('/confirm')).toHaveLength(0);
    expect(button()).toBeTruthy();
  });

  it('a failed merchant validation aborts the session and says so to the merchant', async () => {
    const api = provider({
      'GET /api/v1/pa/payment_intents/int_1': [json(200, INTENT)],
      'POST /pa/wallet_verification': [
        json(400, { code: 'validation_error', message: 'no', details: { field: 'initiative_context', reason: 'invalid_domain' } }),
      ],
    });
    const { events } = renderInFrame(ApplePayBody, { client: api.client, kind: 'apple-pay', options: { origin: 'http://merchant.test' } });
    await settle();
    fireEvent.click(button());
    act(() => session().onvalidatemerchant!({ validationURL: VALIDATION_URL }));
    await settle();
    expect(session().aborted).toBe(true);
    expect(errorsOf(events)).toEqual([expect.objectContaining({ code: 'wallet_validation_failed', audience: 'merchant' })]);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
    expect(logged).toContainEqual(['onApplePayLoadError', 'warn', expect.objectContaining({ step: 'merchant_validation' })]);
  });

  it("answers a parent confirm() with validation_error: only the shopper's click opens the sheet", async () => {
    const { call } = setup(json(200, PAID));
    await settle();
    await act(async () => {
      await expect(call('confirm', {})).rejects.toMatchObject({ code: 'validation_error', details: { fields: ['wallet_button'] } });
    });
  });
});

describe('Apple Pay not here', () => {
  it.each([
    ['no ApplePaySession', () => vi.stubGlobal('ApplePaySession', undefined), 'not_supported'],
    ['canMakePayments() false', () => (FakeSession.canPay = false), 'cannot_make_payments'],
  ])('%s: no button, a wallet_unavailable error event, logged onApplePayNotSupported', async (_case, arrange, reason) => {
    arrange();
    const api = provider({ 'GET /api/v1/pa/payment_intents/int_1': [json(200, INTENT)] });
    const { events } = renderInFrame(ApplePayBody, { client: api.client, kind: 'apple-pay' });
    await settle();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(errorsOf(events)).toEqual([
      {
        code: 'wallet_unavailable',
        audience: 'merchant',
        details: { wallet: 'applepay', reason },
        message: "Apple Pay isn't available in this browser or on this device. Please choose another way to pay.",
      },
    ]);
    expect(logged).toContainEqual(['onApplePayNotSupported', 'warn', { reason }]);
  });

  it('without intent or amount and currency: a merchant error at mount, nothing shown', async () => {
    const { events } = renderInFrame(ApplePayBody, { client: null, intentId: null, kind: 'apple-pay', options: { currency: 'USD' } });
    await settle();
    expect(screen.queryByRole('button')).toBeNull();
    expect(errorsOf(events)).toEqual([
      expect.objectContaining({ code: 'wallet_options_missing', audience: 'merchant', details: { missing: ['intent_id', 'client_secret', 'amount'] } }),
    ]);
  });
});

describe('Apple Pay express checkout (no intent yet)', () => {
  function setup(routes: Parameters<typeof provider>[0] = {}) {
    const api = provider({
      'POST /pa/wallet_verification': [json(200, MERCHANT_SESSION)],
      'GET /api/v1/pa/payment_intents/int_x': [json(200, { ...INTENT, id: 'int_x', amount: 32 })],
      'POST /api/v1/pa/payment_intents/int_x/confirm': [json(200, { ...PAID, id: 'int_x', amount: 32 })],
      ...routes,
    });
    vi.stubGlobal('fetch', api.fetch);
    const frame = renderInFrame(ApplePayBody, {
      client: null,
      intentId: null,
      kind: 'apple-pay',
      options: { amount: 25, currency: 'USD', country_code: 'GB', origin: 'http://merchant.test' },
    });
    return { api, ...frame };
  }

  it('asks for the shipping address, relays its new total, then pays the intent the merchant answers', async () => {
    const { api, events, call } = setup();
    await settle();
    fireEvent.click(button());
    expect(session().request).toMatchObject({ countryCode: 'GB', total: { amount: '25.00' }, requiredShippingContactFields: ['postalAddress'] });
    act(() => session().onvalidatemerchant!({ validationURL: VALIDATION_URL }));
    await settle();
    // No client secret yet: validated without credentials.
    const [validation] = api.to('POST /pa/wallet_verification');
    expect(api.header(validation!, 'client-secret')).toBeNull();
    act(() => session().onshippingcontactselected!({ shippingContact: SHIPPING }));
    expect(events).toContainEqual([
      'onShippingChange',
      { wallet: 'applepay', shipping_address: { country_code: 'GB', postal_code: 'EC1A 1BB', city: 'London', state: '' } },
    ]);
    await act(async () => {
      await call('onApplePaySessionUpdate', { amount: 32 });
    });
    await settle();
    expect(session().shippingUpdates).toEqual([{ newTotal: { label: 'merchant.test', amount: '32.00' } }]);

    act(() => session().onpaymentauthorized!({ payment: { token: { paymentData: { test_token: 'tok_visa' } }, shippingContact: SHIPPING } }));
    await settle();
    expect(events).toContainEqual(['onPaymentAuthorized', { wallet: 'applepay', shipping_address: expect.objectContaining({ country_code: 'GB' }) }]);
    await act(async () => {
      await expect(call('onpaymentauthorized', { intent_id: 'int_x', client_secret: 'cs_x' })).resolves.toEqual({ accepted: true });
    });
    await settle();
    const [confirm] = api.to('/int_x/confirm');
    expect(api.header(confirm!, 'client-secret')).toBe('cs_x');
    expect(session().completed).toEqual([FakeSession.STATUS_SUCCESS]);
    expect(events).toContainEqual(['onSuccess', { intent: { id: 'int_x', status: 'SUCCEEDED', amount: 32, currency: 'USD' } }]);
  });

  it("shows a shipping handler's error in the sheet and keeps the total", async () => {
    const { call } = setup();
    await settle();
    fireEvent.click(button());
    act(() => session().onshippingcontactselected!({ shippingContact: SHIPPING }));
    await act(async () => {
      await call('onApplePaySessionUpdate', { error: 'We do not ship to the UK.' });
    });
    await settle();
    expect(session().shippingUpdates).toEqual([
      {
        newTotal: { label: 'merchant.test', amount: '25.00' },
        errors: [{ code: 'shippingContactInvalid', contactField: 'postalAddress', message: 'We do not ship to the UK.' }],
      },
    ]);
  });

  it('a handler that answers nothing: the sheet fails, the merchant gets express_intent_missing, nothing is charged', async () => {
    const { api, events, call } = setup();
    await settle();
    fireEvent.click(button());
    await authorize();
    await act(async () => {
      await call('onpaymentauthorized', undefined);
    });
    await settle();
    expect(session().completed).toEqual([FakeSession.STATUS_FAILURE]);
    expect(errorsOf(events)).toEqual([expect.objectContaining({ code: 'express_intent_missing', audience: 'merchant', details: { reason: 'no_intent' } })]);
    expect((errorsOf(events)[0] as { message: string }).message).toMatch(/paymentAuthorized must return \{ intent_id, client_secret \}/);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
    expect(api.to('/confirm')).toHaveLength(0);
  });

  it('gives the handler 30 s', async () => {
    const { events } = setup();
    await settle();
    fireEvent.click(button());
    act(() => session().onvalidatemerchant!({ validationURL: VALIDATION_URL }));
    await settle();
    vi.useFakeTimers();
    act(() => session().onpaymentauthorized!({ payment: { token: { paymentData: { test_token: 'tok_visa' } } } }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(29_999);
    });
    expect(session().completed).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    vi.useRealTimers();
    await settle();
    expect(session().completed).toEqual([FakeSession.STATUS_FAILURE]);
    expect(errorsOf(events)).toEqual([expect.objectContaining({ code: 'express_intent_missing', details: { reason: 'timeout', timeout_ms: 30_000 } })]);
  });

  it('refuses an intent for another amount than the shopper approved, before any confirm', async () => {
    const { api, events, call } = setup({ 'GET /api/v1/pa/payment_intents/int_x': [json(200, { ...INTENT, id: 'int_x', amount: 99 })] });
    await settle();
    fireEvent.click(button());
    await authorize();
    await act(async () => {
      await call('onpaymentauthorized', { intent_id: 'int_x', client_secret: 'cs_x' });
    });
    await settle();
    expect(errorsOf(events)).toEqual([
      expect.objectContaining({
        code: 'express_intent_mismatch',
        details: { intent_id: 'int_x', intent: { amount: 99, currency: 'USD' }, approved: { amount: 25, currency: 'USD' } },
      }),
    ]);
    expect(api.to('/confirm')).toHaveLength(0);
    expect(session().completed).toEqual([FakeSession.STATUS_FAILURE]);
  });
});
