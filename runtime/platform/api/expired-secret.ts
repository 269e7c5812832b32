/**
 * The provider's word that a client secret's time is over: a 401 whose `details.reason`
 * is `expired` (docs/sandbox-api.md). Only the provider's clock decides it (a test clock
 * moves the sandbox's time, not the browser's), so the browser never reads the secret's
 * `exp` to guess; it trusts this answer, at the element's first check and at a confirm.
 */
import { isRecord } from '../../../protocol';

/** Whether an error body (`FetchError.data`) says the secret has expired. */
export function refusedAsExpired(data: unknown): boolean {
  return isRecord(data) && isRecord(data.details) && data.details.reason === 'expired';
}
