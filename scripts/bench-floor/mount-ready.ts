/**
 * The least a React 19 frame does before it can say ready: create a root, commit one element,
 * and post the bench's ready message from that commit's layout effect, as an element's first
 * commit sends onReady.
 */
import { createElement, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';

const BENCH_READY = 'portico-bench-empty-ready';

export function mountReady(text: () => string): void {
  const parentOrigin = decodeURIComponent(location.hash.slice(1));
  function Ready() {
    useLayoutEffect(() => parent.postMessage(BENCH_READY, parentOrigin), []);
    return createElement('p', null, text());
  }
  createRoot(document.getElementById('root')!).render(createElement(Ready));
}
