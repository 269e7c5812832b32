/**
 * Keys typed past a complete field are carried to the next field of the group, the
 * safety net under the focus move (protocol/events/events.ts `onFocusTo`): a shopper typing
 * a whole card in one go can press the expiry's first key before focus has crossed to
 * its frame, and that key must not grow the card number.
 *
 * The frame that moved focus on, while it still has focus, takes each typing key
 * (the key does nothing in its own field) and posts everything carried so far as the
 * next field's update code with `carried: true`. The next frame types that text into
 * its empty field key by key; what is left once its field is complete goes on to the
 * field after it the same way. The whole text each time, not key by key: the relay
 * through the merchant page keeps only the latest value of a code (transport.ts).
 */
import { updateCodeOf, type GroupMessage } from '../../../protocol/element-groups';
import type { ElementKind } from '../../../protocol';

type Post = (message: GroupMessage) => void;

const typingKey = (event: KeyboardEvent) => event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * From now until focus leaves this frame (or the shopper clicks, or presses a key that
 * edits rather than types), typing keys go to `next`. Returns its stop.
 */
export function carryKeysTo(next: ElementKind, post: Post): () => void {
  const code = updateCodeOf(next);
  if (!code) return () => {};
  let carried = '';
  const onKeyDown = (event: KeyboardEvent) => {
    if (!typingKey(event)) return stop();
    event.preventDefault();
    carried += event.key;
    post({ code, value: carried, carried: true });
  };
  const stop = () => {
    document.removeEventListener('keydown', onKeyDown, true);
    window.removeEventListener('blur', stop);
    document.removeEventListener('pointerdown', stop, true);
  };
  document.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('blur', stop);
  document.addEventListener('pointerdown', stop, true);
  return stop;
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

/**
 * A contributor received carried keys: types them, and when its field is complete moves
 * focus on and carries the rest to the field after it. `set` shows the value; `wasComplete`
 * says whether focus already moved on from this field (so it moves once).
 */
export function receiveCarried(after: ElementKind | undefined, text: string, field: CarriedField, set: (value: string) => void, wasComplete: boolean, post: Post): void {
  const { value, rest } = typeUntilComplete(text, field);
  set(value);
  if (!after || !field.complete(value)) return;
  if (!wasComplete) post({ code: 'focus', kind: after });
  const code = updateCodeOf(after);
  if (code && rest) post({ code, value: rest, carried: true });
}
