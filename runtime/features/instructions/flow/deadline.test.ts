import { describe, expect, it } from 'vitest';
import { deadlineText, knownTimeZone } from './deadline';

const DEADLINE = '2026-12-10T14:59:00.000Z';

describe('deadlineText', () => {
  it("shows a Tokyo shop's deadline on a London shopper's clock, and on the shop's beside it", () => {
    const text = deadlineText(DEADLINE, 'en', 'Asia/Tokyo', 'Europe/London');
    expect(text.local).toBe('Thursday, December 10, 2026 at 2:59 PM GMT');
    expect(text.shop).toBe('Thursday, December 10, 2026 at 11:59 PM GMT+9');
  });

  it("says it once when the shopper is on the shop's clock (a zone of the same offset too)", () => {
    expect(deadlineText(DEADLINE, 'ja', 'Asia/Tokyo', 'Asia/Tokyo')).toEqual({ local: '2026年12月10日木曜日 23:59 JST', shop: null });
    expect(deadlineText(DEADLINE, 'en', 'Europe/London', 'Europe/Lisbon').shop).toBeNull();
  });

  it('ignores a zone Intl does not know, and an unreadable date', () => {
    expect(deadlineText(DEADLINE, 'en', 'Mars/Olympus', 'Europe/London').shop).toBeNull();
    expect(deadlineText('soon', 'en', 'Asia/Tokyo', 'Europe/London')).toEqual({ local: 'soon', shop: null });
    expect(knownTimeZone(42)).toBeNull();
    expect(knownTimeZone('asia/tokyo')).toBe('Asia/Tokyo');
  });
});
