/**
 * The account's registered origins (the sandbox's `GET /api/v1/checkout/origins`): the
 * hosted page follows a `successUrl` or `cancelUrl` only when its origin is one of them,
 * and a frame whose address names no account pays only for a parent among them.
 */
import type { ApiClient } from './client';

export async function registeredOrigins(client: ApiClient): Promise<ReadonlySet<string>> {
  const answer = await client.request<{ origins?: unknown }>('GET', '/api/v1/checkout/origins');
  const origins = Array.isArray(answer?.origins) ? answer.origins.filter((origin): origin is string => typeof origin === 'string') : [];
  return new Set(origins);
}

/** An http(s) URL whose origin the merchant registered; anything else is `false`. */
export function isRegisteredUrl(url: string | null | undefined, origins: ReadonlySet<string>): url is string {
  if (!url) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && origins.has(parsed.origin);
  } catch {
    return false;
  }
}
