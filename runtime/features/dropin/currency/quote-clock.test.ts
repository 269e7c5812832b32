import { describe, expect, it } from 'vitest';
import type { Quote } from '../../../platform/api/quote';
import { EXPIRY_MARGIN_MS, holdQuote, isUsable, renewAt } from './quote-clock';

const quote: Quote = {
  id: 'quote_1',
  payment_currency: 'USD',
  target_currency: 'GBP',
  rate: 0.79,
  target_amount: 7.9,
  created_at: '2026-11-26T10:00:00.000Z',
  expires_at: '2026-11-26T10:05:00.000Z',
};
const FIVE_MINUTES = 5 * 60_000;

describe('a held quote', () => {
  it("lasts the provider's lifetime from when it arrived, whatever the device clock says", () => {
    const skewed = Date.parse('2026-11-26T12:30:00.000Z');
    const held = holdQuote(quote, skewed);
    expect(held.deadline).toBe(skewed + FIVE_MINUTES);
    expect(isUsable(held, skewed)).toBe(true);
  });

  it('is renewed a margin before its end, and not used after', () => {
    const held = holdQuote(quote, 0);
    expect(renewAt(held)).toBe(FIVE_MINUTES - EXPIRY_MARGIN_MS);
    expect(isUsable(held, renewAt(held) - 1)).toBe(true);
    expect(isUsable(held, renewAt(held))).toBe(false);
    expect(isUsable(held, FIVE_MINUTES + 1)).toBe(false);
  });

  it('is never usable when the provider sent an end before its start', () => {
    const held = holdQuote({ ...quote, expires_at: '2026-11-26T09:00:00.000Z' }, 1000);
    expect(isUsable(held, 1000)).toBe(false);
  });
});
