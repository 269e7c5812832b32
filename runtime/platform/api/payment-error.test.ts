import { describe, expect, it } from 'vitest';
import { FetchError } from './fetch-error';
import { describePaymentError, ISSUER_CODE_TABLE, ISSUER_ERROR_KEYS, issuerKeyFor, PAYMENT_ERROR_MESSAGE_KEYS } from './payment-error';

function providerError(body: unknown, status = 400): FetchError {
  return new FetchError({ status, statusText: 'Bad Request', url: 'https://api.test/x', data: body });
}

const declined = (code: string | number) =>
  providerError({
    code: 'issuer_declined',
    message: 'The card was declined',
    details: { attempt_id: 'att_1' },
    provider_original_response_code: code,
  });

describe('describePaymentError with a provider body', () => {
  it("passes on a code of the provider table; one outside it is the default, the provider's kept in details", () => {
    expect(describePaymentError(providerError({ code: 'unauthorized', message: 'no' }, 401))).toMatchObject({ code: 'unauthorized', details: { status: 401 } });
    expect(describePaymentError(providerError({ code: 'card_velocity_exceeded', message: 'new' }))).toEqual({
      code: 'default_backend_error',
      messageKey: 'payment.error.default_backend_error',
      details: { status: 400, provider_code: 'card_velocity_exceeded' },
    });
  });

  it('maps 51 to insufficient_funds and keeps the original code', () => {
    expect(describePaymentError(declined('51'), 'visa')).toEqual({
      code: 'issuer_declined',
      messageKey: 'payment.issuer_error.insufficient_funds',
      details: { attempt_id: 'att_1', status: 400 },
      original_code: '51',
    });
  });

  it('maps 54 to card_expired for any brand', () => {
    expect(describePaymentError(declined('54')).messageKey).toBe('payment.issuer_error.card_expired');
  });

  it('maps 65 to exceed_frequency_limit for visa and unionpay only', () => {
    expect(describePaymentError(declined('65'), 'visa').messageKey).toBe('payment.issuer_error.exceed_frequency_limit');
    expect(describePaymentError(declined('65'), 'unionpay').messageKey).toBe('payment.issuer_error.exceed_frequency_limit');
    expect(describePaymentError(declined('65'), 'mastercard').messageKey).toBe('payment.issuer_error.issuer_declined');
    expect(describePaymentError(declined('65')).messageKey).toBe('payment.issuer_error.issuer_declined');
  });

  it('maps 82 to invalid_3_digit for visa only, and N7 for any brand', () => {
    expect(describePaymentError(declined('82'), 'Visa').messageKey).toBe('payment.issuer_error.invalid_3_digit');
    expect(describePaymentError(declined('82'), 'mastercard').messageKey).toBe('payment.issuer_error.issuer_declined');
    expect(describePaymentError(declined('N7'), 'mastercard').messageKey).toBe('payment.issuer_error.invalid_3_digit');
  });

  it('uses the default issuer key for issuer_declined with an unmapped code', () => {
    const result = describePaymentError(declined('999'), 'visa');
    expect(result).toMatchObject({ code: 'issuer_declined', original_code: '999' });
    expect(result.messageKey).toBe('payment.issuer_error.issuer_declined');
  });

  it("says a bank account's refusal of a debit (R01, R02…) in a bank account's words, not a card's", () => {
    expect(describePaymentError(declined('R01'))).toMatchObject({
      code: 'issuer_declined',
      original_code: 'R01',
      messageKey: 'payment.bank_error.insufficient_funds',
    });
    expect(describePaymentError(declined('R02')).messageKey).toBe('payment.bank_error.declined');
    // Only NACHA-style return codes: an issuer code that merely starts with R is still a card's.
    expect(describePaymentError(declined('R1')).messageKey).toBe('payment.issuer_error.issuer_declined');
  });

  it('maps by issuer code whatever the body code, and reads numeric codes', () => {
    const body = { code: 'some_provider_code', provider_original_response_code: 4 };
    expect(describePaymentError(providerError(body))).toMatchObject({
      code: 'default_backend_error',
      messageKey: 'payment.issuer_error.error_with_payment',
      original_code: '4',
    });
  });

  it('falls back to the default key for an unknown body code without issuer code', () => {
    const result = describePaymentError(providerError({ code: 'validation_error', message: 'x' }, 422));
    expect(result).toEqual({
      code: 'validation_error',
      messageKey: 'payment.error.default_backend_error',
      details: { status: 422 },
    });
    expect(result).not.toHaveProperty('original_code');
  });

  it("gives the provider's 409 quote_expired its own message (the currency switcher's quote ran out, nothing charged)", () => {
    const body = { code: 'quote_expired', message: 'This conversion quote has expired; ask for a new one.', details: { quote_id: 'quote_1' } };
    expect(describePaymentError(providerError(body, 409))).toEqual({
      code: 'quote_expired',
      messageKey: 'currency.expired',
      details: { quote_id: 'quote_1', status: 409 },
    });
  });

  it('defaults the code to default_backend_error', () => {
    for (const body of [{}, { code: '' }, { code: 42 }, null, 'text', ['a']]) {
      expect(describePaymentError(providerError(body, 500))).toEqual({
        code: 'default_backend_error',
        messageKey: 'payment.error.default_backend_error',
        details: { status: 500 },
      });
    }
  });
});

