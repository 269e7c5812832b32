/**
 * The error every API call rejects with (spec §8 "Fetch errors"): `status`,
 * `statusText`, `url`, `response` and `data`.
 *
 * - HTTP error: the response's status and statusText; `data` is the parsed JSON
 *   body or null; message `HTTP Error {status} {statusText}`.
 * - Network failure (no response): status 0, statusText one of NETWORK_STATUS_TEXT.
 * - Aborted: status 0, statusText `Aborted`. Our own 10 s timeout (spec §9) is an
 *   abort too; it is told apart by `data: { reason: 'timeout' }` rather than by a
 *   new statusText, so the spec's list of statusTexts stays closed.
 */
export const NETWORK_STATUS_TEXT = {
  network: 'ERR_NETWORK',
  pageHide: 'TCP_INTERRUPT_BY_PAGE_HIDE',
  pageDestroy: 'TCP_INTERRUPT_BY_PAGE_DESTROY',
} as const;

export type NetworkStatusText = (typeof NETWORK_STATUS_TEXT)[keyof typeof NETWORK_STATUS_TEXT];

export const ABORTED_STATUS_TEXT = 'Aborted';

export const TIMEOUT_DATA = { reason: 'timeout' } as const;

export interface FetchErrorInit {
  readonly status: number;
  readonly statusText: string;
  readonly url: string;
  readonly response?: Response | null;
  readonly data?: unknown;
  /** Overrides the message derived from status and statusText. */
  readonly message?: string;
  readonly cause?: unknown;
}

export class FetchError extends Error {
  override readonly name = 'FetchError';
  readonly status: number;
  readonly statusText: string;
  readonly url: string;
  readonly response: Response | null;
  readonly data: unknown;

  constructor(init: FetchErrorInit) {
    super(init.message ?? defaultMessage(init.status, init.statusText), { cause: init.cause });
    this.status = init.status;
    this.statusText = init.statusText;
    this.url = init.url;
    this.response = init.response ?? null;
    this.data = init.data ?? null;
  }
}

function defaultMessage(status: number, statusText: string): string {
  if (status === 0) return statusText;
  return `HTTP Error ${status} ${statusText}`.trimEnd();
}

export function isFetchError(error: unknown): error is FetchError {
  return error instanceof FetchError;
}

/** Status 0 with a network statusText (not an abort, not a timeout). */
export function isNetworkFailure(error: unknown): error is FetchError {
  return isFetchError(error) && error.status === 0 && (Object.values(NETWORK_STATUS_TEXT) as string[]).includes(error.statusText);
}

/** The page was hidden or unloaded while the request was pending. */
export function isPageInterruption(error: unknown): error is FetchError {
  return isNetworkFailure(error) && (error.statusText === NETWORK_STATUS_TEXT.pageHide || error.statusText === NETWORK_STATUS_TEXT.pageDestroy);
}

export function isTimeout(error: unknown): error is FetchError {
  if (!isFetchError(error) || error.statusText !== ABORTED_STATUS_TEXT) return false;
  const data = error.data;
  return typeof data === 'object' && data !== null && (data as { reason?: unknown }).reason === TIMEOUT_DATA.reason;
}
