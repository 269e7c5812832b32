/**
 * The intent an express checkout pays: made by the merchant's server once the shopper
 * authorised, and given to the frame by the `paymentAuthorized` handler. Its client is
 * the document's for that intent's secret (platform/api/document-api.ts).
 */
import type { ExpressIntent } from '../../../../protocol';
import { documentApi, type DocumentApi } from '../../../platform/api/document-api';
import type { PaymentTarget } from '../../../payment';

export function expressTarget(intent: ExpressIntent, api: DocumentApi = documentApi()): PaymentTarget {
  return { intentId: intent.intent_id, api: api.forSecret(intent.client_secret) };
}
