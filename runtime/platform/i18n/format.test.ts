import { describe, expect, it, vi } from 'vitest';

const logged = vi.hoisted(() => [] as unknown[][]);
vi.mock('../telemetry', () => ({ logEvent: (...args: unknown[]) => logged.push(args) }));

const { formatAmount, formatClock, formatCount, formatDeadline, formatMinutes, formatMoment, formatRate, formatTime, isRightToLeft, isolate } =
  await import('./format');

/** The isolates (U+2066–2069) taken out: what is left is the text in logical order. */
const logical = (text: string) => text.replace(/[\u2066-\u2069]/g, '');
const LANGUAGES = ['ar', 'he', 'ja', 'de', 'en', 'zh-HK'] as const;
const RTL = new Set(['ar', 'he']);
const DEADLINE = '2026-11-24T14:15:48.249Z';

describe('formatAmount', () => {
  it("uses the currency's minor units", () => {
    expect(formatAmount(1200, 'JPY', 'en')).toBe('¥1,200');
    expect(formatAmount(1200, 'JPY', 'ja')).toBe('￥1,200');
    expect(formatAmount(250.5, 'MXN', 'en')).toBe('MX$250.50');
    expect(formatAmount(25, 'GBP', 'en')).toBe('£25.00');
    expect(formatAmount(25, 'SGD', 'en')).toBe('SGD\u00a025.00');
    expect(formatAmount(25, 'EUR', 'de')).toBe('25,00\u00a0€');
  });

  it.each(LANGUAGES)('%s: reads as Intl writes it, in logical order; isolated only in right-to-left languages', (language) => {
    for (const currency of ['USD', 'GBP', 'JPY', 'EUR']) {
      const written = formatAmount(25, currency, language);
      expect(logical(written)).toBe(new Intl.NumberFormat(language, { style: 'currency', currency }).format(25));
      expect(written !== logical(written)).toBe(RTL.has(language));
    }
  });

  it('Arabic: the whole amount a first-strong isolate, its Latin sign a left-to-right one ("US$", not "$US")', () => {
    const written = formatAmount(25, 'USD', 'ar');
    expect(written.startsWith('\u2068')).toBe(true);
    expect(written.endsWith('\u2069')).toBe(true);
    expect(written).toContain('\u2066US$\u2069');
    expect(formatAmount(25, 'GBP', 'ar')).toContain('\u2066UK£\u2069');
    // Hebrew's "$" has no letters to keep in order: only the whole amount is isolated.
    expect(formatAmount(25, 'USD', 'he')).not.toContain('\u2066');
  });

  it('falls back to the number and code for a currency Intl refuses, and logs it', () => {
    expect(formatAmount(5, 'not-a-code', 'en')).toBe('5 not-a-code');
    expect(logged).toContainEqual(['onFormatAmountError', 'error', expect.objectContaining({ currency: 'not-a-code' })]);
  });
});

describe('formatRate', () => {
  it.each(LANGUAGES)("%s: as a person reads a rate (4 significant digits below 1, 4 decimals above), in the language's own separators", (language) => {
    const digits = (text: string) => logical(text).replace(/\D/g, '').replace(/^0+/, '').length;
    expect(digits(formatRate(1.26582278, language))).toBe(5);
    expect(digits(formatRate(0.79, language))).toBe(2);
    expect(digits(formatRate(151.23456789, language))).toBe(7);
    expect(digits(formatRate(0.00666667, language))).toBe(4);
    expect(logical(formatRate(0.00666667, language))).toBe(new Intl.NumberFormat(language, { maximumSignificantDigits: 4 }).format(0.00666667));
  });

  it("writes German's decimal comma, and no more digits than a person compares", () => {
    expect(formatRate(1.26582278, 'de')).toBe('1,2658');
    expect(formatRate(0.79, 'en')).toBe('0.79');
    expect(formatRate(0.00666667, 'en')).toBe('0.006667');
    expect(formatRate(151.23456789, 'en')).toBe('151.2346');
  });
});

describe('formatMoment', () => {
  it('names the date and the zone', () => {
    expect(formatMoment(Date.parse(DEADLINE), 'en', 'Asia/Tokyo')).toBe('Nov 24, 11:15 PM GMT+9');
    expect(formatMoment(Date.parse(DEADLINE), 'en', 'UTC')).toBe('Nov 24, 2:15 PM UTC');
  });
});

describe('formatDeadline', () => {
  it('is in the given time zone, with the zone named', () => {
    expect(formatDeadline(DEADLINE, 'en', 'Asia/Tokyo')).toBe('Tuesday, November 24, 2026 at 11:15 PM GMT+9');
    expect(formatDeadline(DEADLINE, 'en', 'America/Mexico_City')).toContain('8:15 AM');
  });

  it.each(LANGUAGES)("%s: the time on the shopper's clock and the zone named", (language) => {
    const written = logical(formatDeadline(DEADLINE, language, 'Asia/Tokyo'));
    expect(written).toMatch(/2026/);
    expect(written).toMatch(/JST|GMT\u200e?\+9|غرينتش\+9/);
    expect(written).not.toMatch(/UTC/);
  });

  it('shows an unreadable date as it came', () => {
    expect(formatDeadline('soon', 'en')).toBe('soon');
  });
});

describe('times, counts and minutes', () => {
  it.each(LANGUAGES)('%s: as Intl writes them', (language) => {
    const at = Date.parse(DEADLINE);
    expect(logical(formatTime(at, language, 'Asia/Tokyo'))).toBe(
      new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Tokyo' }).format(at),
    );
    expect(logical(formatCount(12000, language))).toBe(new Intl.NumberFormat(language).format(12000));
    expect(logical(formatMinutes(14, language))).toBe(new Intl.NumberFormat(language, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(14));
  });

  it('the countdown is minutes and seconds in every language', () => {
    expect(formatClock(845.2)).toBe('14:06');
    expect(formatClock(-3)).toBe('0:00');
  });
});

describe('direction', () => {
  it('knows the right-to-left languages, and isolates only in them', () => {
    expect(isRightToLeft('ar')).toBe(true);
    expect(isRightToLeft('he-IL')).toBe(true);
    expect(isRightToLeft('en')).toBe(false);
    expect(isRightToLeft('zh-HK')).toBe(false);
    expect(isolate('GBP', 'ar')).toBe('\u2068GBP\u2069');
    expect(isolate('GBP', 'de')).toBe('GBP');
  });
});
