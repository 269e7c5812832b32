import { useLayoutEffect, useState, type RefObject } from 'react';

/** A tab's name may take this many lines (ui/tabs.css); more, and the row holds a tab fewer. */
const MAX_NAME_LINES = 2;

/**
 * Whether a part of a tab's face is cut: a word wider than its column (the part scrolls
 * sideways, by a pixel too: both widths are whole pixels, so text that fits reads equal),
 * or a name on more lines than a tab holds. Read from layout, so it holds for whatever the
 * language's words and the shopper's font make of the names.
 */
function isCut(part: Element): boolean {
  if (part.scrollWidth > part.clientWidth) return true;
  const lineHeight = parseFloat(getComputedStyle(part).lineHeight);
  return Number.isFinite(lineHeight) && part.getBoundingClientRect().height > MAX_NAME_LINES * lineHeight + 1;
}

/** A part of a tab's face that is words (its name), not a mark or a row of marks. */
const isWords = (part: Element) => [...part.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());

/** Whether any tab of the row `row` (More too) has its name cut. */
export function rowIsCut(row: HTMLElement | null): boolean {
  return [...(row?.querySelectorAll('.portico-tabs__tab > *') ?? [])].some((part) => isWords(part) && isCut(part));
}

export interface TabFit {
  /** The slots the row takes: as many as the width holds, fewer where a name would be cut (at least two). */
  readonly slots: number;
  /** No slot left to give up and a name still too wide: its words break anywhere rather than be cut. */
  readonly tight: boolean;
}

/**
 * Fits the row's tabs to their names (issue 38: "Google Pay" cut short at 375 px): after each
 * render, before paint, a row with a cut tab takes one slot fewer than `widthSlots`, while that
 * changes the row (there are tabs enough to fill it), until it is down to two (a tab and More)
 * and is `tight`. `layoutKey` names what the row was laid out for (its width, its tabs, the
 * selected one, the language): a new one starts again from every slot the width holds.
 */
export function useTabFit(row: RefObject<HTMLElement | null>, layoutKey: string, widthSlots: number, tabCount: number): TabFit {
  const [fit, setFit] = useState({ layoutKey, fewer: 0, tight: false });
  const current = fit.layoutKey === layoutKey ? fit : { layoutKey, fewer: 0, tight: false };
  const slots = Math.max(2, widthSlots - current.fewer);
  // One slot fewer changes the row only if it has a tab for each slot now (tab-slots.ts).
  const canDrop = slots > 2 && tabCount >= slots;
  // Again for each new layout of the row (the key) and after each slot given up.
  useLayoutEffect(() => {
    if (current.tight || !rowIsCut(row.current)) return;
    setFit(canDrop ? { layoutKey, fewer: current.fewer + 1, tight: false } : { layoutKey, fewer: current.fewer, tight: true });
  }, [current.tight, current.fewer, row, canDrop, layoutKey]);
  return { slots, tight: current.tight };
}
