/**
 * Page-lifecycle signals that explain why a pending request failed (spec §8):
 * - `hide`: the page went to the background (`visibilitychange` to hidden, or
 *   `pagehide` with `persisted`, i.e. entering the back/forward cache);
 * - `destroy`: the page is being unloaded (`pagehide` not persisted, `beforeunload`).
 *
 * The API client subscribes only while a request is pending. Listeners are added on
 * the first subscription and removed with the last, so an idle page carries no
 * `beforeunload` listener (which would keep it out of Firefox's back/forward cache).
 */
export type PageInterruption = 'hide' | 'destroy';

export interface PageLifecycle {
  /** Calls `listener` on each interruption until the returned function is called. */
  subscribe(listener: (kind: PageInterruption) => void): () => void;
}

/** The part of `window` the tracker listens on (a fake in tests). */
export interface LifecycleTarget {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  readonly document?: { readonly visibilityState?: string };
}

/** Never reports anything: for servers and tests that do not care. */
export const NO_PAGE_LIFECYCLE: PageLifecycle = { subscribe: () => () => {} };

export function createPageLifecycle(target: LifecycleTarget): PageLifecycle {
  const listeners = new Set<(kind: PageInterruption) => void>();
  const emit = (kind: PageInterruption): void => {
    for (const listener of [...listeners]) listener(kind);
  };
  const onVisibility = (): void => {
    if (target.document?.visibilityState === 'hidden') emit('hide');
  };
  const onPageHide = (event: Event): void => {
    emit((event as PageTransitionEvent).persisted ? 'hide' : 'destroy');
  };
  const onBeforeUnload = (): void => emit('destroy');

  // `visibilitychange` fires on document and bubbles to window, so window is enough.
  const handlers: ReadonlyArray<[string, (event: Event) => void]> = [
    ['visibilitychange', onVisibility],
    ['pagehide', onPageHide],
    ['beforeunload', onBeforeUnload],
  ];

  return {
    subscribe(listener) {
      if (listeners.size === 0) {
        for (const [type, handler] of handlers) target.addEventListener(type, handler);
      }
      listeners.add(listener);
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        for (const [type, handler] of handlers) target.removeEventListener(type, handler);
      };
    },
  };
}

let browserLifecycle: PageLifecycle | undefined;

/** The tracker for this window, made on first use; a no-op outside a browser. */
export function browserPageLifecycle(): PageLifecycle {
  if (typeof window === 'undefined') return NO_PAGE_LIFECYCLE;
  browserLifecycle ??= createPageLifecycle(window);
  return browserLifecycle;
}
