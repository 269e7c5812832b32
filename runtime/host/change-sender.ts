/**
 * How `change` reaches the merchant (spec §9: throttled to one a second). The first change
 * after a quiet second goes at once (leading edge); changes within the second wait out its
 * end and only the newest is sent (trailing edge), so the merchant always ends on the
 * shopper's latest state. A payload equal to the last one sent is not sent again.
 */
import type { ElementChange } from '../../protocol';

export interface ChangeSender {
  (change: ElementChange): void;
  cancel(): void;
}

export function changeSender(send: (change: ElementChange) => void, intervalMs: number, now: () => number = Date.now): ChangeSender {
  let sent: { readonly whole: string; readonly at: number } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: ElementChange | null = null;

  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  const emit = (change: ElementChange) => {
    cancel();
    const whole = JSON.stringify(change);
    if (sent?.whole === whole) return;
    sent = { whole, at: now() };
    send(change);
  };
  const sender = (change: ElementChange) => {
    const wait = sent === null ? 0 : sent.at + intervalMs - now();
    if (wait <= 0) return emit(change);
    pending = change;
    timer ??= setTimeout(() => {
      timer = null;
      if (pending) emit(pending);
    }, wait);
  };
  sender.cancel = cancel;
  return sender;
}
