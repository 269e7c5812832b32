/**
 * A split field's line to the other frames of its group: `post` a message, and
 * `receive` theirs. The transport is picked once per frame (transport.ts); a frame
 * outside any group (no group id: the warm-up frame, a hand-made address) posts to
 * no one.
 */
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { isChannelId, type ElementKind } from '../../../protocol';
import { groupKinds, groupTypeOf, type GroupMessage, type GroupUpdateCode } from '../../../protocol/element-groups';
import { useElementFrame } from '..';
import { checkoutCodec } from './codec';
import { broadcastTransport, relayTransport, type GroupTransport } from './transport';
import { carryKeysTo } from './carry';

export type PostToGroup = (message: GroupMessage) => void;

/**
 * `wants` says which update codes this frame acts on: a value of another code is
 * dropped on arrival (never decoded, never kept), so a frame holds no other field's value.
 */
export function useGroup(receive: (message: GroupMessage) => void, wants: (code: GroupUpdateCode) => boolean): PostToGroup {
  const { group, api, emit, hooks } = useElementFrame();
  const latest = useRef({ receive, wants });
  useLayoutEffect(() => {
    latest.current = { receive, wants };
  });
  const transport = useRef<GroupTransport | null>(null);

  useEffect(() => {
    // A group id the SDK made is a UUID; anything else joins no group.
    if (!isChannelId(group)) return;
    const deliver = (message: GroupMessage) => latest.current.receive(message);
    const wanted = (code: GroupUpdateCode) => latest.current.wants(code);
    const opened =
      broadcastTransport(group, deliver, wanted) ??
      relayTransport(
        {
          send: (message) => emit('onGroupMessage', message),
          listen: (listener) => {
            hooks.group.add(listener);
            return () => hooks.group.delete(listener);
          },
          encode: checkoutCodec(api, 'encode'),
          decode: checkoutCodec(api, 'decode'),
        },
        deliver,
        wanted,
      );
    transport.current = opened;
    return () => {
      transport.current = null;
      opened.close();
    };
  }, [group, api, emit, hooks]);

  const stopCarrying = useRef(() => {});
  useEffect(() => () => stopCarrying.current(), []);
  const post = useCallback<PostToGroup>(
    (message) => {
      transport.current?.post(message);
      if (message.code !== 'focus' || !isChannelId(group)) return;
      // The page moves focus too (protocol/events/events.ts, onFocusTo): WebKit refuses the other frame's own focus().
      emit('onFocusTo', { kind: message.kind });
      // Until focus has crossed, the shopper's keys are the next field's (carry.ts).
      stopCarrying.current();
      if (document.hasFocus()) stopCarrying.current = carryKeysTo(message.kind, (carried) => transport.current?.post(carried));
    },
    [emit, group],
  );
  return post;
}

/** The kind after `kind` in its group's focus order (protocol/element-groups.ts), if any. */
export function nextInGroup(kind: ElementKind): ElementKind | undefined {
  const type = groupTypeOf(kind);
  const kinds = type ? groupKinds(type) : [];
  return kinds[kinds.indexOf(kind) + 1];
}
