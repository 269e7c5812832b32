/**
 * Where a checkout address carries its client secret: the hash's query, as a plain
 * `client_secret` parameter or inside the `options` JSON (router/parse-location.ts
 * reads both). Hand-offs are written into the same slot and read back from it, so
 * every page that reads a secret from its address takes one without knowing.
 */
import { splitHash } from '../router/parse-location';

function readHash(hash: string): { readonly path: string; readonly query: URLSearchParams } {
  const { path, query } = splitHash(hash);
  return { path, query: new URLSearchParams(query) };
}

function optionsOf(query: URLSearchParams): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(query.get('options') ?? 'null');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The value in the secret's slot of `hash` (a secret or a hand-off), or null. */
export function secretSlotOf(hash: string): string | null {
  const { query } = readHash(hash);
  const inOptions = optionsOf(query)?.client_secret;
  if (typeof inOptions === 'string' && inOptions !== '') return inOptions;
  return query.get('client_secret') || null;
}

/** `hash` with `value` in the secret's slot (both spellings, wherever one is), or with the slot emptied for `null`. */
export function withSecretSlot(hash: string, value: string | null): string {
  const { path, query } = readHash(hash);
  const options = optionsOf(query);
  if (options && 'client_secret' in options) {
    const { client_secret: _replaced, ...rest } = options;
    query.set('options', JSON.stringify(value === null ? rest : { ...rest, client_secret: value }));
  }
  if (query.has('client_secret')) {
    if (value === null) query.delete('client_secret');
    else query.set('client_secret', value);
  }
  const text = query.toString();
  return `#${path}${text ? `?${text}` : ''}`;
}
