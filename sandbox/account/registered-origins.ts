/**
 * The merchant account's registered origins: the only pages that may frame its
 * checkout elements (the checkout document's `frame-ancestors`) and the only places
 * the hosted payment page (spec §2 standalone routes) sends a shopper back to.
 * A frame's parent and a `successUrl` are both chosen by whoever runs the page; the
 * account's own list, kept with its key, is what says which pages are the merchant's.
 * Without it, a client secret scraped from the merchant's page takes payments from
 * anyone's page, and the hosted page is an open redirect.
 */
import { invalid } from '../core/errors';
import type { SandboxStore } from '../core/store';

export interface RegisteredOrigin {
  /** The origin itself, e.g. `https://shop.example` (scheme, host, port; no path). */
  readonly id: string;
  readonly created_at: string;
}

export const REGISTERED_ORIGINS = 'registered_origins' as const;
const MAX_ORIGIN_LENGTH = 256;

/** An http(s) origin exactly as `new URL(x).origin` writes it; anything else is the merchant's 400. */
export function originField(value: unknown): string {
  if (typeof value !== 'string' || value === '') throw invalid('origin', 'required');
  if (value.length > MAX_ORIGIN_LENGTH) throw invalid('origin', 'too_long');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid('origin', 'invalid_origin', 'origin must be an http(s) origin such as "https://shop.example".');
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== value) {
    throw invalid('origin', 'invalid_origin', 'origin must be an http(s) origin such as "https://shop.example", with no path, query or trailing slash.');
  }
  return value;
}

export function registeredOriginView(record: RegisteredOrigin): { origin: string; created_at: string } {
  return { origin: record.id, created_at: record.created_at };
}

export function listRegisteredOrigins(store: Pick<SandboxStore, 'list'>): RegisteredOrigin[] {
  return store.list<RegisteredOrigin>(REGISTERED_ORIGINS).sort((a, b) => a.id.localeCompare(b.id));
}
