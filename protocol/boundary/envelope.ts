import type { HostEvent } from '../events/events';

export const NAMESPACE = 'portico';
export const PROTOCOL_VERSION = 1;

/**
 * Every message shares this base. `channel` is required so that no message can be
 * built without it; it is the per-mount random id from the iframe URL.
 */
interface Base {
  readonly ns: typeof NAMESPACE;
  readonly v: typeof PROTOCOL_VERSION;
  readonly channel: string;
}

/** Frame → parent, over window.postMessage: "I am loaded, send me a port". */
export interface SynMessage extends Base {
  readonly type: 'syn';
}
/** Parent → frame, over window.postMessage with one MessagePort transferred. */
export interface AckMessage extends Base {
  readonly type: 'ack';
}
/**
 * Frame → parent, over window.postMessage, instead of SYN: the frame will not talk to
 * this page (it is not the origin the element declared). It carries nothing else, so
 * it tells a foreign page no more than the address it framed.
 */
export interface RefusedMessage extends Base {
  readonly type: 'refused';
  readonly reason: 'origin_mismatch';
}
/** Frame → parent, over the port: something happened. */
export interface EventMessage extends Base {
  readonly type: 'event';
  readonly event: HostEvent;
  readonly payload: unknown;
}

/** Calls (parent → frame) and their answers are Comlink messages over the port: see rpc.ts. */
type ParentToFrame = AckMessage;
type FrameToParent = SynMessage | RefusedMessage | EventMessage;
export type Envelope = ParentToFrame | FrameToParent;

export function envelope<T extends Envelope['type']>(
  channel: string,
  type: T,
  rest: Omit<Extract<Envelope, { type: T }>, keyof Base | 'type'>,
): Extract<Envelope, { type: T }> {
  return { ns: NAMESPACE, v: PROTOCOL_VERSION, channel, type, ...rest } as unknown as Extract<Envelope, { type: T }>;
}
