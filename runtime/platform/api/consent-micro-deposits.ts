/**
 * A payment consent as the micro-deposit pages need it (docs/sandbox/customers-consents.md):
 * `GET /api/v1/pa/payment_consents/:id` and `POST …/verify_continue { request_id, amounts }`,
 * both with the customer client secret. Only reading and continuing: creating and
 * verifying consents is runtime/platform/api/payment-consents.ts. Read from untrusted JSON into
 * a small summary; a field of the wrong type reads as absent.
 */
import { isRecord } from '../../../protocol';
import type { ApiClient } from './client';

const CONSENTS_PATH = '/api/v1/pa/payment_consents';

/** The masked bank account the consent was verified (or is being verified) with. */
export interface ConsentAccount {
  /** The scheme (`ach_direct_debit`, …). */
  readonly type: string;
  readonly holderName: string | null;
  /** Routing number, sort code or BSB; null for SEPA and for a linked account. */
  readonly bankCode: string | null;
  readonly last4: string | null;
  readonly country: string | null;
  /** A linked account's bank. */
  readonly bankName: string | null;
}

interface MicroDeposits {
  readonly currency: string;
  readonly attemptsRemaining: number;
}

export interface ConsentSummary {
  readonly id: string;
  /** PENDING_VERIFICATION, VERIFIED or DISABLED (another value is shown as "not pending"). */
  readonly status: string;
  readonly disabledReason: string | null;
  /** While deposits wait for the shopper's answer. */
  readonly microDeposits: MicroDeposits | null;
  readonly account: ConsentAccount | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function readAccount(method: unknown): ConsentAccount | null {
  if (!isRecord(method) || typeof method.type !== 'string') return null;
  const details = method[method.type];
  if (!isRecord(details)) return null;
  const linked = isRecord(details.linked_account) ? details.linked_account : {};
  return {
    type: method.type,
    holderName: text(details.account_holder_name),
    bankCode: text(details.bank_code),
    last4: typeof details.account_last4 === 'string' && /^[0-9A-Za-z]{1,4}$/.test(details.account_last4) ? details.account_last4 : null,
    country: typeof details.country === 'string' && /^[A-Z]{2}$/.test(details.country) ? details.country : null,
    bankName: text(linked.bank_name),
  };
}

function readDeposits(next: unknown): MicroDeposits | null {
  if (!isRecord(next) || next.type !== 'verify_micro_deposits') return null;
  const attempts = next.attempts_remaining;
  const currency = next.currency;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency) || typeof attempts !== 'number' || !Number.isInteger(attempts) || attempts < 0) return null;
  return { currency, attemptsRemaining: attempts };
}

function readConsent(answer: unknown): ConsentSummary | null {
  if (!isRecord(answer) || typeof answer.id !== 'string' || typeof answer.status !== 'string') return null;
  const pending = answer.status === 'PENDING_VERIFICATION';
  return {
    id: answer.id,
    status: answer.status,
    disabledReason: text(answer.disabled_reason),
    microDeposits: pending ? readDeposits(answer.next_action) : null,
    account: readAccount(answer.payment_method),
  };
}

export async function retrieveConsent(client: ApiClient, id: string): Promise<ConsentSummary | null> {
  return readConsent(await client.request<unknown>('GET', `${CONSENTS_PATH}/${encodeURIComponent(id)}`));
}

/**
 * Sends the two amounts (major units). Resolves with the verified consent; rejects with
 * the FetchError of a wrong answer (400 `verification_failed`, `details.attempts_remaining`),
 * a refused amount (400 `validation_error`) or a consent no longer pending (409).
 * `requestId` makes a retried send one attempt, never two.
 */
export async function continueMicroDeposits(
  client: ApiClient,
  id: string,
  amounts: readonly [number, number],
  requestId: string,
): Promise<ConsentSummary | null> {
  const body = { request_id: requestId, amounts };
  return readConsent(await client.request<unknown>('POST', `${CONSENTS_PATH}/${encodeURIComponent(id)}/verify_continue`, body));
}