describe('describePaymentError without a provider body', () => {
  it('reads a network failure as network_error', () => {
    const error = new FetchError({ status: 0, statusText: 'ERR_NETWORK', url: 'u' });
    expect(describePaymentError(error)).toEqual({
      code: 'network_error',
      messageKey: 'payment.error.network',
      details: { status: 0, statusText: 'ERR_NETWORK' },
    });
  });

  it('reads a page interruption as network_error', () => {
    const error = new FetchError({ status: 0, statusText: 'TCP_INTERRUPT_BY_PAGE_HIDE', url: 'u' });
    expect(describePaymentError(error).code).toBe('network_error');
  });

  it('reads the 10 s timeout as timeout', () => {
    const error = new FetchError({ status: 0, statusText: 'Aborted', url: 'u', data: { reason: 'timeout' } });
    expect(describePaymentError(error)).toMatchObject({ code: 'timeout', messageKey: 'payment.error.timeout' });
  });

  it.each([[undefined], [null], ['boom'], [42], [new Error('x')], [{ code: 'issuer_declined' }], [Symbol('s')]])(
    'reads garbage (%s) as default_backend_error',
    (input) => {
      expect(describePaymentError(input)).toEqual({
        code: 'default_backend_error',
        messageKey: 'payment.error.default_backend_error',
        details: {},
      });
    },
  );
});

describe('issuer tables', () => {
  it('maps every code of the table to its key', () => {
    for (const [key, rules] of Object.entries(ISSUER_CODE_TABLE)) {
      for (const rule of rules) {
        const brand = 'brands' in rule ? rule.brands[0] : undefined;
        for (const code of rule.codes) expect(issuerKeyFor(code, brand), code).toBe(key);
      }
    }
  });

  it('normalises brands and codes', () => {
    expect(issuerKeyFor('65', 'Union Pay')).toBe('exceed_frequency_limit');
    expect(issuerKeyFor(' n8 ')).toBe('insufficient_funds');
    expect(issuerKeyFor(7)).toBe('error_with_payment');
  });

  it('lists every issuer key and every message key', () => {
    expect(ISSUER_ERROR_KEYS).toHaveLength(15);
    expect(ISSUER_ERROR_KEYS).toContain('issuer_declined');
    expect(PAYMENT_ERROR_MESSAGE_KEYS).toEqual(
      expect.arrayContaining([
        'payment.error.default_backend_error',
        'payment.error.network',
        'payment.error.timeout',
        'payment.bank_error.insufficient_funds',
        'payment.bank_error.declined',
      ]),
    );
    expect(PAYMENT_ERROR_MESSAGE_KEYS).toHaveLength(20);
  });
});
