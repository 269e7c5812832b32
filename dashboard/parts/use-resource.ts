/**
 * One GET of the dashboard's API as React state: loading, its data, or a clear error;
 * `reload()` asks again, and `pollMs` asks again on its own while the tab is visible
 * (a payment made in another tab appears without a reload). A poll keeps the data on
 * screen while it asks; a failed poll shows its error beside the last good data, and
 * `updatedAt` says when that data was read (the page's "updated" cue). A new `refresh`
 * number asks again too: the way a page's action reloads a list another component owns.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiFailure, getJson } from '../api';

export type Resource<T> =
  | { readonly state: 'loading' }
  | { readonly state: 'error'; readonly error: ApiFailure; readonly data?: T; readonly updatedAt?: number }
  | { readonly state: 'ready'; readonly data: T; readonly updatedAt: number };

export function useResource<T>(path: string, pollMs?: number, refresh = 0): Resource<T> & { readonly reload: () => void } {
  const [resource, setResource] = useState<Resource<T>>({ state: 'loading' });
  const [version, setVersion] = useState(0);
  const last = useRef<{ readonly data: T; readonly at: number } | undefined>(undefined);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let live = true;
    last.current = undefined;
    setResource({ state: 'loading' });
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
  }, [path, pollMs, version, refresh]);

  return { ...resource, reload };
}
