import { useEffect, type RefObject } from 'react';
import { RESIZE_DEBOUNCE_MS } from '../platform/lib/constants';
import { debounce } from '../platform/lib/timing';
import type { Emit } from './context';

/** Tells the merchant page our height whenever it changes, so the iframe never scrolls. */
export function useFrameSize(ref: RefObject<HTMLElement | null>, emit: Emit): void {
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    let lastHeight = -1;
    const report = debounce(() => {
      const height = Math.ceil(node.getBoundingClientRect().height);
      if (height !== lastHeight) {
        lastHeight = height;
        emit('onResize', { height });
      }
    }, RESIZE_DEBOUNCE_MS);
    report();
    if (typeof ResizeObserver === 'undefined') return report.cancel;
    const observer = new ResizeObserver(() => report());
    observer.observe(node);
    return () => {
      observer.disconnect();
      report.cancel();
    };
  }, [ref, emit]);
}
