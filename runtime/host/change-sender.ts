/**
 * How `change` reaches the merchant (spec §9, at most once a second): a change of what a
 * merchant gates on (`complete`, `empty`, `brand`, the drop-in's `method`: the payload's
 * top-level values) is sent at once, so a Pay button enabled on `complete` never waits;
 * a change below them (a field's validity flickering as the shopper types) waits out the
 * second, the last state always delivered; a payload equal to the last one sent is not
 * sent again.
 */
import type { ElementChange } from '../../protocol';

export interface ChangeSender {
  (change: ElementChange): void;
  cancel(): void;
}

/** The values a merchant branches on: the payload's own, not its nested per-field states. */
function headlineOf(change: ElementChange): string {
  return JSON.stringify(Object.entries(change).filter(([, value]) => value === null || typeof value !== 'object'));
}

export function changeSender(send: (change: ElementChange) => void, intervalMs: number, now: () => number = Date.now): ChangeSender {
  let sent: { readonly whole: string; readonly headline: string; readonly at: number } | null = null;
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
    sent = { whole, headline: headlineOf(change), at: now() };
    send(change);
  };
  const sender = (change: ElementChange) => {
    const wait = sent === null ? 0 : sent.at + intervalMs - now();
    if (sent === null || headlineOf(change) !== sent.headline || wait <= 0) return emit(change);
    pending = change;
    timer ??= setTimeout(() => {
      timer = null;
      if (pending) emit(pending);
    }, wait);
  };
  sender.cancel = cancel;
  return sender;
}
