/**
 * The only road from an untrusted MessageEvent to typed protocol data. Each reader
 * returns a typed message or `null`; `null` means "drop it, act on nothing".
 * Checks run cheapest and most decisive first: source, origin, then shape.
 */
import { isHostEvent } from '../events/events';
import { NAMESPACE, PROTOCOL_VERSION, type AckMessage, type EventMessage, type RefusedMessage, type SynMessage } from './envelope';
import { isPlainData, isRecord } from './plain-data';

/** The channel id a frame's address carries (the boot script checks it too: scripts/vite-boot-markup.ts). */
export const CHANNEL_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

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

/** The frame's refusal (instead of SYN): from our own iframe's window, at the checkout origin. */
export function readRefused(event: MessageEvent, expect: ParentExpectations): RefusedMessage | null {
  if (event.source === null || event.source !== expect.frame) return null;
  if (event.origin !== expect.frameOrigin) return null;
  const data = readBase(event.data, expect.channel, 'refused');
  if (!data || Object.keys(data).length !== 5 || data.reason !== 'origin_mismatch') return null;
  return data as unknown as RefusedMessage;
}

/**
 * An event over the pinned port: an own key of HOST_EVENTS. Its payload is checked
 * by that event's reader (event-readers.ts) before any merchant handler runs.
 */
export function readFrameEvent(data: unknown, channel: string): EventMessage | null {
  const event = readBase(data, channel, 'event');
  if (!event || !isHostEvent(event.event) || !Object.hasOwn(event, 'payload') || Object.keys(event).length !== 6) return null;
  return event as unknown as EventMessage;
}
