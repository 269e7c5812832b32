// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CARD_BRANDS } from '../../../protocol';
import { BrandIcon, brandOfType } from '../../ui/marks/BrandIcon';
import { detectBrand } from './card-fields';

// Public test numbers of each brand.
const NUMBERS = {
  visa: '4111111111111111',
  mastercard: '2223003122003222',
  amex: '378282246310005',
  unionpay: '6200000000000005',
  jcb: '3566002020360505',
  discover: '6011111111111117',
  diners: '36227206271667',
} as const;

describe('BrandIcon', () => {
  afterEach(cleanup);

  it.each(CARD_BRANDS)('shows %s for its test number', (brand) => {
    expect(brandOfType(detectBrand(NUMBERS[brand])?.type)).toBe(brand);
    const { container } = render(<BrandIcon brand={brand} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('data-brand')).toBe(brand);
    expect(svg.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows a neutral card before a brand is known, or for one outside the table', () => {
    expect(brandOfType(undefined)).toBeNull();
    expect(brandOfType('maestro')).toBeNull();
    expect(brandOfType('__proto__')).toBeNull();
    const { container } = render(<BrandIcon brand={null} />);
    expect(container.querySelector('svg')!.getAttribute('data-brand')).toBe('unknown');
  });
});
