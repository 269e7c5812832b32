/**
 * Spec §7 encode/decode: split card fields without a BroadcastChannel pass values
 * through the parent page, encoded. AES-256-GCM with a key derived (HKDF) from the
 * secret key, the client secret's subject (`intent:{id}` or `customer:{id}`) as
 * associated data (a value encoded for one checkout decodes only in that
 * checkout), output as base64url(iv ‖ ciphertext ‖ tag).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { invalid } from '../core/errors';

const MAX_CODEC_VALUE = 4096;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const TRACKER = /^[A-Za-z0-9._:-]{1,128}$/;

export function deriveCodecKey(secretKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey, 'portico-sandbox', 'checkout-codec-v1', 32));
}

/** The tracker id header (spec §7) every checkout call carries. */
export function requireTrackerId(c: Context): string {
  const value = c.req.header('x-tracker-id');
  if (value === undefined || value === '') throw invalid('x-tracker-id', 'required', 'The x-tracker-id header is required.');
  if (!TRACKER.test(value)) throw invalid('x-tracker-id', 'invalid_format', 'x-tracker-id must be 1 to 128 letters, digits or . _ : -');
  return value;
}

export function codecValue(body: Record<string, unknown>): string {
  const value = body.value;
  if (value === undefined || value === null) throw invalid('value', 'required', 'value is required.');
  if (typeof value !== 'string') throw invalid('value', 'must_be_string');
  if (value.length > MAX_CODEC_VALUE) throw invalid('value', 'too_long', `value must be at most ${MAX_CODEC_VALUE} characters.`);
  return value;
}

export function encodeValue(key: Buffer, subject: string, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(subject, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The plain value, or a 400 naming `value` when it was not encoded here for this subject. */
export function decodeValue(key: Buffer, subject: string, encoded: string): string {
  const raw = /^[A-Za-z0-9_-]*$/.test(encoded) ? Buffer.from(encoded, 'base64url') : Buffer.alloc(0);
  if (raw.length < IV_BYTES + TAG_BYTES) throw invalid('value', 'not_decodable', 'value was not encoded by this checkout.');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(subject, 'utf8'));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw invalid('value', 'not_decodable', 'value was not encoded by this checkout.');
  }
}
