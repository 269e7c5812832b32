/**
 * portico/server's types as a merchant's server meets them, valid uses and mistakes
 * (`@ts-expect-error`, one per directive, the reason on its line), as valid.ts and
 * invalid.ts do for the browser SDK. Never run: every case sits in an exported
 * function that nothing calls.
 */
import {
  createPorticoServer,
  EVENT_TYPES,
  PorticoServerError,
  webhooks,
  type EventType,
  type PorticoEvent,
  type PorticoServer,
  type PorticoServerErrorCode,
} from '../server';

declare const portico: PorticoServer;
declare const rawBody: string;
declare const header: string | undefined;
declare function use(value: unknown): void;

// ---- valid ----

export async function validUses(): Promise<void> {
  const server = createPorticoServer({ secretKey: 'sk_test', baseUrl: 'http://localhost:3100', timeoutMs: 5000, retries: 1 });
  const intent = await server.paymentIntents.create({ amount: 25, currency: 'USD', merchant_order_id: 'order_1', request_id: 'order_1' });
  const status: 'SUCCEEDED' | 'REQUIRES_CAPTURE' | string = intent.status;
  use([status, intent.client_secret]);
  await server.paymentIntents.confirm(intent.id, { payment_consent_id: 'cst_1' });
  await server.paymentIntents.capture(intent.id, { amount: 10 });
  await server.paymentIntents.cancel(intent.id);
  await server.paymentConsents.create({ customer_id: 'cus_1', next_triggered_by: 'merchant', merchant_trigger_reason: 'scheduled' });
  await server.paymentConsents.create({ customer_id: 'cus_1', next_triggered_by: 'customer' });
  await server.paymentLinks.create({ title: 'Gift', reusable: false, amount: 20, currency: 'USD' });
  await server.paymentLinks.create({ title: 'Tip', reusable: true, flexible: true, currencies: ['USD'] });
  await server.webhookEndpoints.update('whe_1', { enabled: false, events: ['refund.settled'] }, { timeoutMs: 2000 });
  const refunds = await server.refunds.list(intent.id);
  use(refunds.items[0]?.status);
}

export function validEvents(): void {
  const event = webhooks.verify(rawBody, header, ['whsec_new', 'whsec_old'], { tolerance: 600 });
  // A switch over the type narrows data.object to the object that type carries.
  switch (event.type) {
    case 'payment_intent.succeeded':
      use(event.data.object.merchant_order_id);
      break;
    case 'refund.failed':
      use(event.data.object.failure_code);
      break;
    case 'payment_link.paid':
      use(event.data.object.paid_intent_id);
      break;
    case 'payment_consent.disabled':
      use(event.data.object.disabled_reason);
      break;
    default:
      use(event.id);
  }
  const every: EventType[] = Object.keys(EVENT_TYPES) as EventType[];
  const one: PorticoEvent<'refund.settled'> | undefined = undefined;
  use([every, one, portico.webhooks.verify(Buffer.from(rawBody), header, 'whsec_1')]);
}

export function validErrors(error: unknown): void {
  if (!(error instanceof PorticoServerError)) return;
  const code: PorticoServerErrorCode = error.code;
  const whose: 'merchant' | 'customer' | 'network' | 'internal' = error.audience;
  const status: number | null = error.status;
  use([code, whose, status, error.details, error.toJSON()]);
}

// ---- invalid ----

export async function clientMistakes(): Promise<void> {
  // @ts-expect-error -- the secret key is required
  createPorticoServer({ baseUrl: 'http://localhost:3100' });
  // @ts-expect-error -- timeoutMs is a number of milliseconds
  createPorticoServer({ secretKey: 'sk', baseUrl: 'http://localhost:3100', timeoutMs: '5s' });
  // @ts-expect-error -- amount is a number in the major unit, not a string
  await portico.paymentIntents.create({ amount: '25', currency: 'USD' });
  // @ts-expect-error -- a misspelt field is refused (merchant_order_id)
  await portico.paymentIntents.create({ amount: 25, currency: 'USD', merchant_order: 'o_1' });
  // @ts-expect-error -- a confirm from the server charges a consent: payment_consent_id is required
  await portico.paymentIntents.confirm('int_1', { triggered_by: 'merchant' });
  // @ts-expect-error -- a merchant-triggered consent says why (merchant_trigger_reason)
  await portico.paymentConsents.create({ customer_id: 'cus_1', next_triggered_by: 'merchant' });
  // @ts-expect-error -- a fixed-amount link names its currency
  await portico.paymentLinks.create({ title: 'Gift', reusable: false, amount: 20 });
  // @ts-expect-error -- an endpoint listens to documented event types only
  await portico.webhookEndpoints.create({ url: 'http://127.0.0.1:3000/hooks', events: ['payment_intent.paid'] });
  // @ts-expect-error -- refunds.list takes the intent's id, not a filter object
  await portico.refunds.list({ payment_intent_id: 'int_1' });
}

export function eventMistakes(parsed: Record<string, unknown>): void {
  // @ts-expect-error -- verify needs the raw body (text or bytes), never the parsed JSON
  webhooks.verify(parsed, header, 'whsec_1');
  // @ts-expect-error -- the tolerance is in seconds, a number
  webhooks.verify(rawBody, header, 'whsec_1', { tolerance: '5m' });
  const event = webhooks.verify(rawBody, header, 'whsec_1');
  // @ts-expect-error -- not a documented event type: the comparison cannot be true
  if (event.type === 'payment_intent.paid') use(event);
  if (event.type === 'refund.settled') {
    // @ts-expect-error -- a refund has no merchant_order_id: the type narrowed data.object
    use(event.data.object.merchant_order_id);
  }
  // @ts-expect-error -- a webhook event never carries the intent's client secret
  if (event.type === 'payment_intent.succeeded') use(event.data.object.client_secret);
}

export function errorMistakes(error: PorticoServerError): void {
  // @ts-expect-error -- a misspelt code is not a PorticoServerErrorCode
  const code: PorticoServerErrorCode = 'signature_invalid';
  // @ts-expect-error -- audience is one of four words, not any string
  const whose: 'merchant' | 'customer' = error.audience;
  use([code, whose]);
}
