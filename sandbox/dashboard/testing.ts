/** Requests the dashboard's tests make: same-origin by default, with the session's cookie and CSRF token. */
import type { Hono } from 'hono';

export const ORIGIN = 'http://localhost';
export const API = '/dashboard/api';

export interface Signed {
  readonly cookie: string;
  readonly csrf: string;
}

export function dashPost(app: Hono, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(
    app.request(`${API}${path}`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  );
}

export function dashGet(app: Hono, path: string, signed?: Signed): Promise<Response> {
  return Promise.resolve(app.request(`${API}${path}`, { headers: signed ? { cookie: signed.cookie } : {} }));
}

/** A POST as the signed-in dashboard page sends it. */
export function signedPost(app: Hono, path: string, signed: Signed, body: unknown = {}): Promise<Response> {
  return dashPost(app, path, body, { cookie: signed.cookie, 'x-csrf-token': signed.csrf });
}

export async function signIn(app: Hono, key: string): Promise<Signed> {
  const res = await dashPost(app, '/session', { key });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { csrf } = (await res.json()) as { csrf: string };
  return { cookie, csrf };
}
