import { useLayoutEffect, useRef } from 'react';

/**
 * The latest committed `value`, for code that runs outside a render and must not be
 * made again when the value changes (a parent's call, a listener, a timer). Written
 * after each commit, never during a render: a render React throws away leaves it as
 * it was. A layout effect, so it is current before any event after the commit.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
