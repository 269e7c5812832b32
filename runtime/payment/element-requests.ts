/**
 * The element's requests a merchant makes through the SDK (protocol/element-requests.ts),
 * answered by the frame: in the confirm chunk, so none of it weighs on a card's first paint.
 * - `getIntent`: the intent as the element's client secret may read it (id, status, amount,
 *   currency; never its secret or its attempts).
 * - `createPaymentMethod`: the card the shopper typed, saved for the customer (the element's
 *   customer secret, its `customer_id` option, or the customer its intent was created for):
 *   the provider's zero-amount issuer check decides, and a decline is the same typed refusal a
 *   confirm gets. The card number goes from this frame to the provider, never to the page.
 */
import { porticoError, randomId, type IntentSummary, type PaymentMethodSummary } from '../../protocol';
import type { ApiClient } from '../platform/api/client';
import { describePaymentError } from '../platform/api/payment-error';
import { retrievePaymentIntent } from '../platform/api/payment-intents';
import type { ReadyDraft } from './confirm-types';
import { paymentErrorOf } from './payment-error-of';

const METHODS_PATH = '/api/v1/pa/payment_methods/create';

type LazyClient = (() => Promise<ApiClient>) | null;

export async function readIntent(api: LazyClient, intentId: string | null): Promise<IntentSummary> {
  if (!api || !intentId) throw porticoError('intent_missing');
  const { id, status, amount, currency } = await retrievePaymentIntent(await api(), intentId);
  return { id, status, amount, currency };
}

/** What the provider answers for a saved card, as the page may see it (nothing more is copied). */
interface SavedCardAnswer {
  readonly id: string;
  readonly customer_id: string;
  readonly status: string;
  readonly card: PaymentMethodSummary['card'];
}

export interface MethodRequest {
  readonly api: LazyClient;
  /** The shopper's card, read and checked as confirm reads it (a `validation_error` naming the fields otherwise). */
  readonly draft: () => Promise<ReadyDraft>;
  /** The element's `customer_id` option, if any. */
  readonly customerId: string | undefined;
  readonly intentId: string | null;
  readonly translate: (key: string) => string;
}

/** The customer a saved card is for: the secret's, the option's, else the intent's. */
async function customerOf(client: ApiClient, { customerId, intentId }: MethodRequest): Promise<string | undefined> {
  const named = client.claims?.customer_id ?? customerId;
  if (named !== undefined || intentId === null) return named;
  const intent = await retrievePaymentIntent(client, intentId);
  return typeof intent.customer_id === 'string' ? intent.customer_id : undefined;
}

export async function createPaymentMethod(request: MethodRequest): Promise<PaymentMethodSummary> {
  if (!request.api) throw porticoError('intent_missing');
  const draft = await request.draft();
  const method = draft.paymentMethod;
  if (method.type !== 'card') throw porticoError('code_not_supported', { code: 'createPaymentMethod', type: method.type });
  const client = await request.api();
  try {
    const customer_id = await customerOf(client, request);
    const body = { request_id: randomId(), customer_id, payment_method: { type: 'card', card: method.card } };
    const saved = await client.request<SavedCardAnswer>('POST', METHODS_PATH, body);
    const { brand, last4, expiry_month, expiry_year } = saved.card;
    return { id: saved.id, type: 'card', customer_id: saved.customer_id, status: saved.status, card: { brand, last4, expiry_month, expiry_year } };
  } catch (error) {
    throw paymentErrorOf(describePaymentError(error, draft.brand), draft.brand, request.translate);
  }
}
