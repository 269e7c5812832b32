/**
 * Apple Pay merchant validation: Safari gives a validation URL, the provider asks Apple
 * for a merchant session (`POST /pa/wallet_verification`), and the frame hands it to
 * `completeMerchantValidation` unchanged. The initiative context is this frame's own
 * domain: the page Safari shows the sheet for. An express checkout has no client secret
 * yet: its call goes without credentials (the sandbox accepts that from the checkout's
 * own pages, for their own domain: docs/sandbox/links-and-helpers.md).
 */
import type { ApiClient } from '../../../platform/api/client';
import { documentApi } from '../../../platform/api/document-api';

const WALLET_VERIFICATION_PATH = '/pa/wallet_verification';

export async function validateMerchant(api: (() => Promise<ApiClient>) | null, validationUrl: string): Promise<unknown> {
  const body = { validation_url: validationUrl, initiative_context: location.hostname };
  // No client secret yet (an express checkout): the document's public client.
  const client = await (api ?? documentApi().withoutSecret)();
  return client.request<unknown>('POST', WALLET_VERIFICATION_PATH, body);
}
