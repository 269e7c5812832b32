/**
 * How many tabs a row holds, and which: a set number by width (never a row that wraps into
 * uneven lines), the rest behind a "More" menu button that takes the last slot. The selected
 * tab is always in the row: chosen from the menu, it takes the last tab slot.
 */

/** The narrowest a tab may be: its mark and a short name on one line (ui/tabs.css). */
export const MIN_TAB_WIDTH = 100;
/** The gap between tabs (ui/tabs.css, --portico-space-2). */
export const TAB_GAP = 8;

/** The tab slots a row `width` px wide holds (at least two: one tab and More). */
export function tabSlots(width: number): number {
  return Math.max(2, Math.floor((width + TAB_GAP) / (MIN_TAB_WIDTH + TAB_GAP)));
}

export interface TabRow<T> {
  /** The tabs in the row, in their order. */
  readonly shown: readonly T[];
  /** The tabs behind More, in their order (empty: no More button). */
  readonly more: readonly T[];
  /** The row's columns: every tab, and More when there is one, is one column wide. */
  readonly columns: number;
}

/** Splits `tabs` into the row and the menu for `slots` slots, keeping `selected` in the row. */
export function tabRow<T>(tabs: readonly T[], selected: T, slots: number): TabRow<T> {
  if (tabs.length <= slots) return { shown: tabs, more: [], columns: tabs.length };
  const room = slots - 1;
  const first = tabs.slice(0, room);
  const shown = first.includes(selected) || !tabs.includes(selected) ? first : [...first.slice(0, room - 1), selected];
  return { shown, more: tabs.filter((tab) => !shown.includes(tab)), columns: slots };
}
