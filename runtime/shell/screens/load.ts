/**
 * Loads a row's screen chunk (with the chunk retry of spec §9) once, and keeps the
 * loaded screen, so the shell renders it synchronously: no `lazy()`, no Suspense
 * fallback committed, and so no Suspense reveal throttle on an element's first paint.
 */
import type { LoadedScreen, ScreenRow } from '../../host/screen-contract';
import { importWithRetry, type RetryOptions } from '../../platform/lib/import-with-retry';
import { elementRows } from './table';

const UNAVAILABLE: LoadedScreen = { type: 'unavailable' };
const loading = new Map<ScreenRow, Promise<LoadedScreen>>();
const loaded = new Map<ScreenRow, LoadedScreen>();

async function loadRow(row: ScreenRow, retry: RetryOptions): Promise<LoadedScreen> {
  switch (row.type) {
    case 'element':
      return { type: 'element', kind: row.kind, Body: (await importWithRetry(row.load, retry)).default };
    case 'page':
      return { type: 'page', Page: (await importWithRetry(row.load, retry)).default };
  }
}

/** The loaded screen if its chunk is already here (or needs none), else `undefined`. */
export function loadedScreen(row: ScreenRow | null): LoadedScreen | undefined {
  return row === null ? UNAVAILABLE : loaded.get(row);
}

/** Starts (or joins) loading a row's chunk; a failed load is forgotten, so the next call tries again. */
export function loadScreen(row: ScreenRow | null, retry: RetryOptions = {}): Promise<LoadedScreen> {
  const ready = loadedScreen(row);
  if (ready) return Promise.resolve(ready);
  const key = row as ScreenRow;
  let pending = loading.get(key);
  if (!pending) {
    pending = loadRow(key, retry).then(
      (screen) => {
        loaded.set(key, screen);
        return screen;
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/** Fetches every element screen's chunk (the warm-up frame); a chunk that fails to load is left out. */
export async function preloadElementScreens(): Promise<Array<LoadedScreen | null>> {
  const settled = await Promise.allSettled(elementRows().map((row) => loadScreen(row)));
  return settled.map((result) => (result.status === 'fulfilled' ? result.value : null));
}
