/**
 * One GET of the dashboard's API as React state: loading, its data, or a clear error;
 * `reload()` asks again, and `pollMs` asks again on its own while the tab is visible
 * (a payment made in another tab appears without a reload). A poll keeps the data on
 * screen while it asks; a failed poll shows its error beside the last good data, and
 * `updatedAt` says when that data was read (the page's "updated" cue).
 * Asked again at the same path, the data already shown stays until the new answer replaces it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiFailure, getJson } from '../api';

export type Resource<T> =
  | { readonly state: 'loading' }
  | { readonly state: 'error'; readonly error: ApiFailure; readonly data?: T; readonly updatedAt?: number }
  | { readonly state: 'ready'; readonly data: T; readonly updatedAt: number };

/**
 * `list` names a paged list apart from its page: another page of the same list (Previous, Next)
 * keeps the rows on screen until its answer comes, so the pager a keyboard pressed stays where it
 * was, focus and all; another list, or another object, starts over.
 */
export function useResource<T>(path: string, pollMs?: number, list?: string): Resource<T> & { readonly reload: () => void } {
  const [resource, setResource] = useState<Resource<T>>({ state: 'loading' });
  const [version, setVersion] = useState(0);
  const last = useRef<{ readonly data: T; readonly at: number } | undefined>(undefined);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  const readPath = useRef<string | undefined>(undefined);
  const readList = useRef<string | undefined>(undefined);

  useEffect(() => {
    let live = true;
    // A new address starts over; asking the same one again (after an action) keeps its data on
    // screen, so the page does not fall back to "Loading" and drop the keyboard's focus with it.
    // With nothing to keep (a retry after a failed first read), it says it is loading again.
    if (readPath.current !== path) {
      if (list === undefined || readList.current !== list) last.current = undefined;
      readPath.current = path;
      readList.current = list;
    }
    if (last.current === undefined) setResource({ state: 'loading' });
    const load = () =>
      getJson<T>(path).then(
        (data) => {
          if (!live) return;
          last.current = { data, at: Date.now() };
          setResource({ state: 'ready', data, updatedAt: last.current.at });
        },
        (error: unknown) => {
          if (!live) return;
          const failure = error instanceof ApiFailure ? error : new ApiFailure(0, 'error', String(error));
          const kept = last.current;
          setResource(kept === undefined ? { state: 'error', error: failure } : { state: 'error', error: failure, data: kept.data, updatedAt: kept.at });
        },
      );
    void load();
    const timer = pollMs === undefined ? undefined : window.setInterval(() => document.visibilityState === 'visible' && void load(), pollMs);
    return () => {
      live = false;
      if (timer !== undefined) window.clearInterval(timer);
    };
  }, [path, pollMs, version, list]);

  return { ...resource, reload };
}
