/**
 * A stand-in provider for the instructions methods' screen tests: the intent as
 * the sandbox keeps it (docs/sandbox/methods.md), a confirm that answers with the
 * method's instructions (or an error), and `settle()` / `reject()` as
 * shopper_actions/pay and /reject do. Imported by tests only.
 */
import { createApiClient, type ApiClient } from '../../../platform/api/client';
import { NO_PAGE_LIFECYCLE } from '../../../platform/api/page-lifecycle';
import type { PaymentIntent } from '../../../platform/api/payment-intents';
import type { RecordedCall } from '../../../platform/api/testing';

const DEADLINE = '2026-11-24T14:15:48.249Z';

export interface FakeProvider {
  readonly client: ApiClient;
  /** The provider's fetch, for a page that makes its own client (stub it as the global fetch). */
  readonly fetch: typeof globalThis.fetch;
  readonly calls: RecordedCall[];
  readonly confirms: () => RecordedCall[];
  readonly intent: () => PaymentIntent;
  /** The next confirm answers this status and body instead of waiting with the instructions. */
  refuseNextConfirm(status: number, body: unknown): void;
  /** The intent as the provider has it now (a waiting one for a reload test). */
  setIntent(intent: PaymentIntent): void;
  settle(): void;
  reject(): void;
}

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The intent of `fakeProvider` as it waits with `instructions` (amount, currency, deadline and payee added). */
export function waitingIntent(currency: string, amount: number, instructions: Record<string, unknown>): PaymentIntent {
  return {
    id: 'int_1',
    status: 'REQUIRES_CUSTOMER_ACTION',
    amount,
    currency,
    latest_payment_attempt: { id: 'att_1', status: 'PENDING' },
    next_action: {
      type: 'display_instructions',
      instructions: { amount, currency, deadline: DEADLINE, beneficiary_name: 'Portico Demo Store', ...instructions },
    },
  };
}

export function fakeProvider(currency: string, amount: number, instructions: Record<string, unknown>): FakeProvider {
  const calls: RecordedCall[] = [];
  let refusal: { readonly status: number; readonly body: unknown } | null = null;
  let intent: PaymentIntent = { id: 'int_1', status: 'REQUIRES_PAYMENT_METHOD', amount, currency, latest_payment_attempt: null, next_action: null };
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init, body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined });
    if (!url.endsWith('/confirm')) return reply(200, intent);
    if (refusal) {
      const answer = refusal;
      refusal = null;
      return reply(answer.status, answer.body);
    }
    intent = waitingIntent(currency, amount, instructions);
    return reply(200, intent);
  };
  return {
    client: createApiClient({ base: '', clientSecret: 'cs', trackerId: 't', fetch, lifecycle: NO_PAGE_LIFECYCLE }),
    fetch,
    calls,
    confirms: () => calls.filter((call) => call.url.endsWith('/confirm')),
    intent: () => intent,
    refuseNextConfirm: (status, body) => {
      refusal = { status, body };
    },
    setIntent: (next) => {
      intent = next;
    },
    settle: () => {
      intent = { ...intent, status: 'SUCCEEDED', next_action: null, latest_payment_attempt: { id: 'att_1', status: 'SUCCEEDED' } };
    },
    reject: () => {
      intent = {
        ...intent,
        status: 'REQUIRES_PAYMENT_METHOD',
        next_action: null,
        latest_payment_attempt: { id: 'att_1', status: 'FAILED', failure_code: 'shopper_rejected' },
      };
    },
  };
}
