/**
 * The only road from an untrusted MessageEvent to typed protocol data. Each reader
 * returns a typed message or `null`; `null` means "drop it, act on nothing".
 * Checks run cheapest and most decisive first: source, origin, then shape.
 */
import { isParentCode } from './codes';
import { isHostEvent } from './events';
import {
  NAMESPACE,
  PROTOCOL_VERSION,
  type AckMessage,
  type CallMessage,
  type EventMessage,
  type ResultMessage,
  type SynMessage,
} from './envelope';
import { isPlainData, isRecord } from './plain-data';

const CHANNEL_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export function isChannelId(value: unknown): value is string {
  return typeof value === 'string' && CHANNEL_PATTERN.test(value);
}

/** Namespace, version, channel and type, with every field an own, plain property. */
function readBase(data: unknown, channel: string, type: string): Record<string, unknown> | null {
  if (!isRecord(data) || !isPlainData(data)) return null;
  if (data.ns !== NAMESPACE || data.v !== PROTOCOL_VERSION) return null;
  if (data.channel !== channel || data.type !== type) return null;
  return data;
}

function isMessageId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function isPaymentErrorShape(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.code === 'string' &&
    typeof value.message === 'string' &&
    isRecord(value.details) &&
    (value.original_code === undefined || typeof value.original_code === 'string')
  );
}

// ---- frame side (runtime) ----

export interface FrameExpectations {
  readonly parent: MessageEventSource | null;
  readonly parentOrigin: string;
  readonly channel: string;
}

/** The parent's answer to our SYN: from our parent window, at the declared origin, with one port. */
export function readAck(event: MessageEvent, expect: FrameExpectations): { message: AckMessage; port: MessagePort } | null {
  if (event.source === null || event.source !== expect.parent) return null;
  if (event.origin !== expect.parentOrigin) return null;
  const data = readBase(event.data, expect.channel, 'ack');
  if (!data || Object.keys(data).length !== 4) return null;
  const port = event.ports.length === 1 ? event.ports[0] : undefined;
  if (!port) return null;
  return { message: data as unknown as AckMessage, port };
}

/** A call over the pinned port: an own key of PARENT_CODES, a numeric id, plain params. */
export function readCall(data: unknown, channel: string): CallMessage | null {
  const base = readBase(data, channel, 'call');
  if (!base || !isMessageId(base.id) || !isParentCode(base.code)) return null;
  return base as unknown as CallMessage;
}

// ---- parent side (SDK) ----

export interface ParentExpectations {
  readonly frame: MessageEventSource | null;
  readonly frameOrigin: string;
  readonly channel: string;
}

/** The frame's SYN: from our own iframe's window, at the checkout origin. */
export function readSyn(event: MessageEvent, expect: ParentExpectations): SynMessage | null {
  if (event.source === null || event.source !== expect.frame) return null;
  if (event.origin !== expect.frameOrigin) return null;
  const data = readBase(event.data, expect.channel, 'syn');
  if (!data || Object.keys(data).length !== 4) return null;
  return data as unknown as SynMessage;
}

/** An event or a call result over the pinned port. */
export function readFrameMessage(data: unknown, channel: string): EventMessage | ResultMessage | null {
  const event = readBase(data, channel, 'event');
  if (event) return isHostEvent(event.event) ? (event as unknown as EventMessage) : null;
  const result = readBase(data, channel, 'result');
  if (!result || !isMessageId(result.id)) return null;
  if (result.ok === true && 'value' in result) return result as unknown as ResultMessage;
  if (result.ok === false && isPaymentErrorShape(result.error)) return result as unknown as ResultMessage;
  return null;
}
