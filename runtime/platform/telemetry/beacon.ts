/**
 * How a batch leaves the page: one or more beacons of `{ ...context, events }` JSON,
 * each at most 60 KiB (spec §7; browsers refuse a beacon once 64 KiB are in flight),
 * so a big batch is split, in order, rather than refused. Sent as text/plain (a
 * CORS-safelisted type, so no preflight): the endpoint reads the body as JSON text.
 */
import { toLogJson } from './serialize';

export const MAX_BEACON_BYTES = 60 * 1024;

export interface BeaconTransport {
  readonly sendBeacon?: (url: string, body: string) => boolean;
  readonly fetch?: typeof fetch;
}

const encoder = new TextEncoder();
const byteLength = (text: string): number => encoder.encode(text).length;

/**
 * The bodies for `events`, in their order, each ≤ `maxBytes` (UTF-8). An event that
 * cannot fit even alone keeps its name, level and time, and its data says how big it was.
 */
export function beaconBodies(context: Readonly<Record<string, unknown>> | undefined, events: readonly unknown[], maxBytes = MAX_BEACON_BYTES): string[] {
  // `events` is the envelope's last key, so its array can be filled in place.
  const head = toLogJson({ ...context, events: [] }).slice(0, -2);
  const tail = ']}';
  const frame = byteLength(head) + byteLength(tail);
  const bodies: string[] = [];
  let parts: string[] = [];
  let size = frame;
  const close = () => {
    if (parts.length > 0) bodies.push(head + parts.join(',') + tail);
    parts = [];
    size = frame;
  };
  for (const event of events) {
    let json = toLogJson(event);
    let bytes = byteLength(json);
    if (frame + bytes > maxBytes) {
      json = toLogJson(oversized(event, bytes));
      bytes = byteLength(json);
    }
    if (parts.length > 0 && size + 1 + bytes > maxBytes) close();
    size += (parts.length > 0 ? 1 : 0) + bytes;
    parts.push(json);
  }
  close();
  return bodies;
}

function oversized(event: unknown, bytes: number): unknown {
  const { name, level, time } = (typeof event === 'object' && event !== null ? event : {}) as Record<string, unknown>;
  return { name, level, time, data: { oversized: true, bytes } };
}

/** Sends each body; never throws. */
export function sendBeacons(url: string, bodies: readonly string[], transport: BeaconTransport): void {
  for (const body of bodies) send(url, body, transport);
}

/** Beacon first: it outlives the page. Refused (no API, queue full): a keepalive fetch. */
function send(url: string, body: string, transport: BeaconTransport): void {
  try {
    const beacon = transport.sendBeacon ?? browserBeacon();
    if (beacon?.(url, body)) return;
  } catch {
    // fall through to fetch
  }
  try {
    const doFetch = transport.fetch ?? globalThis.fetch;
    if (typeof doFetch !== 'function') return;
    doFetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    }).catch(() => {});
  } catch {
    // nothing left to try
  }
}

function browserBeacon(): ((url: string, body: string) => boolean) | undefined {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return undefined;
  return (url, body) => navigator.sendBeacon(url, body);
}
