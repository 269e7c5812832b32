/**
 * Focus that the merchant page gives the frame (element.focus(), or the SDK moving a
 * split field on: protocol/events/events.ts `onFocusTo`) lands in the frame's window with
 * nothing inside it focused: the frame's focus hooks put it in the right input.
 *
 * WebKit refuses that input.focus() (a cross-origin frame's own script outside a user
 * gesture): the window keeps focus with the body active. The shopper's next key is a
 * user gesture, so on a key typed at the body the hooks run again, and the key lands in
 * the input they focused (the browser sends a key's text to what has focus after keydown).
 */
import { useLayoutEffect } from 'react';
import type { FrameHooks } from './context';

const nothingFocused = () => document.activeElement === document.body || document.activeElement === null;

/** A key that types (a character, or an edit): Tab and the modifiers keep their own meaning. */
const types = (event: KeyboardEvent) => !event.ctrlKey && !event.metaKey && !event.altKey && (event.key.length === 1 || event.key === 'Backspace');

const focusAll = (hooks: FrameHooks) => {
  for (const focus of hooks.focus) focus();
};

/** After the focus event: a click into an input focuses it in the same turn, and then nothing is to do. */
const focusSoon = (hooks: FrameHooks) => setTimeout(() => nothingFocused() && focusAll(hooks), 0);

/**
 * `bodyShown`: the body is committed, the boot markup gone (host/boot/boot-fields.ts). Focus the page gave while
 * the markup was leaving may have landed nowhere: the boot script's handler runs a turn after the focus event, and
 * finds the markup removed if the body's commit came in between, while this hook was not yet listening. So once the
 * body is shown, a window that has focus with nothing in it focused gets what the focus event would have given it.
 */
export function useFocusFromPage(hooks: FrameHooks, bodyShown: boolean): void {
  useLayoutEffect(() => {
    if (!bodyShown || !document.hasFocus()) return;
    const timer = focusSoon(hooks);
    return () => clearTimeout(timer);
  }, [hooks, bodyShown]);
  // A layout effect, not a passive one: the boot script stops hearing focus when the markup leaves, in the body's
  // commit, and a passive effect runs after paint, later still on a loaded machine; a focus event in between was lost.
  useLayoutEffect(() => {
    const focusHooks = () => focusAll(hooks);
    const onWindowFocus = () => focusSoon(hooks);
    // Only while this window has focus: a key WebKit hands to a frame focus has left (a split field
    // typed in one go) is not the shopper coming back, and must not pull focus here (issue 38, problem 10).
    const onKeyDown = (event: KeyboardEvent) => {
      if (document.hasFocus() && nothingFocused() && types(event)) focusHooks();
    };
    window.addEventListener('focus', onWindowFocus);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      window.removeEventListener('focus', onWindowFocus);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [hooks]);
}
