/**
 * Which rows of a polled list arrived after the page first showed it: a set the list
 * marks "New" (a payment made in another tab is seen to arrive, not just counted).
 * Pure, so a poll's answer is folded in by a state update, never by a ref read in render.
 */
import { useState } from 'react';

export interface Arrivals {
  /** Every id seen so far; null before the first answer (nothing on it is new). */
  readonly known: ReadonlySet<string> | null;
  readonly fresh: ReadonlySet<string>;
}

export const NO_ARRIVALS: Arrivals = { known: null, fresh: new Set() };

export function foldArrivals(before: Arrivals, ids: readonly string[]): Arrivals {
  if (before.known === null) return { known: new Set(ids), fresh: before.fresh };
  const known = before.known;
  const added = ids.filter((id) => !known.has(id));
  if (added.length === 0) return before;
  return { known: new Set([...known, ...added]), fresh: new Set([...before.fresh, ...added]) };
}

/**
 * The ids of `answer`'s rows that arrived after the first answer, folded in while rendering,
 * once per answer (keyed by the answer object itself): React's way to follow a changing
 * prop without an effect.
 */
export function useArrivals<T>(answer: T | undefined, idsOf: (answer: T) => readonly string[]): ReadonlySet<string> {
  const [state, setState] = useState<{ readonly of: T | undefined; readonly seen: Arrivals }>({ of: undefined, seen: NO_ARRIVALS });
  if (answer !== undefined && answer !== state.of) {
    const seen = foldArrivals(state.seen, idsOf(answer));
    setState({ of: answer, seen });
    return seen.fresh;
  }
  return state.seen.fresh;
}
