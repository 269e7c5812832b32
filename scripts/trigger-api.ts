/**
 * The trigger command's way to a running sandbox: its HTTP API, as a merchant's server
 * (secret key) or a shopper's browser (client secret) calls it. Any `fetch` will do,
 * so the unit tests hand it the app's own `request`.
 */
export type ApiObject = Record<string, unknown> & { readonly id?: string };
export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

export interface SandboxApi {
  /** With the secret key: GET without a body, POST with one. */
  merchant(path: string, body?: Record<string, unknown>): Promise<ApiObject>;
  /** As the shopper's browser: with the intent's client secret, or with nothing (a payment link's page). */
  shopper(path: string, body: Record<string, unknown>, clientSecret?: string): Promise<ApiObject>;
}

/** Nothing answers at the address: the sandbox is not running there. */
export class SandboxUnreachable extends Error {
  constructor(readonly base: string) {
    super(`No sandbox answers at ${base}. Start it with \`npm start\`, or point the trigger at yours with --sandbox <url> (or PORTICO_SANDBOX_URL).`);
  }
}

/** The sandbox answered a call with an error: its code and message. */
export class SandboxRefused extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`${path}: ${status} ${code}: ${message}`);
  }
}

export function requestId(): string {
  return `trigger_${crypto.randomUUID()}`;
}

export function sandboxApi(base: string, secretKey: string, fetcher: Fetcher = fetch): SandboxApi {
  const call = async (path: string, headers: Record<string, string>, body?: Record<string, unknown>): Promise<ApiObject> => {
    let response: Response;
    try {
      response = await fetcher(`${base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      throw new SandboxUnreachable(base);
    }
    const answer = (await response.json().catch(() => ({}))) as ApiObject;
    if (!response.ok) throw new SandboxRefused(path, response.status, String(answer.code ?? 'error'), String(answer.message ?? response.statusText));
    return answer;
  };
  return {
    merchant: (path, body) => call(path, { 'x-api-key': secretKey }, body),
    shopper: (path, body, clientSecret) => call(path, clientSecret === undefined ? {} : { 'client-secret': clientSecret }, body),
  };
}
