import { describe, expect, it } from 'vitest';
import { ApiError } from '../core/errors';
import type { Intent } from '../model/intent-types';
import { FUTURE_YEAR, KR_CARD, confirm, confirmBody, createIntent, expectError, makeApp } from '../test-support/app';
import { detectBrand } from './card';
import { isBirthDate, isBusinessNumber, readKrCard } from './kr-card';

const NOW = new Date(Date.UTC(2026, 10, 22, 12)); // 22 November 2026
const KOREAN = '9410000000000005';
const WRONG_PIN = '9410000100000558';

function problemOf(fn: () => unknown): { field: unknown; reason: unknown } | null {
  try {
    fn();
  } catch (err) {
    if (err instanceof ApiError) return { field: err.details.field, reason: err.details.reason };
    throw err;
  }
  return null;
}

describe('Korean card checks', () => {
  it.each([
    ['900101', true],
    ['000229', true], // 2000: divisible by 400, a leap year
    ['960229', true],
    ['010229', false],
    ['900431', false],
    ['901301', false],
    ['900100', false],
    ['261231', true], // not yet come in 2026: 1926
    ['90010', false],
  ])('birth date %s → %s', (value, valid) => {
    expect(isBirthDate(value, NOW)).toBe(valid);
  });

  it.each([
    ['1248100998', true],
    ['2208162517', true],
    ['1018109147', true],
    ['1248100992', false],
    ['0000000015', true], // ninth digit 1: 5 × 1, no tens
    ['0000000010', false],
    ['124810099', false],
  ])('business number %s → %s', (value, valid) => {
    expect(isBusinessNumber(value)).toBe(valid);
  });

  it('reads the Korean domestic brand from the prefix 94', () => {
    expect(detectBrand(KOREAN)).toBe('kr_local');
    expect(detectBrand('9999999999999995')).toBe('unknown');
  });

  it('names the field and the reason of each mistake', () => {
    const read = (value: unknown, number = KOREAN, domestic = true) => problemOf(() => readKrCard(value, number, domestic, NOW));
    const kr = 'payment_method.card.kr_card';
    expect(read(undefined)).toEqual({ field: kr, reason: 'required' });
    expect(read(undefined, '4111111111111111', false)).toBeNull();
    expect(read('12,900101')).toEqual({ field: kr, reason: 'must_be_object' });
    expect(read({ ...KR_CARD, psw_first_two: '1' })).toEqual({ field: `${kr}.psw_first_two`, reason: 'invalid_psw_first_two' });
    expect(read({ ...KR_CARD, psw_first_two: 12 })).toEqual({ field: `${kr}.psw_first_two`, reason: 'invalid_psw_first_two' });
    expect(read({ ...KR_CARD, psw_first_two: '123' })).toEqual({ field: `${kr}.psw_first_two`, reason: 'invalid_psw_first_two' });
    expect(read({ ...KR_CARD, identifier: '9001011' })).toEqual({ field: `${kr}.identifier`, reason: 'invalid_length' });
    expect(read({ ...KR_CARD, identifier: 900101 })).toEqual({ field: `${kr}.identifier`, reason: 'invalid_length' });
    expect(read({ ...KR_CARD, identifier: '900230' })).toEqual({ field: `${kr}.identifier`, reason: 'invalid_birth_date' });
    expect(read({ ...KR_CARD, identifier: '1248100999' })).toEqual({ field: `${kr}.identifier`, reason: 'invalid_business_number' });
    expect(read(KR_CARD, '4111111111111111111', false)).toEqual({ field: 'payment_method.card.number', reason: 'invalid_length' });
    expect(read(KR_CARD)).toBeNull();
    expect(readKrCard({ psw_first_two: '00', identifier: '1248100998' }, KOREAN, true, NOW)).toEqual({ psw_first_two: '00', identifier: '1248100998' });
  });
});

describe('confirm with a Korean card', () => {
  const korean = (overrides: Record<string, unknown> = {}) => confirmBody({ number: KOREAN, cvc: undefined, kr_card: KR_CARD, ...overrides });

  it('pays without a CVC, with a birth date or a business number, and keeps neither', async () => {
    for (const identifier of ['900101', '1248100998']) {
      const app = makeApp();
      const intent = await createIntent(app);
      const res = await confirm(app, intent, korean({ kr_card: { psw_first_two: '12', identifier } }));
      expect(res.status).toBe(200);
      const text = await res.text();
      const body = JSON.parse(text) as Intent;
      expect(body.status).toBe('SUCCEEDED');
      expect(body.latest_payment_attempt?.payment_method.card).toEqual({ brand: 'kr_local', last4: '0005', expiry_month: '12', expiry_year: FUTURE_YEAR });
      expect(text).not.toContain(identifier);
      expect(text).not.toContain('psw_first_two');
    }
  });

  it('refuses a Korean domestic card without kr_card, and still checks a CVC that is sent', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const missing = await expectError(await confirm(app, intent, confirmBody({ number: KOREAN })), 400, 'validation_error');
    expect(missing.details).toMatchObject({ field: 'payment_method.card.kr_card', reason: 'required' });
    const badCvc = await expectError(await confirm(app, intent, korean({ cvc: '1' })), 400, 'validation_error');
    expect(badCvc.details).toMatchObject({ field: 'payment_method.card.cvc', reason: 'invalid_cvc' });
  });

  it('refuses a wrong identifier before any attempt is made', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const err = await expectError(await confirm(app, intent, korean({ kr_card: { psw_first_two: '12', identifier: '900230' } })), 400, 'validation_error');
    expect(err.details).toMatchObject({ field: 'payment_method.card.kr_card.identifier', reason: 'invalid_birth_date' });
    const after = await confirm(app, intent, korean());
    expect(((await after.json()) as Intent).status).toBe('SUCCEEDED');
  });

  it('lets another brand carry kr_card (a Korean Visa card) and then needs no CVC', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const res = await confirm(app, intent, confirmBody({ number: '4111111111111111', cvc: undefined, kr_card: KR_CARD }));
    expect(res.status).toBe(200);
  });

  it('declines the wrong-PIN card with code 55', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const err = await expectError(await confirm(app, intent, korean({ number: WRONG_PIN })), 400, 'issuer_declined');
    expect(err.provider_original_response_code).toBe('55');
    expect(err.message).toBe('The PIN you entered is incorrect. Please try again.');
  });
});
