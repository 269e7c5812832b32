import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left until `deadline` (ISO 8601), ticking once a second; `null` without one.
 * Read from the clock at each tick, so a tab the browser throttled while hidden is
 * right again at its next tick. `onExpire` runs once, when the time is up.
 */
export function useCountdown(deadline: string | null, onExpire: () => void): number | null {
  const end = deadline === null ? null : Date.parse(deadline);
  const [left, setLeft] = useState<number | null>(null);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });

  useEffect(() => {
    if (end === null || Number.isNaN(end)) {
      setLeft(null);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | null = null;
    const tick = () => {
      const ms = end - Date.now();
      setLeft(Math.max(0, Math.ceil(ms / 1000)));
      if (ms <= 0) {
        timer = null;
        expire.current();
        return;
      }
      // The next whole second before the deadline, so the display turns with the clock.
      timer = setTimeout(tick, ms % 1000 || 1000);
    };
    tick();
    return () => {
      if (timer !== null) clearTimeout(timer);
    };
  }, [end]);

  if (end === null || Number.isNaN(end)) return null;
  // Before the first tick: from the clock, so the first paint already shows the time.
  return left ?? Math.max(0, Math.ceil((end - Date.now()) / 1000));
}
