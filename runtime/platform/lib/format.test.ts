import { describe, expect, it, vi } from 'vitest';

const logged = vi.hoisted(() => [] as unknown[][]);
vi.mock('../telemetry', () => ({ logEvent: (...args: unknown[]) => logged.push(args) }));

const { formatAmount, formatDeadline } = await import('./format');

describe('formatAmount', () => {
  it('uses the currency\'s minor units', () => {
    expect(formatAmount(1200, 'JPY', 'en')).toBe('¥1,200');
    expect(formatAmount(1200, 'JPY', 'ja')).toBe('￥1,200');
    expect(formatAmount(250.5, 'MXN', 'en')).toBe('MX$250.50');
    expect(formatAmount(25, 'GBP', 'en')).toBe('£25.00');
    expect(formatAmount(25, 'SGD', 'en')).toBe('SGD\u00a025.00');
  });

  it('falls back to the number and code for a currency Intl refuses, and logs it', () => {
    expect(formatAmount(5, 'not-a-code', 'en')).toBe('5 not-a-code');
    expect(logged).toContainEqual(['onFormatAmountError', 'error', expect.objectContaining({ currency: 'not-a-code' })]);
  });
});

describe('formatDeadline', () => {
  it('is in the given time zone, with the zone named', () => {
    const iso = '2026-11-24T14:15:48.249Z';
    expect(formatDeadline(iso, 'en', 'Asia/Tokyo')).toBe('Tuesday, November 24, 2026 at 11:15 PM GMT+9');
    expect(formatDeadline(iso, 'en', 'America/Mexico_City')).toContain('8:15 AM');
  });

  it('shows an unreadable date as it came', () => {
    expect(formatDeadline('soon', 'en')).toBe('soon');
  });
});
