/**
 * A contributor frame's one-go (one-go.ts) wired to the shopper's acts in the frame
 * (carry.ts `watchShopper`): its typing keys are taken while a one-go runs, the caret
 * is put in its field on a key that lands there (the key is a user gesture: WebKit
 * lets the frame focus its input then), and the merchant's `clear()` starts a new one.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ElementKind } from '../../../protocol';
import { useOnClear } from '..';
import { watchShopper } from './carry';
import type { StampedKey } from './keys';
import { oneGo, type OneGo, type OneGoField } from './one-go';
import { nextInGroup, type PostToGroup } from './use-group';

export interface OneGoWiring {
  readonly field: OneGoField;
  /** Puts the caret in the field. */
  readonly focusField: () => void;
}

/** Returns what the group's messages feed: the keys carried here, and the end of a one-go (a value from elsewhere). */
export interface OneGoFeed {
  /** Every key the field before carried so far. */
  readonly carried: (keys: readonly StampedKey[]) => void;
  readonly end: OneGo['end'];
}

export function useOneGo(kind: ElementKind, value: string, wiring: OneGoWiring, post: PostToGroup): OneGoFeed {
  const latest = useRef({ wiring, value, post });
  useLayoutEffect(() => {
    latest.current = { wiring, value, post };
  });
  const machine = useRef<OneGo | null>(null);
  machine.current ??= oneGo({ field: () => latest.current.wiring.field, after: nextInGroup(kind), post: (message) => latest.current.post(message) });
  const current = machine.current;

  useEffect(
    () =>
      watchShopper({
        typed: (key) => {
          const outcome = current.key(key, latest.current.value);
          if (outcome === 'here') latest.current.wiring.focusField();
          return outcome !== 'native';
        },
        other: (at) => current.end(at),
      }, 'arriving'),
    [current],
  );
  // Completed by hand: the keys typed after it go on.
  const complete = wiring.field.complete(value);
  useEffect(() => {
    if (complete && !current.active) current.start(value);
    // Only when it becomes complete (not on each value): a click into a complete field ends the one-go for good.
  }, [complete, current]);
  useOnClear(() => current.start(''));

  return { carried: (keys: readonly StampedKey[]) => current.carried(keys, latest.current.value), end: (at: number) => current.end(at) };
}
