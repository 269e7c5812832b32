/**
 * A split field's line to the other frames of its group: `post` a message, and
 * `receive` theirs. The transport is picked once per frame (transport.ts); a frame
 * outside any group (no group id: the warm-up frame, a hand-made address) posts to
 * no one.
 */
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { groupKinds, groupTypeOf, type ElementKind, type GroupMessage } from '../../../protocol';
import { useElementFrame } from '../frame';
import { checkoutCodec } from './codec';
import { broadcastTransport, relayTransport, type GroupTransport } from './transport';

export type PostToGroup = (message: GroupMessage) => void;

export function useGroup(receive: (message: GroupMessage) => void): PostToGroup {
  const { group, api, emit, hooks } = useElementFrame();
  const latest = useRef(receive);
  useLayoutEffect(() => {
    latest.current = receive;
  });
  const transport = useRef<GroupTransport | null>(null);

  useEffect(() => {
    if (group === null) return;
    const deliver = (message: GroupMessage) => latest.current(message);
    const opened =
      broadcastTransport(group, deliver) ??
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
      );
    transport.current = opened;
    return () => {
      transport.current = null;
      opened.close();
    };
  }, [group, api, emit, hooks]);

  return useCallback((message) => transport.current?.post(message), []);
}

/** The kind after `kind` in its group's focus order (protocol/element-groups.ts), if any. */
export function nextInGroup(kind: ElementKind): ElementKind | undefined {
  const type = groupTypeOf(kind);
  const kinds = type ? groupKinds(type) : [];
  return kinds[kinds.indexOf(kind) + 1];
}
