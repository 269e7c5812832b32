/**
 * One call to the provider's API with the merchant's secret key: JSON in and out, a
 * timeout, and retries with a small backoff when no answer came (the network failed or
 * the time ran out). Only calls that are safe to send twice are retried: reads, and
 * writes that carry a `request_id` (the provider answers a repeated one with the first
 * result) or that end in the same state however often sent.
 */
import { PorticoServerError, providerError, transportError } from './errors';

export interface ServerOptions {
  /** The merchant's secret key (never in a browser): sent as `x-api-key`. */
  readonly secretKey: string;
  /** The payment API's origin, e.g. `http://localhost:3100` for the sandbox. */
  readonly baseUrl: string;
  /** Each attempt's time limit; 10 000 ms by default. */
  readonly timeoutMs?: number;
  /** Further attempts after one that got no answer; 2 by default (0 turns retries off). */
  readonly retries?: number;
  /** The fetch to use; the global one by default (tests pass an in-process app's). */
  readonly fetch?: (input: string, init: RequestInit) => Promise<Response>;
}

export interface CallOptions {
  /** This call's time limit, instead of the client's. */
  readonly timeoutMs?: number;
}

export interface Call {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: Readonly<Record<string, unknown>>;
  /** Safe to send twice: a read, or a write the provider deduplicates or that is the same however often sent. */
  readonly retrySafe: boolean;
}

export type Send = <T>(call: Call, options?: CallOptions) => Promise<T>;

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_RETRIES = 2;
/** 200 ms, then 400 ms, 800 ms…: enough for a restarting server, short for a waiting shopper. */
const BACKOFF_MS = 200;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function checkedOptions(options: ServerOptions): { baseUrl: string; timeoutMs: number; retries: number } {
  if (typeof options.secretKey !== 'string' || options.secretKey === '') throw new TypeError('createPorticoServer: secretKey is required.');
  let base: URL;
  try {
    base = new URL(options.baseUrl);
  } catch {
    base = new URL('invalid:');
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw new TypeError(`createPorticoServer: baseUrl must be an absolute http(s) URL, like http://localhost:3100 (got ${String(options.baseUrl)}).`);
  }
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retries = options.retries ?? DEFAULT_RETRIES;
  if (!(timeoutMs > 0)) throw new TypeError('createPorticoServer: timeoutMs must be a positive number of milliseconds.');
  if (!Number.isInteger(retries) || retries < 0) throw new TypeError('createPorticoServer: retries must be a whole number, 0 or more.');
  return { baseUrl: base.href.replace(/\/$/, ''), timeoutMs, retries };
}

export function createSend(options: ServerOptions): Send {
  const { baseUrl, timeoutMs, retries } = checkedOptions(options);
  const fetchFn = options.fetch ?? ((input: string, init: RequestInit) => fetch(input, init));

  async function attempt<T>(call: Call, limitMs: number): Promise<T> {
    let response: Response;
    try {
      response = await fetchFn(`${baseUrl}${call.path}`, {
        method: call.method,
        headers: { accept: 'application/json', 'x-api-key': options.secretKey, ...(call.body ? { 'content-type': 'application/json' } : {}) },
        ...(call.body ? { body: JSON.stringify(call.body) } : {}),
        signal: AbortSignal.timeout(limitMs),
      });
    } catch (cause) {
      const timedOut = cause instanceof Error && cause.name === 'TimeoutError';
      throw transportError(
        timedOut ? 'timeout' : 'network_error',
        { method: call.method, path: call.path, ...(timedOut ? { timeout_ms: limitMs } : {}) },
        cause,
      );
    }
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      body = { message: `The provider answered HTTP ${response.status} with a body that is not JSON.` };
    }
    if (!response.ok) throw providerError(response.status, body);
    return body as T;
  }

  return async function send<T>(call: Call, callOptions: CallOptions = {}): Promise<T> {
    const attempts = call.retrySafe ? retries + 1 : 1;
    for (let n = 1; ; n++) {
      try {
        return await attempt<T>(call, callOptions.timeoutMs ?? timeoutMs);
      } catch (error) {
        const unanswered = error instanceof PorticoServerError && (error.code === 'network_error' || error.code === 'timeout');
        if (!unanswered || n >= attempts) throw error;
        await pause(BACKOFF_MS * 2 ** (n - 1));
      }
    }
  };
}
