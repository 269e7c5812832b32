/**
 * A list read a page at a time by cursor: the cursors gone through (so Previous goes back
 * exactly), forgotten when the list's query changes, and the Previous / Next buttons.
 */
import { useLayoutEffect, useRef, useState } from 'react';

export interface CursorPages {
  /** The page's cursor; undefined on the first page (the one that polls for new rows). */
  readonly cursor: string | undefined;
  readonly onFirst: boolean;
  readonly back: () => void;
  readonly forward: (next: string) => void;
}

export function useCursorPages(query: string): CursorPages {
  const [cursors, setCursors] = useState<{ readonly query: string; readonly stack: readonly string[] }>({ query, stack: [] });
  const stack = cursors.query === query ? cursors.stack : [];
  return {
    cursor: stack.at(-1),
    onFirst: stack.length === 0,
    back: () => setCursors({ query, stack: stack.slice(0, -1) }),
    forward: (next) => setCursors({ query, stack: [...stack, next] }),
  };
}

export function Pager({ pages, next, label }: { readonly pages: CursorPages; readonly next: string | null; readonly label: string }) {
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const pressed = useRef<HTMLButtonElement | null>(null);
  // On the last page (or back on the first) the button pressed is disabled, and a disabled button
  // drops the keyboard's focus to the page: it goes to the other button instead.
  useLayoutEffect(() => {
    const button = pressed.current;
    if (!button?.disabled) return;
    pressed.current = null;
    // Only while the focus is still the button's (or dropped to the page), never taken from elsewhere.
    if (document.activeElement === button || document.activeElement === document.body) {
      (button === nextButton.current ? previousButton : nextButton).current?.focus();
    }
  }, [pages.onFirst, next]);
  return (
    <nav className="dash-pager" aria-label={label}>
      <button
        ref={previousButton}
        type="button"
        className="portico-button portico-button--secondary"
        disabled={pages.onFirst}
        onClick={() => {
          pressed.current = previousButton.current;
          pages.back();
        }}
      >
        Previous
      </button>
      <button
        ref={nextButton}
        type="button"
        className="portico-button portico-button--secondary"
        disabled={next === null}
        onClick={() => {
          if (next === null) return;
          pressed.current = nextButton.current;
          pages.forward(next);
        }}
      >
        Next
      </button>
    </nav>
  );
}
