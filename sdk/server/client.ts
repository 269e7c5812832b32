/**
 * `createPorticoServer()`: the merchant's server's typed client of the payment API,
 * one group per resource, each method one route of docs/sandbox-api.md. Every write
 * sends a `request_id` (the caller's, or a fresh UUID), so a retry after a lost answer
 * is the same write, never a second payment.
 */
import { randomUUID } from 'node:crypto';
import { createSend, type CallOptions, type Send, type ServerOptions } from './transport';
import type {
  CancelParams,
  CaptureParams,
  ConfirmWithConsentParams,
  CreateConsentParams,
  CreateCustomerParams,
  CreateIntentParams,
  CreatePaymentLinkParams,
  CreatePaymentMethodParams,
  CreateRefundParams,
  CreateWebhookEndpointParams,
  Customer,
  CustomerClientSecret,
  List,
  PaymentConsent,
  PaymentIntent,
  PaymentLink,
  Refund,
  RollWebhookSecretParams,
  SavedPaymentMethod,
  UpdateWebhookEndpointParams,
  WebhookEndpoint,
} from './types';
import { verifyWebhook } from './verify';

const API = '/api/v1/pa';
const id = (value: string) => encodeURIComponent(value);

/** A write the provider deduplicates by `request_id`: one is always sent, so it is retried safely. */
function idempotent(send: Send) {
  return <T>(path: string, params: { readonly request_id?: string } = {}, options?: CallOptions): Promise<T> =>
    send<T>({ method: 'POST', path, body: { ...params, request_id: params.request_id ?? randomUUID() }, retrySafe: true }, options);
}

function read(send: Send) {
  return <T>(path: string, options?: CallOptions): Promise<T> => send<T>({ method: 'GET', path, retrySafe: true }, options);
}

export function createPorticoServer(options: ServerOptions) {
  const send = createSend(options);
  const write = idempotent(send);
  const get = read(send);

  return {
    paymentIntents: {
      create: (params: CreateIntentParams, o?: CallOptions) => write<PaymentIntent>(`${API}/payment_intents/create`, params, o),
      /** With a fresh client secret, so a page can be served again after the first one expired. */
      retrieve: (intentId: string, o?: CallOptions) => get<PaymentIntent>(`${API}/payment_intents/${id(intentId)}`, o),
      /** Charges a verified consent's saved method, the merchant triggering it unless told otherwise. */
      confirm: (intentId: string, params: ConfirmWithConsentParams, o?: CallOptions) =>
        write<PaymentIntent>(`${API}/payment_intents/${id(intentId)}/confirm`, { triggered_by: 'merchant', ...params }, o),
      capture: (intentId: string, params: CaptureParams = {}, o?: CallOptions) =>
        write<PaymentIntent>(`${API}/payment_intents/${id(intentId)}/capture`, params, o),
      cancel: (intentId: string, params: CancelParams = {}, o?: CallOptions) =>
        write<PaymentIntent>(`${API}/payment_intents/${id(intentId)}/cancel`, params, o),
    },
    customers: {
      create: (params: CreateCustomerParams, o?: CallOptions) => write<Customer>(`${API}/customers/create`, params, o),
      retrieve: (customerId: string, o?: CallOptions) => get<Customer>(`${API}/customers/${id(customerId)}`, o),
      /** A client secret for the shopper's browser to act for this customer (save a method); a new one each call. */
      createClientSecret: (customerId: string, o?: CallOptions) =>
        send<CustomerClientSecret>({ method: 'POST', path: `${API}/customers/${id(customerId)}/generate_client_secret`, body: {}, retrySafe: true }, o),
    },
    paymentConsents: {
      create: (params: CreateConsentParams, o?: CallOptions) => write<PaymentConsent>(`${API}/payment_consents/create`, params, o),
      retrieve: (consentId: string, o?: CallOptions) => get<PaymentConsent>(`${API}/payment_consents/${id(consentId)}`, o),
      disable: (consentId: string, params: { readonly request_id?: string } = {}, o?: CallOptions) =>
        write<PaymentConsent>(`${API}/payment_consents/${id(consentId)}/disable`, params, o),
    },
    paymentMethods: {
      create: (params: CreatePaymentMethodParams, o?: CallOptions) => write<SavedPaymentMethod>(`${API}/payment_methods/create`, params, o),
      /** A customer's saved methods, in the order they were saved. */
      list: (customerId: string, o?: CallOptions) => get<List<SavedPaymentMethod>>(`${API}/payment_methods?customer_id=${id(customerId)}`, o),
    },
    refunds: {
      create: (params: CreateRefundParams, o?: CallOptions) => write<Refund>(`${API}/refunds/create`, params, o),
      retrieve: (refundId: string, o?: CallOptions) => get<Refund>(`${API}/refunds/${id(refundId)}`, o),
      /** The refunds of one payment intent. */
      list: (paymentIntentId: string, o?: CallOptions) => get<List<Refund>>(`${API}/refunds?payment_intent_id=${id(paymentIntentId)}`, o),
    },
    paymentLinks: {
      create: (params: CreatePaymentLinkParams, o?: CallOptions) => write<PaymentLink>(`${API}/payment_links/create`, params, o),
      retrieve: (code: string, o?: CallOptions) => get<PaymentLink>(`${API}/payment_links/${id(code)}`, o),
      /** The newest links first. */
      list: (o?: CallOptions) => get<List<PaymentLink>>(`${API}/payment_links`, o),
      /** The same however often sent: an inactive link stays inactive. */
      deactivate: (code: string, o?: CallOptions) =>
        send<PaymentLink>({ method: 'POST', path: `${API}/payment_links/${id(code)}/deactivate`, body: {}, retrySafe: true }, o),
    },
    webhookEndpoints: {
      /** The same `request_id` answers the same endpoint and secret: name one to register once across restarts. */
      create: (params: CreateWebhookEndpointParams, o?: CallOptions) => write<WebhookEndpoint>(`${API}/webhooks/endpoints/create`, params, o),
      list: (o?: CallOptions) => get<List<WebhookEndpoint>>(`${API}/webhooks/endpoints`, o),
      /** Its url, event types, or whether it is enabled. */
      update: (endpointId: string, params: UpdateWebhookEndpointParams, o?: CallOptions) =>
        write<WebhookEndpoint>(`${API}/webhooks/endpoints/${id(endpointId)}/update`, params, o),
      /** A new secret; deliveries are signed with the new and the old one until `expires_in_seconds` (a day by default) has passed. */
      rollSecret: (endpointId: string, params: RollWebhookSecretParams = {}, o?: CallOptions) =>
        write<WebhookEndpoint>(`${API}/webhooks/endpoints/${id(endpointId)}/roll_secret`, params, o),
      disable: (endpointId: string, params: { readonly request_id?: string } = {}, o?: CallOptions) =>
        write<WebhookEndpoint>(`${API}/webhooks/endpoints/${id(endpointId)}/disable`, params, o),
    },
    webhooks: { verify: verifyWebhook },
  };
}

export type PorticoServer = ReturnType<typeof createPorticoServer>;
