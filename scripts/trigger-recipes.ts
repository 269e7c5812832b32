/**
 * How the trigger command makes each event type happen: through the sandbox's API,
 * as a merchant and a shopper would, so the event is the real one with a real object
 * behind it (docs/test-cards.md says which card does what). The table is keyed by the
 * event types, so a new type without a recipe does not compile.
 */
import type { EventType } from '../sandbox/webhooks/types';
import { requestId, SandboxRefused, type ApiObject, type SandboxApi } from './trigger-api';

const INTENTS = '/api/v1/pa/payment_intents';
const CARDS = {
  pays: '4111111111111111',
  declined: '4000000000009995',
  challenge: '4000000000003220',
} as const;
/** A refund of 99.99 USD fails (docs/sandbox-api.md, Refunds). */
const REFUND_THAT_FAILS = 99.99;

/** What a recipe made: the id of the object its event carries as `data.object.id`. */
export type Recipe = (api: SandboxApi) => Promise<string>;

function card(number: string): Record<string, unknown> {
  return { type: 'card', card: { number, expiry_month: '12', expiry_year: String(new Date().getUTCFullYear() + 3), cvc: '123' } };
}

const created = (api: SandboxApi, extra: Record<string, unknown> = {}): Promise<ApiObject> =>
  api.merchant(`${INTENTS}/create`, { request_id: requestId(), amount: 10, currency: 'USD', merchant_order_id: `trigger_${Date.now()}`, ...extra });

async function confirmed(api: SandboxApi, number: string, extra: Record<string, unknown> = {}): Promise<ApiObject> {
  const intent = await created(api, extra);
  return api.shopper(`${INTENTS}/${String(intent.id)}/confirm`, { request_id: requestId(), payment_method: card(number) }, String(intent.client_secret));
}

/** A declined confirm answers 400 `issuer_declined`: the decline is the point, the intent its object. */
async function declined(api: SandboxApi): Promise<string> {
  const intent = await created(api);
  try {
    await api.shopper(
      `${INTENTS}/${String(intent.id)}/confirm`,
      { request_id: requestId(), payment_method: card(CARDS.declined) },
      String(intent.client_secret),
    );
  } catch (error) {
    if (error instanceof SandboxRefused && error.code === 'issuer_declined') return String(intent.id);
    throw error;
  }
  throw new Error(`the declining test card ${CARDS.declined} paid`);
}

async function verifiedConsent(api: SandboxApi): Promise<ApiObject> {
  const customer = await api.merchant('/api/v1/pa/customers/create', { request_id: requestId(), merchant_customer_id: `trigger_${Date.now()}` });
  const consent = await api.merchant('/api/v1/pa/payment_consents/create', {
    request_id: requestId(),
    customer_id: customer.id,
    next_triggered_by: 'merchant',
    merchant_trigger_reason: 'unscheduled',
  });
  return api.merchant(`/api/v1/pa/payment_consents/${String(consent.id)}/verify`, { request_id: requestId(), payment_method: card(CARDS.pays) });
}

async function refunded(api: SandboxApi, amount: number): Promise<string> {
  const paid = await confirmed(api, CARDS.pays, { amount });
  const refund = await api.merchant('/api/v1/pa/refunds/create', { request_id: requestId(), payment_intent_id: paid.id, amount });
  return String(refund.id);
}

async function paidLink(api: SandboxApi): Promise<string> {
  const link = await api.merchant('/api/v1/pa/payment_links/create', {
    request_id: requestId(),
    title: 'Triggered link',
    amount: 10,
    currency: 'USD',
    reusable: false,
  });
  const opened = await api.shopper(`/api/v1/pa/payment_links/${String(link.code)}/create_intent`, { request_id: requestId() });
  await api.shopper(
    `${INTENTS}/${String(opened.intent_id)}/confirm`,
    { request_id: requestId(), payment_method: card(CARDS.pays) },
    String(opened.client_secret),
  );
  return String(link.id);
}

export const RECIPES = {
  'payment_intent.created': async (api) => String((await created(api)).id),
  'payment_intent.requires_customer_action': async (api) => String((await confirmed(api, CARDS.challenge)).id),
  'payment_intent.requires_capture': async (api) => String((await confirmed(api, CARDS.pays, { capture_method: 'manual' })).id),
  'payment_intent.succeeded': async (api) => String((await confirmed(api, CARDS.pays)).id),
  'payment_intent.payment_failed': declined,
  'payment_intent.cancelled': async (api) => {
    const intent = await created(api);
    return String((await api.merchant(`${INTENTS}/${String(intent.id)}/cancel`, { request_id: requestId() })).id);
  },
  'payment_consent.verified': async (api) => String((await verifiedConsent(api)).id),
  'payment_consent.disabled': async (api) => {
    const consent = await verifiedConsent(api);
    return String((await api.merchant(`/api/v1/pa/payment_consents/${String(consent.id)}/disable`, { request_id: requestId() })).id);
  },
  'payment_link.paid': paidLink,
  'refund.received': (api) => refunded(api, 10),
  'refund.settled': (api) => refunded(api, 10),
  'refund.failed': (api) => refunded(api, REFUND_THAT_FAILS),
} as const satisfies Record<EventType, Recipe>;
