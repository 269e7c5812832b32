import { describe, expect, it } from 'vitest';
import { readKindFrameOptions } from './frame-options';

describe("the frame's reading of the kinds' options", () => {
  it('keeps each option that fits one of its specs, whichever kind gives it', () => {
    expect(readKindFrameOptions({ shipping: 'none', layout: 'tab', mode: 'recurring', brands: ['visa'], return_url: 'https://shop.example/back' })).toEqual({
      shipping: 'none',
      layout: 'tab',
      mode: 'recurring',
      brands: ['visa'],
      return_url: 'https://shop.example/back',
    });
    // `mode` is `payment` in one table and `recurring` in another: either fits.
    expect(readKindFrameOptions({ mode: 'payment' })).toEqual({ mode: 'payment' });
  });

  it('drops what breaks its rule, what no kind takes, and the language (it travels as lang)', () => {
    expect(readKindFrameOptions({ shipping: 'sometimes', return_url: 'javascript:alert(1)', amount: -3, currency: 'usd', surprise: 1, locale: 'de' })).toEqual(
      {},
    );
  });
});
