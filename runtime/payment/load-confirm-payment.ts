import { importWithRetry } from '../platform/lib/import-with-retry';

type ConfirmPaymentModule = typeof import('./confirm-payment');

let module: Promise<ConfirmPaymentModule> | null = null;

/** The confirm chunk, loaded once (with the chunk retry of spec §9); a failed load is tried again next time. */
export function loadConfirmPayment(): Promise<ConfirmPaymentModule> {
  module ??= importWithRetry(() => import('./confirm-payment')).catch((error: unknown) => {
    module = null;
    throw error;
  });
  return module;
}
