/**
 * A contributor's side of a group (protocol/element-groups.ts): it posts its value
 * as its update code on every change and whenever the collector asks (`sync`),
 * says hello when it loads, and follows the collector: a value for it (the
 * autofill relay), the detected brand, focus, and `validate`.
 */
import { useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import type { ElementKind } from '../../../protocol';
import { updateCodeOf, type GroupMessage } from '../../../protocol/element-groups';
import { useGroup, type PostToGroup } from './use-group';
import { keysTypedAfter } from './carry';
import { useLatest } from '../../platform/lib/use-latest';

interface ContributorOptions {
  /** The collector sent a value for this field (browser autofill in its frame). */
  readonly onFill: (value: string) => void;
  /** What the collector detected (the card brand, its CVC length), for rules that depend on it. */
  readonly onBrand?: (brand: Extract<GroupMessage, { code: 'brand' }>) => void;
  /** Another frame asked this one to take focus. */
  readonly onFocus: () => void;
  /** A confirm found the group incomplete: show this field's problem now. */
  readonly onValidate: () => void;
  /** Keys typed past the complete field before this one (carry.ts): everything carried so far, and the keys typed here after them. */
  readonly onCarried: (text: string, typed: string) => void;
}

export function useGroupContributor(kind: ElementKind, value: string, options: ContributorOptions): PostToGroup {
  const code = updateCodeOf(kind);
  const valueRef = useLatest(value);
  const carriedRef = useRef('');

  const post = useGroup(
    (message: GroupMessage) => {
      switch (message.code) {
        case 'sync':
          if (code) post({ code, value: valueRef.current, sync: message.id });
          return;
        case 'brand':
          options.onBrand?.(message);
          return;
        case 'focus':
          if (message.kind === kind) options.onFocus();
          return;
        case 'validate':
          options.onValidate();
          return;
        case 'hello':
          return;
        default:
          if (message.code !== code) return;
          if (message.carried) {
            const typed = keysTypedAfter(carriedRef.current, valueRef.current);
            carriedRef.current = message.value;
            // Shown before the next key lands: that key edits what is on screen, and a carried value still waiting
            // for React's render would be replaced by it (CI: "123" typed on from the expiry left "23").
            flushSync(() => options.onCarried(message.value, typed));
          }
          // Its own code from another frame: the collector's autofill relay (the value is the shopper's, re-shown here).
          else if (message.value !== valueRef.current) options.onFill(message.value);
      }
    },
    (wanted) => wanted === code,
  );

  useEffect(() => {
    post({ code: 'hello', kind });
  }, [post, kind]);
  const first = useRef(true);
  useEffect(() => {
    // The collector starts from '' and asks (sync) when it loads: nothing to say until the shopper types.
    if (first.current) {
      first.current = false;
      return;
    }
    if (code) post({ code, value });
  }, [post, code, value]);

  return post;
}
