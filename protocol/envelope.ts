import type { ParentCode } from './codes';
import type { HostEvent } from './events';
import type { PaymentError } from './errors';

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
/** Parent → frame, over the port: run one allowed code. */
export interface CallMessage extends Base {
  readonly type: 'call';
  readonly id: number;
  readonly code: ParentCode;
  readonly params: unknown;
}
/** Frame → parent, over the port: the answer to one call. */
export type ResultMessage = Base & { readonly type: 'result'; readonly id: number } & (
    | { readonly ok: true; readonly value: unknown }
    | { readonly ok: false; readonly error: PaymentError }
  );
/** Frame → parent, over the port: something happened. */
export interface EventMessage extends Base {
  readonly type: 'event';
  readonly event: HostEvent;
  readonly payload: unknown;
}

export type ParentToFrame = AckMessage | CallMessage;
export type FrameToParent = SynMessage | ResultMessage | EventMessage;
export type Envelope = ParentToFrame | FrameToParent;

/** Omit that keeps a union a union, so `ok: true` and `ok: false` stay distinct. */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export function envelope<T extends Envelope['type']>(
  channel: string,
  type: T,
  rest: OmitEach<Extract<Envelope, { type: T }>, keyof Base | 'type'>,
): Extract<Envelope, { type: T }> {
  return { ns: NAMESPACE, v: PROTOCOL_VERSION, channel, type, ...rest } as unknown as Extract<Envelope, { type: T }>;
}
