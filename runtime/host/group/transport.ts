/**
 * How the frames of one group reach each other (protocol/element-groups.ts):
 * - a `BroadcastChannel` named by the group's random id, where the browser has one:
 *   frames of the checkout origin in this page's storage partition, and of this group
 *   only, hear it; values travel as they are (spec §7: encoding is skipped);
 * - otherwise the merchant page: the frame emits `onGroupMessage`, the SDK forwards it
 *   to the group's other frames as `update({ action: 'group' })`, and the values of
 *   update codes travel encoded by the checkout, decoded by the receiver.
 * Either way every message is read by the protocol's reader (`readGroupMessage`)
 * here, before it is acted on: the frame's guard only checks a relayed one is plain data.
 */
import { isPlainData, type UnreadGroupMessage } from '../../../protocol';
import { isGroupUpdateCode, readGroupMessage, type GroupMessage, type GroupUpdateCode } from '../../../protocol/element-groups';
import type { Codec } from './codec';

export interface GroupTransport {
  post(message: GroupMessage): void;
  close(): void;
}

type Receive = (message: GroupMessage) => void;
type ValueMessage = Extract<GroupMessage, { code: GroupUpdateCode }>;

const isValueMessage = (message: GroupMessage): message is ValueMessage => isGroupUpdateCode(message.code);

const GROUP_CHANNEL_PREFIX = 'portico-group:';

/** Which update codes a frame acts on; values of the others are dropped as they arrive. */
export type Wants = (code: GroupUpdateCode) => boolean;

/** The BroadcastChannel transport, or `null` where the browser has none. */
export function broadcastTransport(groupId: string, receive: Receive, wants: Wants): GroupTransport | null {
  if (typeof BroadcastChannel !== 'function') return null;
  const channel = new BroadcastChannel(GROUP_CHANNEL_PREFIX + groupId);
  channel.onmessage = ({ data }: MessageEvent) => {
    const message = isPlainData(data) ? readGroupMessage(data) : null;
    if (message && (!isValueMessage(message) || wants(message.code))) receive(message);
  };
  return { post: (message) => channel.postMessage(message), close: () => channel.close() };
}

export interface RelayOptions {
  /** Emits `onGroupMessage` to the merchant page. */
  readonly send: (message: GroupMessage) => void;
  /** Adds a listener of relayed messages (plain data, unread); returns its removal. */
  readonly listen: (receive: (message: UnreadGroupMessage) => void) => () => void;
  readonly encode: Codec;
  readonly decode: Codec;
}

/**
 * The transport through the merchant page. Encoding and decoding are requests that
 * may finish out of order, so for each update code only the latest value is kept:
 * an older one that finishes later is dropped (keeping any `sync` id it answered).
 */
export function relayTransport({ send, listen, encode, decode }: RelayOptions, receive: Receive, wants: Wants): GroupTransport {
  const outgoing = latestOnly(encode, send);
  const incoming = latestOnly(decode, receive);
  const stop = listen((unread) => {
    const message = readGroupMessage(unread);
    if (!message) return;
    if (!isValueMessage(message)) receive(message);
    else if (wants(message.code)) incoming(message);
  });
  return {
    post: (message) => (isValueMessage(message) ? outgoing(message) : send(message)),
    close: stop,
  };
}

/** Runs each value through `codec` and delivers it, unless a newer value of its code came meanwhile. */
function latestOnly(codec: Codec, deliver: Receive): (message: ValueMessage) => void {
  let count = 0;
  const latest = new Map<GroupUpdateCode, { n: number; sync: string | undefined }>();
  return (message) => {
    const n = ++count;
    const sync = message.sync ?? latest.get(message.code)?.sync;
    latest.set(message.code, { n, sync });
    void codec(message.value).then((value) => {
      if (latest.get(message.code)?.n !== n) return;
      latest.delete(message.code);
      deliver({ code: message.code, value, ...(sync === undefined ? {} : { sync }), ...(message.carried ? { carried: true } : {}) });
    });
  };
}
