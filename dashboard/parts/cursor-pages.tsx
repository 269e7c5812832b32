/**
 * A list read a page at a time by cursor: the cursors gone through (so Previous goes back
 * exactly), forgotten when the list's query changes, and the Previous / Next buttons.
 */
import { useState } from 'react';

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
  return (
    <nav className="dash-pager" aria-label={label}>
      <button type="button" className="portico-button portico-button--secondary" disabled={pages.onFirst} onClick={pages.back}>
        Previous
      </button>
      <button type="button" className="portico-button portico-button--secondary" disabled={next === null} onClick={() => next !== null && pages.forward(next)}>
        Next
      </button>
    </nav>
  );
}
