/**
 * Keys typed past a complete field are carried to the next field of the group, the
 * safety net under the focus move (protocol/events/events.ts `onFocusTo`): a shopper typing
 * a whole card in one go can press the expiry's first key before focus has crossed to
 * its frame, and that key must not grow the card number.
 *
 * The frame that moved focus on takes each typing key that still reaches it (the key
 * does nothing in its own field), stamps it with when it was pressed (keys.ts) and
 * posts every key carried so far as the next field's update code with `carried: true`;
 * the next frame puts them in order with its own keys (one-go.ts). The whole list each
 * time: the relay through the merchant page keeps only the latest value of a code
 * (transport.ts).
 *
 * Not only until its window's blur: on a loaded machine WebKit (2.50) can dispatch a
 * key to the frame that had focus after focus moved to the next frame's iframe, with
 * nothing focused in it (and `document.hasFocus()` there can be false while the keys
 * still reach it, so the carry starts whatever it says). Such a key is the next field's too, and nothing else in the
 * frame may act on it (use-focus-from-page.ts would put focus back in the complete
 * field, and every later key would be lost there). The carry ends at the shopper's
 * first other act: a key that edits or moves, a click, a paste, or focus given back.
 */
import { updateCodeOf, type GroupMessage } from '../../../protocol/element-groups';
import type { ElementKind } from '../../../protocol';
import { encodeKeys, keyKind, stamp, type StampedKey } from './keys';

type Post = (message: GroupMessage) => void;

export interface ShopperActs {
  /** A typing key pressed in this frame: whether it was taken (then nothing else in the frame sees it). */
  readonly typed: (key: StampedKey) => boolean;
  /** The shopper did something other than type here, at `at` on the keys' clock. */
  readonly other: (at: number) => void;
}

const now = () => performance.timeOrigin + performance.now();

/**
 * Whose focus a window focus is: `leaving`, a frame that handed focus on, for which any
 * focus is the shopper coming back (tabbing or clicking back, `element.focus()`);
 * `arriving`, a frame focus moves onto, for which none says anything: the move onto it
 * can come as several (the page focuses its iframe, the frame its input; WebKit blurs
 * every frame when the page starts), so only the shopper's own acts end its one-go.
 */
export type FocusBack = 'leaving' | 'arriving';

/** Listens to the shopper in this frame until the returned stop. */
export function watchShopper(acts: ShopperActs, side: FocusBack): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const kind = keyKind(event);
    if (kind === 'other') return acts.other(stamp(event).at);
    if (kind !== 'types' || !acts.typed(stamp(event))) return;
    event.preventDefault();
    event.stopPropagation();
  };
  const onFocus = () => {
    if (side === 'leaving') acts.other(now());
  };
  const onOther = () => acts.other(now());
  window.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('focus', onFocus);
  window.addEventListener('pointerdown', onOther, true);
  // A paste, a drop, the browser's autofill: the field changes other than by the keys taken.
  window.addEventListener('input', onOther, true);
  return () => {
    window.removeEventListener('keydown', onKeyDown, true);
    window.removeEventListener('focus', onFocus);
    window.removeEventListener('pointerdown', onOther, true);
    window.removeEventListener('input', onOther, true);
  };
}

/** From now until the shopper's first other act (watchShopper), typing keys go to `next`. Returns its stop. */
export function carryKeysTo(next: ElementKind, post: Post): () => void {
  const code = updateCodeOf(next);
  if (!code) return () => {};
  const carried: StampedKey[] = [];
  const stop = watchShopper({
    typed: (key) => {
      carried.push(key);
      post({ code, value: encodeKeys(carried), carried: true });
      return true;
    },
    other: () => stop(),
  }, 'leaving');
  return stop;
}
