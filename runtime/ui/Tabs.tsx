/**
 * WAI-ARIA tabs (ui/tabs.css) in one row of a set number of columns by width (ui/tab-slots.ts):
 * what does not fit sits behind a "More" menu button in the last slot (ui/MoreMenu.tsx), and a
 * tab chosen there takes the last tab slot. Left and Right move to the previous and next tab
 * in the row (mirrored in right-to-left text) and choose it, Home and End the first and last;
 * only the selected tab is in the tab order, then More.
 */
import { useEffect, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { MoreMenu } from './MoreMenu';
import { tabRow, tabSlots } from './tab-slots';
import { useInlineSize } from './use-inline-size';
import { useTabFit } from './use-tab-fit';

export interface TabsProps<T extends string> {
  /** The tab list's accessible name. */
  readonly label: string;
  /** The overflow menu button's words ("More"). */
  readonly moreLabel: string;
  readonly tabs: readonly T[];
  readonly selected: T;
  /** While something runs: every other tab is `aria-disabled` (still focusable, still read). */
  readonly locked?: boolean;
  readonly onSelect: (tab: T) => void;
  /** Each tab's id, and the id of the panel it controls. */
  readonly tabId: (tab: T) => string;
  readonly panelId: (tab: T) => string;
  /** A tab's face, in the row and in the More menu. */
  readonly renderTab: (tab: T) => ReactNode;
  /** The selected tab's panel. */
  readonly children: ReactNode;
  /** An extra class for the panel (the feature's spacing). */
  readonly panelClass?: string;
}

const STEPS: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowLeft: -1 };

/** Where a key moves from `index` in a row of `count` tabs, or null for a key tabs do not take. */
function stepTo(key: string, index: number, count: number, rtl: boolean): number | null {
  const step = STEPS[key];
  if (step !== undefined) return (index + (rtl ? -step : step) + count) % count;
  return key === 'Home' ? 0 : key === 'End' ? count - 1 : null;
}

export function Tabs<T extends string>(props: TabsProps<T>) {
  const { label, moreLabel, tabs, selected, locked = false, onSelect, tabId, panelId, renderTab, children, panelClass } = props;
  const nodes = useRef(new Map<T, HTMLButtonElement>());
  const box = useRef<HTMLDivElement>(null);
  // Not measured yet (no layout, as in a test's DOM): every tab in the row.
  const width = useInlineSize(box);
  const widthSlots = width > 0 ? tabSlots(width) : tabs.length;
  // Fewer tabs where a name would be cut at this width, in this language (use-tab-fit.ts).
  // More's words stand for the language: the names change with them.
  const fit = useTabFit(box, `${width} ${moreLabel} ${selected} ${tabs.join(' ')}`, widthSlots, tabs.length);
  const row = tabRow(tabs, selected, fit.slots);
  // A tab chosen from the menu is drawn into the row on the next render: focus it then.
  const focusAfterRender = useRef<T | null>(null);
  useEffect(() => {
    if (focusAfterRender.current === null) return;
    nodes.current.get(focusAfterRender.current)?.focus();
    focusAfterRender.current = null;
  });

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = stepTo(event.key, index, row.shown.length, rtl);
    if (next === null) return;
    event.preventDefault();
    const target = row.shown[next]!;
    nodes.current.get(target)?.focus();
    onSelect(target);
  };
  const chooseFromMenu = (tab: T) => {
    focusAfterRender.current = tab;
    onSelect(tab);
  };
  return (
    <>
      <div
        ref={box}
        className="portico-tabs"
        data-tight={fit.tight || undefined}
        style={{ '--portico-tab-columns': row.columns, '--portico-tab-shown': row.shown.length } as CSSProperties}
      >
        <div className="portico-tabs__list" role="tablist" aria-label={label}>
          {row.shown.map((tab, index) => {
            const isSelected = tab === selected;
            return (
              <button
                key={tab}
                ref={(node) => void (node ? nodes.current.set(tab, node) : nodes.current.delete(tab))}
                type="button"
                role="tab"
                id={tabId(tab)}
                className="portico-tabs__tab"
                aria-selected={isSelected}
                aria-controls={panelId(tab)}
                aria-disabled={locked && !isSelected ? true : undefined}
                tabIndex={isSelected ? 0 : -1}
                onClick={() => onSelect(tab)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {renderTab(tab)}
              </button>
            );
          })}
        </div>
        {row.more.length > 0 && <MoreMenu label={moreLabel} items={row.more} renderItem={renderTab} locked={locked} onChoose={chooseFromMenu} />}
      </div>
      <div className={panelClass} role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </>
  );
}
