import { importWithRetry } from '../platform/lib/import-with-retry';

/**
 * A module of the confirm chunk, loaded once (with the chunk retry of spec §9); a
 * failed load is tried again next time. Which modules share that chunk is declared in
 * vite.config.ts (its `api` and `confirm` groups), so each caller imports what it
 * needs from the module that defines it, and the first load fetches it for all.
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let module: Promise<T> | null = null;
  return () => {
    module ??= importWithRetry(load).catch((error: unknown) => {
      module = null;
      throw error;
    });
    return module;
  };
}

export const loadConfirmPayment = lazyModule(() => import('./confirm-payment'));
export const loadConsentVerification = lazyModule(() => import('./consent-verification'));
export const loadElementRequests = lazyModule(() => import('./element-requests'));
