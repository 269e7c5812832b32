/**
 * A contributor's field typed in one go: the keys the field before carried here
 * (carry.ts), then the keys typed in this frame, in that order whatever order they
 * arrive in. The carried keys were all typed before any key reached this frame (the
 * field before carries only until focus comes here), but they travel through the
 * group's channel while this frame's own keys come straight from the browser: on a
 * loaded machine a carried "12" can arrive after the "34" typed here. So the field's
 * value is worked out again from both on every arrival, and what is left once it is
 * complete goes on to the next field the same way (the whole text each time).
 *
 * While the field is in one go this frame takes its typing keys (carry.ts
 * `takeTypingKeys`); the shopper's first other act (a click, an edit, a paste, focus
 * given back) ends that, and an edit or a value from elsewhere ends the merging too.
 */
import type { ElementKind } from '../../../protocol';
import { updateCodeOf, type GroupMessage } from '../../../protocol/element-groups';
import { typeUntilComplete, type CarriedField } from './carry';

export interface OneGoField extends CarriedField {
  /** Shows the value in the field. */
  readonly show: (value: string) => void;
}

export interface OneGoOptions {
  /** The field's rules now (a CVC's length depends on the brand the number frame found). */
  readonly field: () => OneGoField;
  /** The next field of the group, if any. */
  readonly after: ElementKind | undefined;
  readonly post: (message: GroupMessage) => void;
  /** Puts the caret in this frame's field, if nothing in the frame has focus. */
  readonly focusField: () => void;
}

export interface OneGo {
  /** Everything the field before carried so far. */
  carried(text: string): void;
  /** A typing key taken in this frame. */
  key(key: string): void;
  /** Whether this frame takes its typing keys now. */
  readonly taking: boolean;
  /** The shopper did something other than type (carry.ts ended the taking). */
  stopTaking(): void;
  /** The shopper edited the field by hand, or a value came from elsewhere: the field is theirs from now on. */
  end(): void;
  /** The field was emptied from outside (the merchant's `clear()`): a new one go starts. */
  reset(): void;
}

export function oneGo({ field, after, post, focusField }: OneGoOptions): OneGo {
  let carried = '';
  let typed = '';
  let taking = true;
  let merging = true;
  let movedOn = false;
  let sentRest = '';

  const show = () => {
    const rules = field();
    const { value, rest } = typeUntilComplete(carried + typed, rules);
    rules.show(value);
    if (!after || !rules.complete(value)) return;
    if (!movedOn) {
      movedOn = true;
      post({ code: 'focus', kind: after });
    }
    const code = updateCodeOf(after);
    if (code && rest !== sentRest) {
      sentRest = rest;
      post({ code, value: rest, carried: true });
    }
  };

  return {
    carried(text) {
      if (!merging) return;
      carried = text;
      show();
    },
    key(key) {
      if (!taking) return;
      // The key is a user gesture in this frame: WebKit lets the field take focus now (the caret shows).
      if (!movedOn) focusField();
      typed += key;
      show();
    },
    get taking() {
      return taking;
    },
    stopTaking() {
      taking = false;
    },
    end() {
      taking = false;
      merging = false;
    },
    reset() {
      carried = '';
      typed = '';
      sentRest = '';
      taking = true;
      merging = true;
      movedOn = false;
    },
  };
}
