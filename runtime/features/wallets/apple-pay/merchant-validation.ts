/**
 * Apple Pay merchant validation: Safari gives a validation URL, the provider asks Apple
 * for a merchant session (`POST /pa/wallet_verification`), and the frame hands it to
 * `completeMerchantValidation` unchanged. The initiative context is this frame's own
 * domain: the page Safari shows the sheet for. An express checkout has no client secret
 * yet: its call goes without credentials (the sandbox accepts that from the checkout's
 * own pages, for their own domain: docs/sandbox/links-and-helpers.md).
 */
import type { ApiClient } from '../../../platform/api/client';
import { REQUEST_TIMEOUT_MS } from '../../../platform/api/client';
import { joinUrl } from '../../../platform/api/join-url';
import { currentEnvironment } from '../../../platform/env';

const WALLET_VERIFICATION_PATH = '/pa/wallet_verification';

export async function validateMerchant(api: (() => Promise<ApiClient>) | null, validationUrl: string): Promise<unknown> {
  const body = { validation_url: validationUrl, initiative_context: location.hostname };
  if (api) return (await api()).request<unknown>('POST', WALLET_VERIFICATION_PATH, body);
  const response = await fetch(joinUrl(currentEnvironment().apiBase, WALLET_VERIFICATION_PATH), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'omit',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`wallet_verification answered ${response.status}`);
  return response.json() as Promise<unknown>;
}
