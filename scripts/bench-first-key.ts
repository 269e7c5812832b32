/**
 * The card's first key accepted, as the card frame itself records it (scripts/bench-sample.ts runs
 * it in samples of its own, so no onReady sample carries any typing). An init script in the frame
 * (`FIELD_WATCH`, added to the sample's fresh browser context, so it runs before any of the frame's
 * own scripts) watches the document with a MutationObserver: the moment a card number field is in
 * it (the boot markup's, runtime/host/boot/, or the runtime's own), it notes the time, focuses the
 * field and calls the driver once. The driver then sends one key to the page (one CDP key event pair,
 * no polling, no lookup of the field), and the frame records the `timeStamp` of the first `input` event the field fires: the
 * key accepted. Both times are the frame's own clock (`performance.timeOrigin` based), reported back
 * through a second binding; the driver's round trip between the two shows as their difference.
 */
import type { BrowserContext } from '@playwright/test';

/** The frame's two moments, as epoch milliseconds on its own clock. */
export interface FirstKeyTimes {
  /** A number field was in the document (the boot markup was put on screen, or the runtime rendered). */
  readonly fieldAt: number;
  /** The first key pressed into it fired `input`. */
  readonly keyAt: number;
}

const FIELD_BINDING = 'porticoBenchField';
const KEY_BINDING = 'porticoBenchKey';
const NUMBER_FIELD = 'input[name="number"]';

/** Runs in every frame of the sample's context; only the card frame (its hash route) acts. */
const FIELD_WATCH = `(() => {
  if (!/^#\\/elements\\/card(\\?|$)/.test(location.hash)) return;
  const now = () => performance.timeOrigin + performance.now();
  let accepted = false;
  addEventListener('input', (event) => {
    if (accepted || !(event.target instanceof HTMLInputElement) || event.target.name !== 'number') return;
    accepted = true;
    window.${KEY_BINDING}(performance.timeOrigin + event.timeStamp);
  }, { capture: true });
  const watch = new MutationObserver(() => {
    const field = document.querySelector('${NUMBER_FIELD}');
    if (!field) return;
    watch.disconnect();
    field.focus();
    window.${FIELD_BINDING}(now()).catch(() => {});
  });
  watch.observe(document, { childList: true, subtree: true });
})();`;

/**
 * Arms `context` (a fresh one per sample) for one card mount: resolves with the frame's two moments
 * once its first key has been accepted, or null if none was within `timeoutMs` of arming.
 */
export async function armFirstKey(context: BrowserContext, timeoutMs = 30_000): Promise<() => Promise<FirstKeyTimes | null>> {
  let fieldAt = 0;
  let resolveKey: (times: FirstKeyTimes | null) => void = () => undefined;
  const key = new Promise<FirstKeyTimes | null>((resolve) => (resolveKey = resolve));
  const timer = setTimeout(() => resolveKey(null), timeoutMs);
  await context.exposeBinding(FIELD_BINDING, async ({ page }, at: number) => {
    fieldAt = at;
    // One key to the page's focused element: the field, which the frame has just focused (Chromium lets a frame focus its own input).
    await page.keyboard.press('4');
  });
  await context.exposeBinding(KEY_BINDING, (_source, keyAt: number) => {
    clearTimeout(timer);
    resolveKey({ fieldAt, keyAt });
  });
  await context.addInitScript(FIELD_WATCH);
  return () => key;
}
