/**
 * The element's first screen as plain markup (`{kind}.html` here, put on screen before any
 * module runs by index.html's boot script, scripts/vite-boot-markup.ts): the shopper may have
 * typed, pasted or autofilled into it while the runtime loaded. The body that takes it over
 * reads it in its first render (`readBootFields`) and puts focus and caret back in its own
 * input in its first layout effect (`restoreBootFocus`); the frame then removes the markup
 * (`releaseBoot`) in that same commit, so nothing typed in between is lost and no frame is
 * painted with both, or neither.
 */

/** The id of the markup's root (each `{kind}.html` has it). */
export const BOOT_ROOT_ID = 'portico-boot';

export interface BootFocus {
  /** The `name` of the input that had focus. */
  readonly name: string;
  /** Its selection, in its raw value. */
  readonly start: number;
  readonly end: number;
}

export interface BootFields {
  /** Each input's raw value, by its `name`. */
  readonly values: Readonly<Record<string, string>>;
  readonly focus: BootFocus | null;
}

/** What was typed into the boot markup, or null when there is none (another kind, a language not inline, already taken). */
export function readBootFields(doc: Document = document): BootFields | null {
  const root = doc.getElementById(BOOT_ROOT_ID);
  if (!root) return null;
  const values: Record<string, string> = {};
  let focus: BootFocus | null = null;
  for (const input of root.querySelectorAll('input')) {
    values[input.name] = input.value;
    if (doc.activeElement === input) {
      const end = input.value.length;
      focus = { name: input.name, start: input.selectionStart ?? end, end: input.selectionEnd ?? end };
    }
  }
  return { values, focus };
}

/**
 * Focus and caret into the runtime's own input. The selection is set before focusing too:
 * WebKit refuses a frame's own `focus()` outside a user gesture, and the shopper's next key
 * then focuses the input (host/use-focus-from-page.ts), keeping the selection set here.
 */
export function restoreBootFocus(input: HTMLInputElement, start: number, end: number): void {
  input.setSelectionRange(start, end);
  input.focus();
  input.setSelectionRange(start, end);
}

/** Where the caret goes in `formatted`: after as many digits as stood before it in `raw`; at the end if it was there. */
export function caretAfterDigits(raw: string, caret: number, formatted: string): number {
  if (caret >= raw.length) return formatted.length;
  let digits = raw.slice(0, caret).replace(/\D/g, '').length;
  if (digits === 0) return 0;
  for (let at = 0; at < formatted.length; at++) {
    if (/\d/.test(formatted[at] ?? '') && --digits === 0) return at + 1;
  }
  return formatted.length;
}

/** Removes the boot markup (the runtime shows its own screen, a refusal or a crash instead). */
export function releaseBoot(doc: Document = document): void {
  const root = doc.getElementById(BOOT_ROOT_ID);
  if (!root) return;
  root.remove();
  // Beside the boot script's `portico-boot`: how long the shopper typed into the markup.
  performance.mark('portico-boot-taken');
}
