/**
 * The `options` JSON of the 3DS pages' addresses (`#/elements/3ds-…?options=…`).
 * Untrusted: each page keeps only the fields it knows, with the right types.
 */
import { isRecord } from '../../../protocol';

export function readHashOptions(hash: string): Record<string, unknown> {
  const mark = hash.indexOf('?');
  if (mark === -1) return {};
  try {
    const parsed: unknown = JSON.parse(new URLSearchParams(hash.slice(mark + 1)).get('options') ?? '{}');
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

export const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' && value.length <= 2048 ? value : undefined);
