/**
 * A menu button (WAI-ARIA menu button pattern) listing what does not fit in a row: Enter,
 * Space or Down open it on the first item, Up on the last; in the menu Up and Down move (and
 * wrap), Home and End go to the ends, Enter or Space chooses, Escape closes it and gives focus
 * back to the button, Tab closes it and moves on. The menu sits in the flow under the row, so
 * a frame sized by its content grows to show it rather than cutting it off.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface MoreMenuProps<T extends string> {
  /** The button's words ("More"). */
  readonly label: string;
  readonly items: readonly T[];
  readonly renderItem: (item: T) => ReactNode;
  /** While something runs: items are `aria-disabled` and choosing does nothing. */
  readonly locked?: boolean;
  readonly onChoose: (item: T) => void;
}

type Opening = 'first' | 'last' | null;

const MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

const itemsOf = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

export function MoreMenu<T extends string>({ label, items, renderItem, locked = false, onChoose }: MoreMenuProps<T>) {
  const id = useId();
  const [opening, setOpening] = useState<Opening>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const open = opening !== null;

  useEffect(() => {
    if (!open) return;
    const nodes = itemsOf(menu.current);
    (opening === 'last' ? nodes.at(-1) : nodes[0])?.focus();
    // A press anywhere else closes the menu, as a native one does.
    const outside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node) && !button.current?.contains(event.target as Node)) setOpening(null);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, opening]);

  const close = (refocus: boolean) => {
    setOpening(null);
    if (refocus) button.current?.focus();
  };
  const onButtonKey = (event: KeyboardEvent) => {
    const at: Opening = event.key === 'ArrowDown' ? 'first' : event.key === 'ArrowUp' ? 'last' : null;
    if (!at) return;
    event.preventDefault();
    setOpening(at);
  };
  const onMenuKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpening(null);
    } else if (MOVES[event.key]) {
      event.preventDefault();
      const nodes = itemsOf(menu.current);
      const index = nodes.indexOf(document.activeElement as HTMLElement);
      nodes[MOVES[event.key]!(Math.max(index, 0), nodes.length)]?.focus();
    }
  };
  const choose = (item: T) => {
    if (locked) return;
    setOpening(null);
    onChoose(item);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        className="portico-tabs__tab portico-tabs__more"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => setOpening(open ? null : 'first')}
        onKeyDown={onButtonKey}
      >
        <span className="portico-tabs__more-dots" aria-hidden="true" />
        <span className="portico-tabs__name">{label}</span>
      </button>
      {open && (
        <ul ref={menu} id={`${id}-menu`} className="portico-tabs__menu" role="menu" aria-labelledby={`${id}-button`} onKeyDown={onMenuKey}>
          {items.map((item) => (
            <li
              key={item}
              role="menuitem"
              tabIndex={-1}
              className="portico-tabs__item"
              aria-disabled={locked || undefined}
              onClick={() => choose(item)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                choose(item);
              }}
            >
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
