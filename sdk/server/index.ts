/**
 * portico/server: what a merchant's server needs of Portico, on Node ≥ 20 with no
 * dependency — a typed client of the payment API with the secret key, and the check
 * of a webhook delivery's signature. Never in a browser: the package's `browser`
 * condition answers this import with server-only.ts, which throws.
 */
import { verifyWebhook } from './verify';

export { createPorticoServer, type PorticoServer } from './client';
export { PorticoServerError, WEBHOOK_ERRORS, type PorticoServerErrorCode, type PorticoServerErrorFields, type WebhookErrorCode } from './errors';
export type { CallOptions, ServerOptions } from './transport';
export type { VerifyOptions, RawBody, SignatureHeader } from './verify';
export type { EventObjects, PaidPaymentLink, PorticoEvent } from './events';
export type {
  CancelParams,
  CaptureParams,
  ConfirmWithConsentParams,
  ConsentStatus,
  CreateConsentParams,
  CreateCustomerParams,
  CreateIntentParams,
  CreatePaymentLinkParams,
  CreatePaymentMethodParams,
  CreateRefundParams,
  CreateWebhookEndpointParams,
  Customer,
  CustomerClientSecret,
  EventType,
  IntentStatus,
  List,
  Metadata,
  PaymentAttempt,
  PaymentConsent,
  PaymentIntent,
  PaymentLink,
  Refund,
  RollWebhookSecretParams,
  SavedPaymentMethod,
  TermsOfUse,
  UpdateWebhookEndpointParams,
  WebhookEndpoint,
} from './types';
export { EVENT_TYPES } from '../../protocol/webhook-events';
export { SIGNATURE_HEADER } from '../../protocol/webhook-signature';
export type { ErrorAudience } from '../../protocol/errors';

/** Verifies a delivery without a client (no secret key needed): `webhooks.verify(rawBody, header, secret)`. */
export const webhooks = { verify: verifyWebhook } as const;
