/**
 * A frame the browser refused to show says nothing: the checkout's `frame-ancestors`
 * (only the account's registered origins) stops its document before any script runs,
 * so no SYN comes and the merchant would wait for the handshake's time-out. When the
 * iframe has loaded and still said nothing a moment later (a frame's SYN and its load
 * event reach this page by different task queues, either first), the SDK asks the
 * checkout whether this page's origin is registered for the account (the answer is
 * about the asking origin only), and a "no" is said at once as `origin_not_registered`.
 * Any other answer, or none (a merchant policy without the checkout in `connect-src`
 * refuses the question), leaves the time-out to speak. A frame that works never asks.
 */
export const SILENCE_AFTER_LOAD_MS = 1500;

async function isRegisteredHere(checkoutOrigin: string, account: string): Promise<boolean | null> {
  try {
    const response = await fetch(`${checkoutOrigin}/api/v1/checkout/frame_origin?account=${encodeURIComponent(account)}`, {
      credentials: 'omit',
      cache: 'no-store',
    });
    const { registered } = (await response.json()) as { registered?: unknown };
    return response.ok && typeof registered === 'boolean' ? registered : null;
  } catch {
    return null;
  }
}

/** Calls `onUnregistered` once when `iframe` loaded before its frame said SYN and the checkout says this origin is not registered. */
export function watchForRefusedFrame(
  iframe: HTMLIFrameElement,
  checkoutOrigin: string,
  account: string,
  answered: () => boolean,
  onUnregistered: () => void,
): void {
  iframe.addEventListener(
    'load',
    () =>
      setTimeout(() => {
        if (answered() || !iframe.isConnected) return;
        void isRegisteredHere(checkoutOrigin, account).then((registered) => {
          if (registered === false && !answered()) onUnregistered();
        });
      }, SILENCE_AFTER_LOAD_MS),
    { once: true },
  );
}
