/**
 * Reading a request body and the fields every write shares (request_id, metadata):
 * untrusted JSON becomes typed input or a `validation_error` naming the field.
 */
import type { Context } from 'hono';
import { invalid } from './errors';
import { jsonDepth, MAX_JSON_DEPTH } from './json-depth';
import type { Metadata } from '../model/intent-types';

type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The body must be a JSON object, nested at most MAX_JSON_DEPTH deep; anything else is a 400, never a crash. */
export async function readJsonObject(c: Context): Promise<Json> {
  const text = await c.req.text();
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw invalid('body', 'too_deep', `The request body may nest objects and arrays at most ${MAX_JSON_DEPTH} deep.`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalid('body', 'invalid_json', 'The request body is not valid JSON.');
  }
  if (!isObject(parsed)) throw invalid('body', 'must_be_object', 'The request body must be a JSON object.');
  return parsed;
}

export function requestId(body: Json): string {
  const value = body.request_id;
  if (value === undefined || value === null) throw invalid('request_id', 'required', 'request_id is required.');
  if (typeof value !== 'string') throw invalid('request_id', 'must_be_string');
  if (value.length === 0 || value.length > 128) {
    throw invalid('request_id', 'invalid_length', 'request_id must have 1 to 128 characters.');
  }
  return value;
}

/** Merchant metadata: at most 50 keys of ≤ 64 chars, each a boolean, finite number or string of ≤ 500 chars. */
export function metadata(value: unknown): Metadata {
  if (value === undefined || value === null) return {};
  if (!isObject(value)) throw invalid('metadata', 'must_be_object');
  const entries = Object.entries(value);
  if (entries.length > 50) throw invalid('metadata', 'too_many_keys', 'metadata may have at most 50 keys.');
  for (const [key, v] of entries) {
    const ok = typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v.length <= 500);
    if (key.length > 64 || !ok) throw invalid(`metadata.${key.slice(0, 64)}`, 'invalid_value');
  }
  return Object.fromEntries(entries) as Metadata;
}
