import { describe, expect, it } from 'vitest';
import { confirmWith, fetchIntent, methodBody } from '../../test-support/methods';
import { confirm, createIntent, expectError, makeApp } from '../../test-support/app';

const contact = { shopper_name: '山田 太郎', shopper_email: 'taro@example.jp', shopper_phone: '090-1234-5678' };

describe("konbini and Pay-easy: the shopper's email and phone", () => {
  it.each([
    ['konbini', { store: 'lawson', ...contact }],
    ['pay_easy', contact],
  ])('%s echoes name, email and the phone as digits in the instructions', async (type, details) => {
    const app = makeApp();
    const intent = await createIntent(app, { currency: 'JPY', amount: 1200 });
    const confirmed = await confirmWith(app, intent, type, details);
    expect(confirmed.next_action).toMatchObject({
      type: 'display_instructions',
      instructions: { shopper_name: '山田 太郎', shopper_email: 'taro@example.jp', shopper_phone: '09012345678' },
    });
  });

  it('leaves them null when not given', async () => {
    const app = makeApp();
    const intent = await createIntent(app, { currency: 'JPY', amount: 1200 });
    const confirmed = await confirmWith(app, intent, 'pay_easy');
    expect(confirmed.next_action).toMatchObject({ instructions: { shopper_name: null, shopper_email: null, shopper_phone: null } });
  });

  it.each([
    ['konbini', { store: 'lawson', shopper_email: 'taro.example.jp' }, 'shopper_email', 'invalid_email'],
    ['konbini', { store: 'lawson', shopper_email: 'taro@example' }, 'shopper_email', 'invalid_email'],
    ['pay_easy', { shopper_email: 42 }, 'shopper_email', 'must_be_string'],
    ['pay_easy', { shopper_email: '' }, 'shopper_email', 'invalid_length'],
    ['konbini', { store: 'lawson', shopper_phone: '090123456' }, 'shopper_phone', 'invalid_length'],
    ['pay_easy', { shopper_phone: '090123456789' }, 'shopper_phone', 'invalid_length'],
    ['pay_easy', { shopper_phone: '+81 90 1234 5678' }, 'shopper_phone', 'digits_only'],
    ['konbini', { store: 'lawson', shopper_phone: 9012345678 }, 'shopper_phone', 'must_be_string'],
  ])('%s with %j: 400 on %s, %s, nothing stored', async (type, details, name, reason) => {
    const app = makeApp();
    const intent = await createIntent(app, { currency: 'JPY', amount: 1200 });
    const err = await expectError(await confirm(app, intent, methodBody(type, details)), 400, 'validation_error');
    expect(err.details).toEqual({ field: `payment_method.${type}.${name}`, reason });
    expect(err.message).toMatch(name);
    expect((await fetchIntent(app, intent.id)).latest_payment_attempt).toBeNull();
  });

  it('takes a 10-digit landline number', async () => {
    const app = makeApp();
    const intent = await createIntent(app, { currency: 'JPY', amount: 1200 });
    const confirmed = await confirmWith(app, intent, 'konbini', { store: 'seven_eleven', shopper_phone: '03 1234 5678' });
    expect(confirmed.next_action).toMatchObject({ instructions: { shopper_phone: '0312345678' } });
  });
});
