import { ABORTED_STATUS_TEXT, FetchError, NETWORK_STATUS_TEXT, TIMEOUT_DATA, type NetworkStatusText } from './fetch-error';
import { buildHeaders, isApiVersion, type ApiVersion, type RequestHeaders } from './headers';
import { storedKeys } from '../session/stored-keys';
import { onBehalfOf } from './on-behalf-of';
import { joinUrl } from './join-url';
import type { SecretClaims } from '../../../protocol/secret-claims';
import { claimsOfSecret } from '../address/claims-of-secret';
import { browserPageLifecycle, type PageInterruption, type PageLifecycle } from './page-lifecycle';

/** Spec §9: a pending request is timed out after 10 s. */
export const REQUEST_TIMEOUT_MS = 10_000;

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClientConfig {
  /** Origin or PCI API host (spec §7); '' for the same origin. */
  readonly base: string;
  /** The client secret every call carries; `null` for the provider's public calls (document-api.ts), sent without one. */
  readonly clientSecret: string | null;
  readonly trackerId: string;
  readonly apiVersion?: ApiVersion;
  readonly authToken?: string;
  readonly onBehalfOf?: string;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
  /** Page hide/unload tracking; defaults to this window's (no-op outside a browser). */
  readonly lifecycle?: PageLifecycle;
}

interface RequestOptions {
  /** Aborting it rejects with statusText `Aborted` (no `reason: 'timeout'`). */
  readonly signal?: AbortSignal;
}

export interface ApiClient {
  /** The claims of the client secret the calls carry, read once (what a confirm needs: a captcha, the fingerprint's merchant); absent in test doubles. */
  readonly claims?: SecretClaims;
  /**
   * Sends JSON, resolves with the parsed JSON body (null when empty), rejects with
   * a FetchError. `T` is not checked at run time: callers type what the API answers.
   */
  request<T>(method: HttpMethod, path: string, body?: unknown, extraHeaders?: RequestHeaders, options?: RequestOptions): Promise<T>;
}

/**
 * Spec §7's x-api-version, x-auth-token and x-on-behalf-of: the client's own, else the
 * stored API version and a signed-in session's access token (spec §3 stored keys), read
 * per request so a sign-in or sign-out in another frame of this origin applies at once,
 * and the connected account the document acts for (on-behalf-of.ts).
 */
function withStoredSession(config: ApiClientConfig): ApiClientConfig {
  const apiVersion = config.apiVersion ?? storedKeys.read('apiVersion') ?? undefined;
  const authToken = config.authToken ?? storedKeys.read('accessTokens')?.access;
  const platformAccount = config.onBehalfOf ?? onBehalfOf();
  return { ...config, ...(apiVersion ? { apiVersion } : {}), ...(authToken ? { authToken } : {}), ...(platformAccount ? { onBehalfOf: platformAccount } : {}) };
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  if (config.apiVersion !== undefined && !isApiVersion(config.apiVersion)) {
    throw new TypeError(`Unsupported API version: ${String(config.apiVersion)}`);
  }
  // Called as a plain function: `config.fetch(...)` would bind `this` to config,
  // which browsers reject with "Illegal invocation" for the native fetch.
  const doFetch: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = config.timeoutMs ?? REQUEST_TIMEOUT_MS;

  return {
    // Read when first asked (a confirm, the secret's check): a client that only polls never decodes its secret.
    get claims() {
      return claimsOfSecret(config.clientSecret);
    },
    async request<T>(method: HttpMethod, path: string, body?: unknown, extraHeaders?: RequestHeaders, options: RequestOptions = {}): Promise<T> {
      const url = joinUrl(config.base, path);
      const init: RequestInit = {
        method,
        headers: buildHeaders(withStoredSession(config), extraHeaders),
        credentials: 'omit',
      };
      if (body !== undefined) init.body = JSON.stringify(body);
      const data = await send(doFetch, url, init, timeoutMs, config.lifecycle ?? browserPageLifecycle(), options);
      return data as T;
    },
  };
}

async function send(
  doFetch: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  lifecycle: PageLifecycle,
  options: RequestOptions,
): Promise<unknown> {
  const controller = new AbortController();
  let timedOut = false;
  let interruption: PageInterruption | null = null;
  const unsubscribe = lifecycle.subscribe((kind) => {
    if (interruption !== 'destroy') interruption = kind;
  });
  const onCallerAbort = (): void => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) onCallerAbort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('Request timed out', 'TimeoutError'));
  }, timeoutMs);
  // Settles the race even if a fetch implementation ignores the signal.
  const aborted = new Promise<never>((_, reject) => {
    const fail = (): void => reject(controller.signal.reason);
    if (controller.signal.aborted) fail();
    else controller.signal.addEventListener('abort', fail, { once: true });
  });
  aborted.catch(() => {});

  let response: Response | null = null;
  try {
    response = await Promise.race([doFetch(url, { ...init, signal: controller.signal }), aborted]);
    const text = await Promise.race([response.text(), aborted]);
    return parseBody(text, response, url);
  } catch (cause) {
    if (cause instanceof FetchError) throw cause;
    if (controller.signal.aborted) {
      throw new FetchError({
        status: 0,
        statusText: ABORTED_STATUS_TEXT,
        url,
        response,
        data: timedOut ? { ...TIMEOUT_DATA } : null,
        message: timedOut ? `Request timed out after ${timeoutMs} ms` : ABORTED_STATUS_TEXT,
        cause,
      });
    }
    throw new FetchError({ status: 0, statusText: networkStatusText(interruption), url, response, cause });
  } finally {
    clearTimeout(timer);
    unsubscribe();
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

function networkStatusText(interruption: PageInterruption | null): NetworkStatusText {
  if (interruption === 'destroy') return NETWORK_STATUS_TEXT.pageDestroy;
  if (interruption === 'hide') return NETWORK_STATUS_TEXT.pageHide;
  return NETWORK_STATUS_TEXT.network;
}

function parseBody(text: string, response: Response, url: string): unknown {
  let data: unknown = null;
  let invalidJson = false;
  if (text.trim() !== '') {
    try {
      data = JSON.parse(text);
    } catch {
      invalidJson = true;
    }
  }
  const { status, statusText } = response;
  if (!response.ok) throw new FetchError({ status, statusText, url, response, data });
  if (invalidJson) {
    throw new FetchError({ status, statusText, url, response, message: 'Invalid JSON in response body' });
  }
  return data;
}
