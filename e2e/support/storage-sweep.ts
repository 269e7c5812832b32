/**
 * Every localStorage and sessionStorage entry of every document still open at the end of
 * a test (sent-messages.ts heard the writes made through `setItem`; this also finds what
 * was written otherwise). A frame that does not answer within a second is passed over:
 * the sweep must never hold a test up.
 */
import type { BrowserContext, Frame } from '@playwright/test';

export interface StorageEntry {
  /** `<origin> <area> <key>` */
  readonly where: string;
  readonly value: string;
}

const ANSWER_MS = 1000;

function entriesOf(frame: Frame): Promise<StorageEntry[]> {
  const read = frame.evaluate(() => {
    const found: Array<{ where: string; value: string }> = [];
    for (const area of ['localStorage', 'sessionStorage'] as const) {
      try {
        const store = area === 'localStorage' ? localStorage : sessionStorage;
        for (let i = 0; i < store.length; i += 1) {
          const key = store.key(i) ?? '';
          found.push({ where: `${location.origin} ${area} ${key}`, value: `${key}=${store.getItem(key) ?? ''}` });
        }
      } catch {
        // storage blocked in this document: nothing to read
      }
    }
    return found;
  });
  const late = new Promise<StorageEntry[]>((resolve) => setTimeout(() => resolve([]), ANSWER_MS));
  return Promise.race([read, late]).catch(() => []);
}

/** Each distinct entry once (frames of one origin share their storage). */
export async function sweepStorage(context: BrowserContext): Promise<StorageEntry[]> {
  const frames = context.pages().flatMap((page) => (page.isClosed() ? [] : page.frames()));
  const seen = new Map<string, StorageEntry>();
  for (const entry of (await Promise.all(frames.map(entriesOf))).flat()) seen.set(`${entry.where}\n${entry.value}`, entry);
  return [...seen.values()];
}
