/**
 * What a merchant page holds, measured from outside it over the DevTools protocol: its
 * iframes, the frames Chromium keeps for it, the event listeners on its window and
 * document (DOMDebugger.getEventListeners), its DOM nodes, and its JS heap after a
 * garbage collection.
 */
import type { CDPSession, Page } from '@playwright/test';

export interface Footprint {
  readonly iframes: number;
  readonly frames: number;
  readonly listeners: number;
  readonly nodes: number;
  /** Bytes in use on the page's JS heap, after a full collection. */
  readonly heap: number;
}

async function listenersOn(session: CDPSession, expression: string): Promise<number> {
  const { result } = await session.send('Runtime.evaluate', { expression });
  if (!result.objectId) return 0;
  const { listeners } = await session.send('DOMDebugger.getEventListeners', { objectId: result.objectId });
  await session.send('Runtime.releaseObject', { objectId: result.objectId });
  return listeners.length;
}

export async function footprint(page: Page, session: CDPSession): Promise<Footprint> {
  await session.send('HeapProfiler.collectGarbage');
  await session.send('HeapProfiler.collectGarbage');
  const { usedSize } = await session.send('Runtime.getHeapUsage');
  const { iframes, nodes } = await page.evaluate(() => ({
    iframes: document.querySelectorAll('iframe').length,
    nodes: document.getElementsByTagName('*').length,
  }));
  const listeners = (await listenersOn(session, 'window')) + (await listenersOn(session, 'document'));
  return { iframes, frames: page.frames().length, listeners, nodes, heap: usedSize };
}
