import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT, contactProblem, contactProblems, fieldOfProviderError, shopperContact } from './contact-fields';

const filled = { name: '山田 太郎', email: 'taro@example.jp', phone: '090-1234-5678', store: 'lawson' };

describe('contact fields', () => {
  it('want every field', () => {
    expect(contactProblems(EMPTY_CONTACT, ['name', 'email', 'phone', 'store'])).toEqual(['name', 'email', 'phone', 'store']);
    expect(contactProblem('name', { ...filled, name: '   ' })).toBe('required');
  });

  it.each([
    ['0901234567', null],
    ['09012345678', null],
    ['090 1234 5678', null],
    ['090123456', 'invalid'],
    ['090123456789', 'invalid'],
    ['+81 90 1234 5678', 'invalid'],
    ['090-1234-567a', 'invalid'],
  ])('phone %s → %s', (phone, problem) => {
    expect(contactProblem('phone', { ...filled, phone })).toBe(problem);
  });

  it.each([
    ['taro@example.jp', null],
    ['taro@example', 'invalid'],
    ['taro example@x.jp', 'invalid'],
    ['@example.jp', 'invalid'],
  ])('email %s → %s', (email, problem) => {
    expect(contactProblem('email', { ...filled, email })).toBe(problem);
  });

  it('takes only the five stores', () => {
    expect(contactProblem('store', { ...filled, store: 'circle_k' })).toBe('required');
    expect(contactProblem('store', filled)).toBeNull();
  });

  it('sends the phone as digits, names trimmed', () => {
    expect(shopperContact({ ...filled, name: ' 山田 太郎 ' })).toEqual({
      shopper_name: '山田 太郎',
      shopper_email: 'taro@example.jp',
      shopper_phone: '09012345678',
    });
    expect(shopperContact({ ...filled, phone: '123' })).toBeNull();
  });

  it('reads the field a provider error names', () => {
    expect(fieldOfProviderError('payment_method.konbini.shopper_phone')).toBe('phone');
    expect(fieldOfProviderError('payment_method.pay_easy.shopper_email')).toBe('email');
    expect(fieldOfProviderError('payment_method.konbini.store')).toBe('store');
    expect(fieldOfProviderError('payment_method.type')).toBeNull();
    expect(fieldOfProviderError(undefined)).toBeNull();
  });
});
