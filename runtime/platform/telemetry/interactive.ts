/**
 * Interactive time (spec §9): after the screen is ready, the first quiet window of
 * 1 s with no long task; the page was interactive from that window's start (the
 * later of ready and the end of the last long task). Reported once.
 */
export const QUIET_WINDOW_MS = 1_000;

export interface InteractiveWatch {
  /** The screen is ready (ms since navigation start); only the first call counts. */
  ready(at: number): void;
  /** A long task ended at `end` (ms since navigation start). */
  longTask(end: number): void;
}

export function createInteractiveWatch(onInteractive: (at: number) => void, now: () => number): InteractiveWatch {
  let readyAt: number | null = null;
  let busyUntil = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;

  const arm = () => {
    if (done || readyAt === null) return;
    clearTimeout(timer);
    const from = Math.max(readyAt, busyUntil);
    timer = setTimeout(
      () => {
        done = true;
        onInteractive(from);
      },
      Math.max(0, from + QUIET_WINDOW_MS - now()),
    );
  };

  return {
    ready(at) {
      if (readyAt !== null) return;
      readyAt = at;
      arm();
    },
    longTask(end) {
      busyUntil = Math.max(busyUntil, end);
      arm();
    },
  };
}
