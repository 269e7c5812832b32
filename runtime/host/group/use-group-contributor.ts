/**
 * A contributor's side of a group (protocol/element-groups.ts): it posts its value
 * as its update code on every change and whenever the collector asks (`sync`),
 * says hello when it loads, and follows the collector: a value for it (the
 * autofill relay), the detected brand, focus, and `validate`. Its field is typed in
 * one go (one-go.ts) from the keys carried to it and the keys typed in its frame.
 */
import { useEffect, useRef } from 'react';
import type { ElementKind } from '../../../protocol';
import { updateCodeOf, type GroupMessage } from '../../../protocol/element-groups';
import { useOnClear } from '..';
import { useGroup, nextInGroup, type PostToGroup } from './use-group';
import { takeTypingKeys } from './carry';
import { oneGo, type OneGo, type OneGoField } from './one-go';

interface ContributorOptions {
  /** The collector sent a value for this field (browser autofill in its frame). */
  readonly onFill: (value: string) => void;
  /** What the collector detected (the card brand, its CVC length), for rules that depend on it. */
  readonly onBrand?: (brand: Extract<GroupMessage, { code: 'brand' }>) => void;
  /** Another frame asked this one to take focus. */
  readonly onFocus: () => void;
  /** A confirm found the group incomplete: show this field's problem now. */
  readonly onValidate: () => void;
  /** How the field types what is carried to it and typed in one go, and shows it. */
  readonly typing: OneGoField;
}

const nothingFocused = () => document.activeElement === document.body || document.activeElement === null;

export function useGroupContributor(kind: ElementKind, value: string, options: ContributorOptions): PostToGroup {
  const code = updateCodeOf(kind);
  const valueRef = useRef(value);
  valueRef.current = value;
  const latest = useRef(options);
  latest.current = options;
  const postRef = useRef<PostToGroup>(() => {});
  const stream = useRef<OneGo | null>(null);
  stream.current ??= oneGo({
    field: () => latest.current.typing,
    after: nextInGroup(kind),
    post: (message) => postRef.current(message),
    focusField: () => nothingFocused() && latest.current.onFocus(),
  });
  const one = stream.current;
  const stopTaking = useRef(() => {});
  const startTaking = () => {
    stopTaking.current();
    stopTaking.current = takeTypingKeys((key) => one.key(key), () => one.stopTaking());
  };

  const post = useGroup(
    (message: GroupMessage) => {
      switch (message.code) {
        case 'sync':
          if (code) post({ code, value: valueRef.current, sync: message.id });
          return;
        case 'brand':
          latest.current.onBrand?.(message);
          return;
        case 'focus':
          if (message.kind === kind) latest.current.onFocus();
          return;
        case 'validate':
          latest.current.onValidate();
          return;
        case 'hello':
          return;
        default:
          if (message.code !== code) return;
          if (message.carried) one.carried(message.value);
          // Its own code from another frame: the collector's autofill relay (the value is the shopper's, re-shown here).
          else if (message.value !== valueRef.current) {
            one.end();
            stopTaking.current();
            latest.current.onFill(message.value);
          }
      }
    },
    (wanted) => wanted === code,
    () => one.taking,
  );
  postRef.current = post;

  useEffect(() => {
    startTaking();
    // An edit by hand (typing keys taken never make one): the field is the shopper's from now on.
    const edited = () => one.end();
    window.addEventListener('input', edited, true);
    return () => {
      stopTaking.current();
      window.removeEventListener('input', edited, true);
    };
    // Once per frame: the stream and its listeners live as long as the field.
  }, []);
  useOnClear(() => {
    one.reset();
    startTaking();
  });

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
