/**
 * The dashboard's one road to its server (/dashboard/api): JSON in and out, same origin,
 * the session cookie sent by the browser, and the session's CSRF token on every POST.
 * The token lives in this module's memory only; the secret key is sent once, to sign in.
 */
export const API_BASE = '/dashboard/api';

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

let csrfToken: string | null = null;
let onSignedOut: () => void = () => undefined;

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** Called when the server answers 401: the session ended (sign-out elsewhere, a restart). */
export function whenSignedOut(handler: () => void): void {
  onSignedOut = handler;
}

async function answer<T>(response: Response): Promise<T> {
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
  } catch {
    throw new ApiFailure(response.status, 'bad_response', `The server answered ${response.status} without JSON.`);
  }
  if (!response.ok) {
    const code = typeof body.code === 'string' ? body.code : 'error';
    const message = typeof body.message === 'string' ? body.message : `The server answered ${response.status}.`;
    if (response.status === 401 && code === 'signed_out') onSignedOut();
    throw new ApiFailure(response.status, code, message, body);
  }
  return body as T;
}

async function send<T>(path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { credentials: 'same-origin', cache: 'no-store', ...init });
  } catch {
    throw new ApiFailure(0, 'network', 'The sandbox did not answer. Is it still running?');
  }
  return answer<T>(response);
}

export function getJson<T>(path: string): Promise<T> {
  return send<T>(path, { method: 'GET' });
}

export function postJson<T>(path: string, body: Readonly<Record<string, unknown>> = {}): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (csrfToken !== null) headers['x-csrf-token'] = csrfToken;
  return send<T>(path, { method: 'POST', headers, body: JSON.stringify(body) });
}
