/**
 * WAI-ARIA tabs (ui/tabs.css): Left and Right move to the previous and next tab (mirrored in
 * right-to-left text) and choose it, Home and End the first and last; only the selected tab is
 * in the tab order. The row wraps rather than scrolls, so every tab is in sight at any width.
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabsProps<T extends string> {
  /** The tab list's accessible name. */
  readonly label: string;
  readonly tabs: readonly T[];
  readonly selected: T;
  /** While something runs: every other tab is `aria-disabled` (still focusable, still read). */
  readonly locked?: boolean;
  readonly onSelect: (tab: T) => void;
  /** Each tab's id, and the id of the panel it controls. */
  readonly tabId: (tab: T) => string;
  readonly panelId: (tab: T) => string;
  readonly renderTab: (tab: T) => ReactNode;
  /** The selected tab's panel. */
  readonly children: ReactNode;
  /** An extra class for the panel (the feature's spacing). */
  readonly panelClass?: string;
}

const STEPS: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowLeft: -1 };

export function Tabs<T extends string>({ label, tabs, selected, locked = false, onSelect, tabId, panelId, renderTab, children, panelClass }: TabsProps<T>) {
  const nodes = useRef(new Map<T, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = STEPS[event.key];
    const next =
      step !== undefined ? (index + (rtl ? -step : step) + tabs.length) % tabs.length : event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : null;
    if (next === null) return;
    event.preventDefault();
    const target = tabs[next]!;
    nodes.current.get(target)?.focus();
    onSelect(target);
  };
  return (
    <>
      <div className="portico-tabs" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
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
      <div className={panelClass} role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </>
  );
}
