import { useEffect, useRef } from 'react';

/**
 * Waits between looks at an intent the shopper pays elsewhere: soon at first (a
 * scan takes seconds), then less often. The last delay repeats.
 */
const POLL_DELAYS_MS = [2000, 2000, 3000, 5000, 8000, 10_000] as const;

/**
 * While `active`, runs `check` after each delay of POLL_DELAYS_MS until it says it
 * is done (`true`). Stops on `pagehide` (a page in the back/forward cache must not
 * poll) and goes on at once on `pageshow`, and when the page becomes visible again
 * (the shopper is back from the wallet app): that look starts the delays over.
 * One look at a time.
 */
export function useIntentPolling(active: boolean, check: () => Promise<boolean>, delays: readonly number[] = POLL_DELAYS_MS): void {
  const latest = useRef(check);
  useEffect(() => {
    latest.current = check;
  });

  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let step = 0;
    let running = false;
    let stopped = false;

    const schedule = () => {
      if (stopped || timer !== null) return;
      const delay = delays[Math.min(step, delays.length - 1)]!;
      step += 1;
      timer = setTimeout(look, delay);
    };
    const look = async () => {
      timer = null;
      if (stopped || running) return;
      running = true;
      let done = false;
      try {
        done = await latest.current();
      } catch {
        done = false;
      }
      running = false;
      if (done) stopped = true;
      else schedule();
    };
    const lookNow = () => {
      if (stopped) return;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      step = 0;
      void look();
    };
    const onHide = () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') lookNow();
    };

    schedule();
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', lookNow);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', lookNow);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [active, delays]);
}
