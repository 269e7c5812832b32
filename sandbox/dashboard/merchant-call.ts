/**
 * The dashboard's writes go through the sandbox's own merchant API handlers, in the same
 * process (the app's `request`, no socket): the refund, capture, resend or clock advance a
 * button makes is the very one `curl` makes, with its validation, idempotency, locks and
 * events, and no second copy of any of it. The key is added here, server-side; the
 * browser never holds it after sign-in.
 */
import { randomUUID } from 'node:crypto';

export type MerchantCall = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: Record<string, unknown>) => Promise<Response>;

/** A call of the merchant API through `fetch` (the app's own), as the merchant's server would make it. */
export function merchantCaller(fetch: (request: Request) => Response | Promise<Response>, secretKey: string): MerchantCall {
  return async (method, path, body) => {
    const headers: Record<string, string> = { 'x-api-key': secretKey };
    let payload: string | undefined;
    if (method === 'POST') {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify({ request_id: randomUUID(), ...body });
    }
    return fetch(new Request(`http://sandbox.internal${path}`, { method, headers, ...(payload !== undefined ? { body: payload } : {}) }));
  };
}
