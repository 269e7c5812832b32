// @vitest-environment jsdom
/**
 * The wallet stand-ins as a page runs them: the served script evaluated in this jsdom
 * window, its test sheet opened in a stand-in popup (jsdom has no windows), and the
 * tester's clicks on the sheet.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeApp } from '../test-support/app';
import { walletStandIn, WALLET_STAND_IN_PATHS } from './wallet-routes';

interface Popup {
  document: Document;
  closed: boolean;
  close(): void;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- the stand-ins are untyped browser scripts, driven as a page would */
const page = window as any;
let popups: Popup[] = [];

/** The stand-in's script run in this window (after `knobs`), as its <script> tag would. */
function install(wallet: 'google-pay' | 'apple-pay', knobs?: Record<string, unknown>): void {
  popups = [];
  vi.stubGlobal('open', () => {
    const popup: Popup = { document: document.implementation.createHTMLDocument(''), closed: false, close: () => void (popup.closed = true) };
    popups.push(popup);
    return popup;
  });
  Object.assign(page, knobs);
  new Function(walletStandIn(wallet))();
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  for (const name of ['google', 'ApplePaySession', 'ApplePayError', 'PORTICO_GOOGLE_PAY_STAND_IN', 'PORTICO_APPLE_PAY_STAND_IN']) delete page[name];
});

const sheet = (): Document => popups.at(-1)!.document;
const button = (name: RegExp): HTMLButtonElement => [...sheet().querySelectorAll('button')].find((b) => name.test(b.textContent ?? ''))!;
const choose = (index: number) => {
  const select = sheet().querySelector('select')!;
  select.value = String(index);
  select.dispatchEvent(new Event('change'));
};
const gp = () => page.google.payments.api;

const CARD = {
  type: 'CARD',
  parameters: { allowedAuthMethods: ['PAN_ONLY'], allowedCardNetworks: ['VISA'] },
  tokenizationSpecification: { type: 'PAYMENT_GATEWAY', parameters: { gateway: 'portico', gatewayMerchantId: 'm' } },
};
const REQUEST = {
  apiVersion: 2,
  apiVersionMinor: 0,
  allowedPaymentMethods: [CARD],
  merchantInfo: { merchantName: 'shop.example' },
  transactionInfo: { currencyCode: 'USD', totalPriceStatus: 'FINAL', totalPrice: '25.00' },
};

describe('the served scripts', () => {
  it.each(Object.entries(WALLET_STAND_IN_PATHS))('%s is JavaScript at %s', async (_wallet, path) => {
    const res = await makeApp().request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    const script = await res.text();
    expect(() => new Function(script)).not.toThrow();
  });
});

