import { describe, expect, it } from 'vitest';
import { tabRow, tabSlots } from './tab-slots';

const TABS = ['card', 'ideal', 'bancontact', 'sepa_debit', 'klarna', 'wechat_pay'] as const;

describe('tabSlots', () => {
  it('a set number of slots by width, never fewer than two', () => {
    expect(tabSlots(0)).toBe(2);
    expect(tabSlots(200)).toBe(2);
    expect(tabSlots(327)).toBe(3);
    expect(tabSlots(343)).toBe(3);
    expect(tabSlots(440)).toBe(4);
    expect(tabSlots(560)).toBe(5);
  });
});

describe('tabRow', () => {
  it('every tab in the row when they fit, one column each, no More', () => {
    expect(tabRow(TABS.slice(0, 3), 'card', 4)).toEqual({ shown: ['card', 'ideal', 'bancontact'], more: [], columns: 3 });
  });

  it('the first tabs in the row and More in the last slot, the rest behind it in order', () => {
    expect(tabRow(TABS, 'card', 4)).toEqual({
      shown: ['card', 'ideal', 'bancontact'],
      more: ['sepa_debit', 'klarna', 'wechat_pay'],
      columns: 4,
    });
  });

  it('a tab chosen from the menu takes the last tab slot; the one it moved goes behind More', () => {
    expect(tabRow(TABS, 'klarna', 4)).toEqual({
      shown: ['card', 'ideal', 'klarna'],
      more: ['bancontact', 'sepa_debit', 'wechat_pay'],
      columns: 4,
    });
  });

  it('two slots: the selected tab and More', () => {
    expect(tabRow(TABS, 'wechat_pay', 2)).toEqual({ shown: ['wechat_pay'], more: ['card', 'ideal', 'bancontact', 'sepa_debit', 'klarna'], columns: 2 });
  });
});
