/**
 * Conversion quotes (docs/sandbox/links-and-helpers.md "Conversion quotes"): the
 * rate at which the shopper may pay the intent in their own currency, valid until
 * `expires_at`. Asked for with the intent's client secret, so the quote is the
 * intent's and covers its amount. Read from untrusted JSON: an answer without the
 * fields the switcher shows is no quote.
 */
import { isRecord } from '../../../../protocol';
import type { ApiClient } from '../../../platform/api/client';
import { isFetchError } from '../../../platform/api/fetch-error';
import type { Quote } from '../../../platform/api/quote';

const QUOTES_PATH = '/api/v1/pa/quotes';

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isPositive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

function readQuote(value: unknown): Quote | null {
  if (!isRecord(value)) return null;
  const { id, payment_currency, target_currency, rate, target_amount, created_at, expires_at } = value;
  if (!isText(id) || !isText(payment_currency) || !isText(target_currency) || !isPositive(rate) || !isPositive(target_amount)) return null;
  if (!isText(created_at) || !isText(expires_at) || Number.isNaN(Date.parse(created_at)) || Number.isNaN(Date.parse(expires_at))) return null;
  return { id, payment_currency, target_currency, rate, target_amount, created_at, expires_at };
}

/** A quote for the client secret's intent in `target`; `null` when the provider offers none (an unsupported currency, a failure). */
export async function createQuote(client: ApiClient, target: string): Promise<Quote | null> {
  try {
    return readQuote(await client.request<unknown>('POST', `${QUOTES_PATH}/create`, { target_currency: target }));
  } catch {
    return null;
  }
}

/** Whether the provider still takes the quote: `false` only on its word (409 `quote_expired`, 404), `true` when it could not be asked. */
export async function quoteStillValid(client: ApiClient, id: string): Promise<boolean> {
  try {
    await client.request<unknown>('GET', `${QUOTES_PATH}/${encodeURIComponent(id)}`);
    return true;
  } catch (error) {
    return !(isFetchError(error) && (error.status === 409 || error.status === 404));
  }
}
