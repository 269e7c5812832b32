/**
 * The merchant's server side: the provider's API with the secret key, which never
 * reaches the browser. `PORTICO_API` is the provider (the local sandbox by default),
 * `PORTICO_SECRET_KEY` the account's secret key (the sandbox's test key by default).
 */
const API = process.env.PORTICO_API ?? 'http://localhost:3100';
const KEY = process.env.PORTICO_SECRET_KEY ?? 'sk_test_portico_local';

export interface Intent {
  readonly id: string;
  readonly status: string;
  readonly amount: number;
  readonly currency: string;
  readonly client_secret?: string;
}

export async function provider(path: string, body?: unknown): Promise<{ ok: boolean; status: number; body: unknown }> {
  const response = await fetch(`${API}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': KEY },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    cache: 'no-store',
  });
  return { ok: response.ok, status: response.status, body: await response.json() };
}
