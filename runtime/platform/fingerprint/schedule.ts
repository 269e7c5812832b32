/**
 * Starts the device fingerprint when the frame is idle after its first paint (an
 * element's effect runs after the commit, and `onReady` is sent then): nothing on the
 * way to the first paint waits for it or fetches its code. Returns the cancel.
 */
import { importWithRetry } from '../lib/import-with-retry';

/** The longest the idle callback may wait on a busy page. */
const IDLE_TIMEOUT_MS = 2_000;

/** `merchantId`: the merchant's account, when the client secret names one; `merchantSession`: the address's `sessionId`. */
export function scheduleDeviceFingerprint(merchantId: () => Promise<string | undefined>, merchantSession: string | null = null): () => void {
  let cancelled = false;
  const run = () => {
    if (cancelled) return;
    void Promise.all([importWithRetry(() => import('./load-fingerprint')), merchantId()])
      .then(([{ loadDeviceFingerprint }, account]) => {
        if (!cancelled) loadDeviceFingerprint(account, merchantSession);
      })
      .catch(() => undefined);
  };
  const idle = typeof requestIdleCallback === 'function';
  const handle = idle ? requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(run, 200);
  return () => {
    cancelled = true;
    if (idle) cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}
