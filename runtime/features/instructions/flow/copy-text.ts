/**
 * Copies a number to the clipboard. The clipboard may refuse (no permission, an
 * insecure context, a frame without `clipboard-write`): that is logged as
 * `onCopyFailed` (spec §8) and the value's text is selected instead, so the shopper
 * can copy it by hand at once.
 */
import { logEvent } from '../../../platform/telemetry';

export async function copyText(value: string, field: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('navigator.clipboard is not available');
    await navigator.clipboard.writeText(value);
    return true;
  } catch (error) {
    logEvent('onCopyFailed', 'error', { field, error: String(error) });
    return false;
  }
}

/** Selects the whole text of `element`, ready for the shopper's own copy. */
export function selectText(element: Element | null): void {
  const selection = element ? window.getSelection() : null;
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}
