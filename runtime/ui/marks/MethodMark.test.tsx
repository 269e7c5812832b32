// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentMethodName } from '../../../protocol';
import { MethodMark } from './MethodMark';

afterEach(cleanup);

const markup = (name: PaymentMethodName) => render(<MethodMark name={name} />).container.innerHTML.replace(/data-mark="[^"]*"/, '');

describe('method marks', () => {
  it('give each bank scheme, bank transfer, pay by bank, Pay-easy and konbini a mark of its own', () => {
    const names: PaymentMethodName[] = [
      'ach_direct_debit',
      'bacs_direct_debit',
      'sepa_direct_debit',
      'becs_direct_debit',
      'open_banking',
      'bank_transfer',
      'spei',
      'pay_easy',
      'konbini',
      'card',
      'qrcode',
    ];
    const marks = names.map(markup);
    expect(new Set(marks).size).toBe(names.length);
  });

  it("draws SEPA's own mark in the text colour, and a scheme known by its name as that name on a tile", () => {
    expect(markup('sepa_direct_debit')).toContain('fill="currentColor"');
    expect(render(<MethodMark name="bacs_direct_debit" />).container.querySelector('text')?.textContent).toBe('Bacs');
  });

  it('is decorative: the name beside it is what a screen reader reads', () => {
    expect(render(<MethodMark name="konbini" />).container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
