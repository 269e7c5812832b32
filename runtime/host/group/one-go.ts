/**
 * A contributor's field typed in one go: its value is worked out, on every arrival,
 * from the keys the field before carried here (carry.ts) and the keys typed in this
 * frame, put in the order they were pressed (keys.ts `mergeKeys`), never from the
 * order they arrived in: a carried "12" can reach the frame after the "34" typed here
 * when the channel is slow. The keys left once the field is complete go on to the next
 * field the same way (the whole list each time), wherever they were typed; focus moves
 * on once. So no key is dropped into a complete field, and none lands out of order.
 *
 * A one-go runs from an empty field (the frame's start, or a field emptied) until the
 * shopper's first other act (an edit, a click, a paste: watchShopper); then the field is
 * the shopper's and types as any input does. One starts again when the field is
 * completed by hand (the keys after it go on), or when it is empty and a key is typed
 * into it or keys typed after the shopper's last act here are carried to it.
 */
import type { ElementKind } from '../../../protocol';
import { updateCodeOf, type GroupMessage } from '../../../protocol/element-groups';
import { encodeKeys, mergeKeys, typeKeys, type StampedKey, type TypedField } from './keys';

export interface OneGoField extends TypedField {
  /** Shows the value in the field. */
  readonly show: (value: string) => void;
}

export interface OneGoOptions {
  /** The field's rules now (a CVC's length depends on the brand the number frame found). */
  readonly field: () => OneGoField;
  /** The next field of the group, if any. */
  readonly after: ElementKind | undefined;
  readonly post: (message: GroupMessage) => void;
}

/** Where a key typed in this frame went: into this field, on to the next, or to the input as usual (no one-go). */
export type KeyOutcome = 'here' | 'onward' | 'native';

export interface OneGo {
  readonly active: boolean;
  /** Every key the field before carried so far; `value` is the field's now. */
  carried(keys: readonly StampedKey[], value: string): void;
  /** A typing key pressed in this frame; `value` is the field's now. */
  key(key: StampedKey, value: string): KeyOutcome;
  /** A one-go from `base`, the field's value (complete: focus moved on already, the keys after it go on). */
  start(base: string): void;
  /** The shopper did something other than type, at `at`: keys pressed before it are not carried here any more. */
  end(at: number): void;
}

export function oneGo({ field, after, post }: OneGoOptions): OneGo {
  let active = true;
  let base = '';
  let since = -Infinity;
  let before: readonly StampedKey[] = [];
  let here: StampedKey[] = [];
  let movedOn = false;
  let sent = '';

  const apply = (): boolean => {
    const rules = field();
    const { value, rest } = typeKeys(base, mergeKeys(before, here), rules);
    rules.show(value);
    const complete = rules.complete(value);
    if (!after || !complete) return complete;
    if (!movedOn) {
      movedOn = true;
      post({ code: 'focus', kind: after });
    }
    const code = updateCodeOf(after);
    const encoded = encodeKeys(rest);
    if (code && rest.length > 0 && encoded !== sent) {
      sent = encoded;
      post({ code, value: encoded, carried: true });
    }
    return complete;
  };

  const machine: OneGo = {
    get active() {
      return active;
    },
    carried(keys, value) {
      const fresh = keys.filter((key) => key.at > since);
      // A field the shopper has made theirs is not typed over; an empty one starts a one-go.
      if (fresh.length === 0 || (!active && value !== '')) return;
      if (!active) machine.start('');
      before = fresh;
      apply();
    },
    key(key, value) {
      if (!active) {
        if (value !== '') return 'native';
        machine.start('');
      }
      const wasComplete = field().complete(typeKeys(base, mergeKeys(before, here), field()).value);
      here.push(key);
      apply();
      return wasComplete ? 'onward' : 'here';
    },
    start(from) {
      active = true;
      base = from;
      before = [];
      here = [];
      movedOn = field().complete(from);
      sent = '';
    },
    end(at) {
      active = false;
      since = Math.max(since, at);
    },
  };
  return machine;
}
