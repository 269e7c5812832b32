/**
 * The merchant's registered return origins: the only places the hosted payment page
 * (spec §2 standalone routes) sends a shopper back to. A `successUrl` or `cancelUrl`
 * arrives from the merchant's browser code, where anyone can change it; following it
 * only when its origin is registered here keeps the page from being an open redirect
 * that carries the checkout's trust to a phishing site.
 */
import { invalid } from '../core/errors';

export interface ReturnOrigin {
  /** The origin itself, e.g. `https://shop.example` (scheme, host, port; no path). */
  readonly id: string;
  readonly created_at: string;
}

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

export function returnOriginView(record: ReturnOrigin): { origin: string; created_at: string } {
  return { origin: record.id, created_at: record.created_at };
}
