/**
 * The element's first screen as plain markup (`{kind}.html` here, put on screen before any
 * module runs by index.html's boot script, scripts/vite-boot-markup.ts): the shopper may have
 * typed, pasted or autofilled into it while the runtime loaded. The body that takes it over
 * reads each of its fields in its first render (`useBootField`); the frame then removes the
 * markup and puts focus and caret back in the body's input (`releaseBoot`) in that same commit,
 * so nothing typed in between is lost and no frame is painted with both, or neither.
 */
import { useEffect, useRef, useState } from 'react';

/** The id of the markup's root (each `{kind}.html` has it). */
export const BOOT_ROOT_ID = 'portico-boot';

/** One field as the shopper left it in the boot markup. */
export interface BootField {
  /** Its value, formatted as if typed in the runtime. */
  readonly value: string;
  /** Left with something in it: its problem shows, as after a blur. */
  readonly touched: boolean;
}

/** The field focus was in, and its selection in the formatted value (moved over what the formatting added), for `releaseBoot`. */
let focused: { readonly name: string; readonly caret: [number, number] } | null = null;

/**
 * The boot markup's input named `name` as the shopper left it, its value formatted by `format`; an
 * empty, untouched field when the frame has none (another kind, a language not inline, already taken).
 */
export function takeBootField(name: string, format: (raw: string) => string): BootField {
  const input = document.getElementById(BOOT_ROOT_ID)?.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const raw = input?.value ?? '';
  const value = format(raw);
  if (!input || document.activeElement !== input) return { value, touched: value !== '' };
  const at = (caret: number | null) => caretAfterDigits(raw, caret ?? raw.length, value);
  focused = { name, caret: [at(input.selectionStart), at(input.selectionEnd)] };
  return { value, touched: false };
}

/** The field focus was in, its caret at the end, when `releaseBoot` gave it to the runtime's; until `useMoveOnFromBoot` takes it. */
let takenOver: string | null = null;

/** `takeBootField`, once: in the first render (the markup is gone after its commit). */
export const useBootField = (name: string, format: (raw: string) => string): BootField => useState(() => takeBootField(name, format))[0];

/** Where the caret goes in `formatted`: after as many digits as stood before it in `raw`; at the end if it was there. */
export function caretAfterDigits(raw: string, caret: number, formatted: string): number {
  if (caret >= raw.length) return formatted.length;
  let digits = raw.slice(0, caret).replace(/\D/g, '').length;
  let at = 0;
  while (digits > 0 && at < formatted.length) if (/\d/.test(formatted[at++] ?? '')) digits--;
  return at;
}

/**
 * Removes the boot markup (the runtime shows its own screen, a refusal or a crash instead), in the
 * commit of the body that took its fields, and puts focus and caret where the shopper left them, in
 * the runtime's input of the same name. The selection is set before focusing too: WebKit refuses a
 * frame's own `focus()` outside a user gesture, and the shopper's next key then focuses the input
 * (host/use-focus-from-page.ts), keeping the selection set here.
 */
export function releaseBoot(): void {
  const root = document.getElementById(BOOT_ROOT_ID);
  if (!root) return;
  // Focus put in the markup after the body's first render read it (the boot script's, on the page's focus): kept, caret at the end (a range past it ends there).
  const active = document.activeElement as HTMLInputElement | null;
  focused ??= active?.name && root.contains(active) ? { name: active.name, caret: [1e9, 1e9] } : null;
  root.remove();
  // Beside the boot script's `portico-boot`: how long the shopper typed into the markup.
  performance.mark('portico-boot-taken');
  const input = focused && document.querySelector<HTMLInputElement>(`input[name="${focused.name}"]`);
  const caret = focused?.caret;
  // Only with the caret at the end: a shopper finishing the field, not one correcting a digit in it.
  takenOver = input && caret && caret[0] >= input.value.length ? (focused?.name ?? null) : null;
  focused = null;
  if (!input || !caret) return;
  input.setSelectionRange(...caret);
  input.focus();
  input.setSelectionRange(...caret);
}

/**
 * The shopper finished a field in the boot markup and was still in it when the runtime took over (on a slow network,
 * a whole card number typed before the runtime ran): `moveOn` runs with the field's name, a turn after the body's
 * first commit, to move focus on as the key that finished the field would have in the runtime. It checks itself that
 * the field is its own, its value still the one taken over (a key typed in between moved on already, if it finished
 * the field), and complete. A turn later: a split field's line to its group opens in a passive effect of that commit.
 * Once per document: a body mounted again later moves nothing.
 */
export function useMoveOnFromBoot(moveOn: (name: string) => void): void {
  const first = useRef(moveOn);
  useEffect(() => {
    const timer = setTimeout(() => {
      const name = takenOver;
      takenOver = null;
      if (name) first.current(name);
    });
    return () => clearTimeout(timer);
  }, []);
}
