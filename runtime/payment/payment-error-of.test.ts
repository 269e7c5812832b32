import { describe, expect, it } from 'vitest';
import { describePaymentError } from '../platform/api/payment-error';
import { FetchError } from '../platform/api/fetch-error';
import { fitToForm, paymentErrorOf } from './payment-error-of';

const failed = (status: number, body: unknown) =>
  paymentErrorOf(describePaymentError(new FetchError({ status, statusText: '', url: 'https://api.test/x', data: body })), 'visa', (key) => key);

describe('paymentErrorOf: who can act on a failed request', () => {
  it("a decline is the shopper's; a client secret the service refuses is the merchant's, not the shopper's", () => {
    expect(failed(400, { code: 'issuer_declined', provider_original_response_code: '51' })).toMatchObject({
      code: 'issuer_declined',
      audience: 'customer',
      original_code: '51',
    });
    expect(failed(401, { code: 'unauthorized' })).toMatchObject({ code: 'unauthorized', audience: 'merchant' });
    expect(failed(409, { code: 'invalid_status_for_operation' })).toMatchObject({ audience: 'merchant' });
    expect(failed(503, { code: 'provider_unavailable' })).toMatchObject({ audience: 'network' });
    expect(failed(500, { code: 'something_new' })).toMatchObject({
      code: 'default_backend_error',
      audience: 'internal',
      details: { provider_code: 'something_new' },
    });
  });
});

describe('paymentErrorOf: a client secret whose time ran out at confirm', () => {
  const expired = { code: 'unauthorized', message: 'Client secret expired', details: { reason: 'expired' } };

  it("is client_secret_expired, the merchant's to renew; the provider's own code stays in details", () => {
    expect(failed(401, expired)).toEqual({
      code: 'client_secret_expired',
      message: expect.stringMatching(/^This payment session has expired/),
      details: { reason: 'expired', status: 401, provider_code: 'unauthorized' },
      audience: 'merchant',
    });
    // Any other refusal of the secret stays `unauthorized`.
    expect(failed(401, { code: 'unauthorized', details: { reason: 'wrong_intent' } })).toMatchObject({ code: 'unauthorized' });
  });

  it("tells the shopper in their language, and in English from the section when the frame's strings lack it", () => {
    const described = describePaymentError(new FetchError({ status: 401, statusText: '', url: 'https://api.test/x', data: expired }));
    expect(paymentErrorOf(described, undefined, () => 'Diese Zahlungssitzung ist abgelaufen.').message).toBe('Diese Zahlungssitzung ist abgelaufen.');
    expect(paymentErrorOf(described, undefined, (key) => key).message).toMatch(/^This payment session has expired\. Your details are still here/);
  });
});

describe('fitToForm: a decline message never names a field the form does not have', () => {
  const described = (code: string) =>
    describePaymentError(
      new FetchError({ status: 400, statusText: '', url: 'https://api.test/x', data: { code: 'issuer_declined', provider_original_response_code: code } }),
    );

  it("an incorrect PIN (55) on a card form with no PIN says the card was declined, keeping the issuer's code for the merchant", () => {
    const fitted = fitToForm(described('55'), 'visa', { pin: false });
    expect(fitted.messageKey).toBe('payment.issuer_error.issuer_declined');
    expect(fitted).toMatchObject({ code: 'issuer_declined', original_code: '55' });
  });

  it('the Korean card fields ask for PIN digits: there the PIN message stands', () => {
    expect(fitToForm(described('55'), 'visa', { pin: true }).messageKey).toBe('payment.issuer_error.incorrect_pin');
  });

  it('any other decline is left as it is', () => {
    expect(fitToForm(described('51'), 'visa', { pin: false }).messageKey).toBe('payment.issuer_error.insufficient_funds');
  });
});
