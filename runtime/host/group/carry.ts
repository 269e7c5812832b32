/**
 * Keys typed past a complete field are carried to the next field of the group, the
 * safety net under the focus move (protocol/events.ts `onFocusTo`): a shopper typing
 * a whole card in one go can press the expiry's first key before focus has crossed to
 * its frame, and that key must not grow the card number.
 *
 * The frame that moved focus on takes each typing key that still reaches it (the key
 * does nothing in its own field) and posts everything carried so far as the next
 * field's update code with `carried: true`; the next frame types it (one-go.ts). The
 * whole text each time, not key by key: the relay through the merchant page keeps only
 * the latest value of a code (transport.ts).
 *
 * Not only until its window's blur: on a loaded machine WebKit (2.50) can dispatch a
 * key to the frame that had focus after focus moved to the next frame's iframe, with
 * nothing focused in it. Such a key is the next field's too; only focus given back to
 * this frame (the shopper tabbing or clicking back) ends the carry.
 */
import { updateCodeOf, type GroupMessage } from '../../../protocol/element-groups';
import type { ElementKind } from '../../../protocol';

type Post = (message: GroupMessage) => void;

const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'CapsLock', 'AltGraph']);

/** A key that types a character: not an edit, a move, an IME's composition, or a shortcut. */
const typingKey = (event: KeyboardEvent) => event.key.length === 1 && !event.isComposing && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * Takes this frame's typing keys for `take`, before anything in the frame sees them,
 * until the shopper does anything else: presses a key that edits or moves, clicks,
 * edits the field another way (paste), or gives focus back to this frame after it left.
 * Returns its stop; `ended` runs when it stops by itself.
 */
export function takeTypingKeys(take: (key: string) => void, ended: () => void = () => {}): () => void {
  let left = false;
  const onKeyDown = (event: KeyboardEvent) => {
    if (MODIFIERS.has(event.key)) return;
    if (!typingKey(event)) return end();
    event.preventDefault();
    // Nothing else in the frame acts on it: use-focus-from-page.ts would put focus back in this frame's field.
    event.stopPropagation();
    take(event.key);
  };
  const onBlur = () => {
    left = true;
  };
  const onFocus = () => {
    if (left) end();
  };
  const stop = () => {
    window.removeEventListener('keydown', onKeyDown, true);
    window.removeEventListener('blur', onBlur);
    window.removeEventListener('focus', onFocus);
    window.removeEventListener('pointerdown', end, true);
    window.removeEventListener('input', end, true);
  };
  function end() {
    stop();
    ended();
  }
  window.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('blur', onBlur);
  window.addEventListener('focus', onFocus);
  window.addEventListener('pointerdown', end, true);
  window.addEventListener('input', end, true);
  return stop;
}

/** From now on (takeTypingKeys says until when), typing keys go to `next`. Returns its stop. */
export function carryKeysTo(next: ElementKind, post: Post): () => void {
  const code = updateCodeOf(next);
  if (!code) return () => {};
  let carried = '';
  return takeTypingKeys((key) => {
    carried += key;
    post({ code, value: carried, carried: true });
  });
}

export interface CarriedField {
  /** The field's value after `raw` was typed over `previous`. */
  readonly format: (raw: string, previous: string) => string;
  /** Whether the value is complete: focus moves on, and further keys go to the next field. */
  readonly complete: (value: string) => boolean;
}

/** `text` typed into an empty field key by key: its value, and the keys left once it was complete. */
export function typeUntilComplete(text: string, field: CarriedField): { readonly value: string; readonly rest: string } {
  let value = '';
  for (let i = 0; i < text.length; i += 1) {
    if (field.complete(value)) return { value, rest: text.slice(i) };
    value = field.format(value + text[i], value);
  }
  return { value, rest: '' };
}
