/**
 * Keys typed past a complete field are carried to the next field of the group, the
 * safety net under the focus move (protocol/events/events.ts `onFocusTo`): a shopper typing
 * a whole card in one go can press the expiry's first key before focus has crossed to
 * its frame, and that key must not grow the card number.
 *
 * The frame that moved focus on takes each typing key pressed while it still had focus
 * (the key does nothing in its own field) and posts everything carried so far as the
 * next field's update code with `carried: true`. The next frame types that text into
 * its field key by key, then the keys typed straight into it; what is left once its field
 * is complete goes on to the field after it the same way. The whole text each time, not key by key: the relay
 * through the merchant page keeps only the latest value of a code (transport.ts).
 */
import { updateCodeOf, type GroupMessage } from '../../../protocol/element-groups';
import type { ElementKind } from '../../../protocol';

type Post = (message: GroupMessage) => void;

const typingKey = (event: KeyboardEvent) => event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * From now until the shopper's next act elsewhere, typing keys go to `next`: until a key
 * pressed after focus left this frame that reaches it with focus back here, a click here, or a key
 * that edits rather than types.
 * Keys pressed before focus left are carried even when they arrive after it: under load,
 * WebKit hands this frame keys pressed before the focus move once focus has moved, and this
 * frame's own key handling (use-focus-from-page.ts) would put them, and focus, back into
 * its complete field. Listened for on the window's capture, before that handling. Returns its stop.
 */
export function carryKeysTo(next: ElementKind, post: Post): () => void {
  const code = updateCodeOf(next);
  if (!code) return () => {};
  let carried = '';
  let left: { readonly monotonic: number; readonly epoch: number } | null = null;
  const onKeyDown = (event: KeyboardEvent) => {
    // A key's timeStamp is on the page's monotonic clock (an engine that gave epoch times is read on that clock).
    // Pressed after focus left and arriving while this frame has focus again: the shopper came back, the carry ends.
    // Arriving while it has none (WebKit hands a stray key to the frame it left): still the next field's, carried,
    // so it never reaches this frame's own key handling, which would pull focus back here (issue 38, problem 10).
    const pressedAfterLeaving = left !== null && event.timeStamp > (event.timeStamp > 1e12 ? left.epoch : left.monotonic);
    if (pressedAfterLeaving && document.hasFocus()) return stop();
    if (!typingKey(event)) return stop();
    event.preventDefault();
    event.stopPropagation();
    carried += event.key;
    post({ code, value: carried, carried: true });
  };
  const onBlur = () => {
    left ??= { monotonic: performance.now(), epoch: Date.now() };
  };
  const stop = () => {
    window.removeEventListener('keydown', onKeyDown, true);
    window.removeEventListener('blur', onBlur);
    document.removeEventListener('pointerdown', stop, true);
  };
  window.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('blur', onBlur);
  document.addEventListener('pointerdown', stop, true);
  return stop;
}

/**
 * The keys typed straight into a field that also received carried keys: its value's digits
 * after the carried ones. They were pressed once focus had reached it, so after every carried
 * key, even one whose message came later (a late key from WebKit, or the relay through the
 * merchant page): the field types the carried text, then these.
 */
export function keysTypedAfter(carried: string, value: string): string {
  const typed = value.replace(/\D/g, '');
  return typed.startsWith(carried) ? typed.slice(carried.length) : '';
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
 * Focus moves on from a field completed by carried keys once focus is in its frame: while
 * the frame before still has it (and carries), this frame's move would race that frame's
 * own (two frames, two ports: the page may act on them in either order) and could leave
 * focus here, in a complete field where the keys still coming would be lost. A click here
 * first means the shopper chose this field: it stays.
 */
let cancelPendingMove = () => {};

function moveOnOnceHere(after: ElementKind, post: Post): void {
  // One move waits at a time: carried messages that arrive before the field re-renders complete it again.
  cancelPendingMove();
  if (document.hasFocus()) {
    post({ code: 'focus', kind: after });
    return;
  }
  const onFocus = () => {
    cancel();
    post({ code: 'focus', kind: after });
  };
  const cancel = () => {
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('pointerdown', cancel, true);
  };
  window.addEventListener('focus', onFocus);
  document.addEventListener('pointerdown', cancel, true);
  cancelPendingMove = cancel;
}

/**
 * A contributor received carried keys: types them, then the keys typed straight into it
 * (`typed`, keysTypedAfter), and when its field is complete moves focus on and carries the rest
 * to the field after it. `set` shows the value; `wasComplete` says whether focus already moved
 * on from this field (so it moves once).
 */
export function receiveCarried(
  after: ElementKind | undefined,
  text: string,
  typed: string,
  field: CarriedField,
  set: (value: string) => void,
  wasComplete: boolean,
  post: Post,
): void {
  const { value, rest } = typeUntilComplete(text + typed, field);
  set(value);
  if (!after || !field.complete(value)) return;
  if (!wasComplete) moveOnOnceHere(after, post);
  const code = updateCodeOf(after);
  if (code && rest) post({ code, value: rest, carried: true });
}
