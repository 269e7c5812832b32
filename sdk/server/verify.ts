/**
 * `webhooks.verify`: a delivery's signature checked over the raw body (the bytes
 * posted, never a re-serialised object), its timestamp within the tolerance, then the
 * body read as a typed event. While an endpoint's secret is rolled the header carries a
 * `v1` for each secret: any one matching any secret given is enough. Compared in
 * constant time, so a forger learns nothing from how long a refusal took.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isEventType } from '../../protocol/webhook-events';
import { DEFAULT_TOLERANCE_S, parseSignatureHeader, type SignatureParts } from '../../protocol/webhook-signature';
import { webhookError } from './errors';
import type { PorticoEvent } from './events';

export interface VerifyOptions {
  /** Seconds a delivery's timestamp may be from this server's clock; 300 by default. */
  readonly tolerance?: number;
  /** The time to check against, instead of the clock (tests, or replaying a stored delivery on purpose). */
  readonly now?: Date;
}

/** The raw body as the server read it: text, or the bytes (a Buffer is a Uint8Array). */
export type RawBody = string | Uint8Array;
/** The `Portico-Signature` header as a framework gives it (Node's may be an array). */
export type SignatureHeader = string | readonly string[] | null | undefined;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function signs(parts: SignatureParts, rawBody: RawBody, secrets: readonly string[]): boolean {
  let matched = false;
  for (const secret of secrets) {
    const expected = createHmac('sha256', secret).update(`${parts.timestamp}.`).update(rawBody).digest();
    // Every pair is compared, found or not: the time taken does not say which matched.
    for (const given of parts.signatures) matched = timingSafeEqual(expected, Buffer.from(given, 'hex')) || matched;
  }
  return matched;
}

function readEvent(text: string): PorticoEvent {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw webhookError('event_malformed', { reason: 'not_json' });
  }
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.created_at !== 'string' || !isRecord(value.data) || !isRecord(value.data.object)) {
    throw webhookError('event_malformed', { reason: 'not_an_event' });
  }
  if (!isEventType(value.type)) throw webhookError('event_malformed', { reason: 'unknown_event_type', type: value.type });
  return value as unknown as PorticoEvent;
}

export function verifyWebhook(rawBody: RawBody, header: SignatureHeader, secret: string | readonly string[], options: VerifyOptions = {}): PorticoEvent {
  if (typeof rawBody !== 'string' && !(rawBody instanceof Uint8Array)) {
    // The commonest mistake: a framework's parsed JSON, whose bytes are not the ones signed.
    throw webhookError('event_malformed', { reason: 'body_not_raw' });
  }
  const secrets = typeof secret === 'string' ? [secret] : [...secret];
  if (secrets.length === 0 || secrets.some((s) => typeof s !== 'string' || s === '')) {
    throw new TypeError("webhooks.verify: secret must be the endpoint's secret (whsec_…), or a list of them.");
  }
  const parts = parseSignatureHeader(typeof header === 'string' || header == null ? header : header.join(','));
  if (parts === null) throw webhookError('signature_malformed');
  const tolerance = options.tolerance ?? DEFAULT_TOLERANCE_S;
  const nowS = (options.now ?? new Date()).getTime() / 1000;
  if (Math.abs(nowS - parts.timestamp) > tolerance) {
    throw webhookError('signature_too_old', { timestamp: parts.timestamp, tolerance, now: Math.floor(nowS) });
  }
  if (!signs(parts, rawBody, secrets)) throw webhookError('signature_mismatch', { signatures: parts.signatures.length, secrets: secrets.length });
  return readEvent(typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody));
}