describe('Google Pay stand-in', () => {
  it('is ready to pay unless told otherwise, and refuses a request that is not version 2.0', async () => {
    install('google-pay');
    const client = new (gp().PaymentsClient)({ environment: 'TEST' });
    await expect(client.isReadyToPay({ apiVersion: 2, apiVersionMinor: 0, allowedPaymentMethods: [CARD] })).resolves.toEqual({ result: true });
    await expect(client.isReadyToPay({ apiVersion: 1, allowedPaymentMethods: [CARD] })).rejects.toMatchObject({ statusCode: 'DEVELOPER_ERROR' });
    install('google-pay', { PORTICO_GOOGLE_PAY_STAND_IN: { ready: false } });
    const unready = new (gp().PaymentsClient)({ environment: 'TEST' });
    await expect(unready.isReadyToPay({ apiVersion: 2, apiVersionMinor: 0, allowedPaymentMethods: [CARD] })).resolves.toEqual({ result: false });
  });

  it('makes a button that calls onClick', () => {
    install('google-pay');
    const onClick = vi.fn();
    const node = new (gp().PaymentsClient)({ environment: 'TEST' }).createButton({ onClick, buttonType: 'pay', buttonSizeMode: 'fill', buttonLocale: 'de' });
    const inner = node.querySelector('button');
    expect(inner.getAttribute('aria-label')).toBe('Google Pay');
    expect(inner.textContent).toContain('Bezahlen mit');
    inner.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('answers the picked test token as the JSON string of { test_token }, or a malformed one', async () => {
    install('google-pay');
    const client = new (gp().PaymentsClient)({ environment: 'TEST' });
    const paid = client.loadPaymentData(REQUEST);
    expect(sheet().body.textContent).toContain('25.00 USD');
    button(/tok_mastercard/).click();
    const data = await paid;
    expect(JSON.parse(data.paymentMethodData.tokenizationData.token)).toEqual({ test_token: 'tok_mastercard' });
    await vi.waitFor(() => expect(popups[0]!.closed).toBe(true));

    const malformed = client.loadPaymentData(REQUEST);
    button(/Malformed/).click();
    const token = (await malformed).paymentMethodData.tokenizationData.token;
    expect(() => JSON.parse(token)).toThrow();
  });

  it('cancels from the sheet or when the window is closed', async () => {
    vi.useFakeTimers();
    install('google-pay');
    const client = new (gp().PaymentsClient)({ environment: 'TEST' });
    const first = client.loadPaymentData(REQUEST);
    button(/^Cancel$/).click();
    await expect(first).rejects.toMatchObject({ statusCode: 'CANCELED' });
    const second = client.loadPaymentData(REQUEST);
    const rejected = expect(second).rejects.toMatchObject({ statusCode: 'CANCELED' });
    popups[1]!.closed = true;
    await vi.advanceTimersByTimeAsync(300);
    await rejected;
  });

  it('asks onPaymentDataChanged for the total of another shipping address', async () => {
    install('google-pay');
    const onPaymentDataChanged = vi.fn(async ({ shippingAddress }: { shippingAddress: { countryCode: string } }) =>
      shippingAddress.countryCode === 'GB'
        ? { newTransactionInfo: { currencyCode: 'USD', totalPriceStatus: 'FINAL', totalPrice: '32.00' } }
        : { error: { reason: 'SHIPPING_ADDRESS_UNSERVICEABLE', message: 'We do not ship there.', intent: 'SHIPPING_ADDRESS' } },
    );
    const client = new (gp().PaymentsClient)({ environment: 'TEST', paymentDataCallbacks: { onPaymentDataChanged } });
    const paid = client.loadPaymentData({ ...REQUEST, shippingAddressRequired: true, callbackIntents: ['SHIPPING_ADDRESS'] });
    // As Google's sheet, the default address is priced first.
    await vi.waitFor(() =>
      expect(onPaymentDataChanged).toHaveBeenCalledWith({ callbackTrigger: 'INITIALIZE', shippingAddress: expect.objectContaining({ countryCode: 'US' }) }),
    );
    choose(1);
    await vi.waitFor(() => expect(sheet().body.textContent).toContain('32.00 USD'));
    expect(onPaymentDataChanged).toHaveBeenLastCalledWith({
      callbackTrigger: 'SHIPPING_ADDRESS',
      shippingAddress: expect.objectContaining({ countryCode: 'GB', locality: 'London' }),
    });
    choose(2);
    await vi.waitFor(() => expect(sheet().querySelector('[role="alert"]')!.textContent).toBe('We do not ship there.'));
    button(/tok_visa/).click();
    expect((await paid).shippingAddress).toMatchObject({ countryCode: 'JP' });
  });
});

describe('Apple Pay stand-in', () => {
  const APPLE_REQUEST = {
    countryCode: 'US',
    currencyCode: 'USD',
    supportedNetworks: ['visa', 'masterCard'],
    merchantCapabilities: ['supports3DS'],
    total: { label: 'shop.example', amount: '25.00' },
  };
  const activate = () => Object.defineProperty(navigator, 'userActivation', { value: { isActive: true }, configurable: true });
  const session = (request: object = APPLE_REQUEST) => new page.ApplePaySession(3, request);
  const merchantSession = () => ({ merchantSessionIdentifier: 'SSH1', signature: 'sig', domainName: location.hostname, expiresAt: Date.now() + 60_000 });

  it('must be made in a user gesture, with a valid request', () => {
    install('apple-pay');
    Object.defineProperty(navigator, 'userActivation', { value: { isActive: false }, configurable: true });
    expect(() => session()).toThrow(/user gesture/);
    activate();
    expect(() => session({ ...APPLE_REQUEST, total: { label: 'x', amount: '25' + '.000' } })).toThrow(/total/);
  });

  it('validates the merchant first, then pays with the picked token and closes on success', async () => {
    install('apple-pay');
    activate();
    const s = session();
    const events: string[] = [];
    s.onvalidatemerchant = (event: { validationURL: string }) => events.push(`validate ${event.validationURL}`);
    s.onpaymentauthorized = (event: { payment: { token: { paymentData: unknown } } }) => {
      events.push(`authorized ${JSON.stringify(event.payment.token.paymentData)}`);
      s.completePayment(page.ApplePaySession.STATUS_SUCCESS);
    };
    s.begin();
    expect(events).toEqual(['validate https://apple-pay-gateway-cert.apple.com/paymentservices/startSession']);
    // Until validated, no card can be picked.
    expect(button(/tok_visa/).disabled).toBe(true);
    s.completeMerchantValidation(merchantSession());
    button(/tok_visa/).click();
    expect(events[1]).toBe('authorized {"test_token":"tok_visa"}');
    await vi.waitFor(() => expect(popups[0]!.closed).toBe(true));
  });

  it('drops a merchant session made for another domain: the sheet closes, oncancel runs', () => {
    install('apple-pay');
    activate();
    const s = session();
    s.oncancel = vi.fn();
    s.begin();
    s.completeMerchantValidation({ ...merchantSession(), domainName: 'evil.example' });
    expect(s.oncancel).toHaveBeenCalledTimes(1);
    expect(popups[0]!.closed).toBe(true);
  });

  it('waits for completeShippingContactSelection and shows its total or error', async () => {
    install('apple-pay');
    activate();
    const s = session({ ...APPLE_REQUEST, requiredShippingContactFields: ['postalAddress'] });
    const contacts: string[] = [];
    s.onshippingcontactselected = (event: { shippingContact: { countryCode: string } }) =>
      contacts.push(event.shippingContact.countryCode) &&
      setTimeout(
        () =>
          s.completeShippingContactSelection(
            event.shippingContact.countryCode === 'GB'
              ? { newTotal: { label: 'shop.example', amount: '32.00' } }
              : {
                  newTotal: { label: 'shop.example', amount: '25.00' },
                  errors: [new page.ApplePayError('shippingContactInvalid', 'postalAddress', 'No delivery to Japan.')],
                },
          ),
        0,
      );
    s.begin();
    expect(contacts).toEqual([]);
    s.completeMerchantValidation(merchantSession());
    // As Safari, the default address is shared once the sheet shows.
    expect(contacts).toEqual(['US']);
    await vi.waitFor(() => expect(sheet().querySelector('select')!.disabled).toBe(false));
    choose(1);
    await vi.waitFor(() => expect(sheet().body.textContent).toContain('32.00 USD'));
    choose(2);
    await vi.waitFor(() => expect(sheet().querySelector('[role="alert"]')!.textContent).toBe('No delivery to Japan.'));
  });

  it('says so on a failed payment, then closes without a cancel', async () => {
    vi.useFakeTimers();
    install('apple-pay');
    activate();
    const s = session();
    s.oncancel = vi.fn();
    s.onpaymentauthorized = () => s.completePayment(page.ApplePaySession.STATUS_FAILURE);
    s.begin();
    s.completeMerchantValidation(merchantSession());
    button(/tok_declined/).click();
    expect(sheet().querySelector('[role="alert"]')!.textContent).toBe('Payment not completed.');
    await vi.advanceTimersByTimeAsync(1000);
    expect(popups[0]!.closed).toBe(true);
    expect(s.oncancel).not.toHaveBeenCalled();
  });
});
