/**
 * Apple Pay merchant validation stand-in (`pa/wallet_verification`). In production
 * the provider forwards the validation URL Safari gives to Apple; here no request
 * leaves the machine, and only URLs on the documented test hosts are accepted, so
 * the endpoint can never be used to make the sandbox call an arbitrary address.
 */
import { createHmac, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { ACCOUNT_ID, BUSINESS_NAME } from '../core/client-secret';
import { ApiError, invalid } from '../core/errors';
import { requiredString } from '../core/fields';

/** Apple's sandbox gateway host, and a reserved-TLD host for tests that build their own URL. */
export const WALLET_VALIDATION_HOSTS: readonly string[] = ['apple-pay-gateway-cert.apple.com', 'wallet-validation.portico.test'];
const MERCHANT_SESSION_TTL_MS = 5 * 60 * 1000;
const DOMAIN = /^(?=.{1,253}$)([A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

export interface WalletValidationInput {
  readonly validation_url: string;
  readonly initiative_context: string;
}

export function parseWalletValidation(body: Record<string, unknown>): WalletValidationInput {
  const raw = requiredString(body, 'validation_url', 2048);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid('validation_url', 'invalid_url', 'validation_url must be an absolute https URL.');
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '') {
    throw invalid('validation_url', 'invalid_url', 'validation_url must be an absolute https URL.');
  }
  if (!WALLET_VALIDATION_HOSTS.includes(url.hostname)) {
    throw invalid('validation_url', 'host_not_allowed', `validation_url must be on ${WALLET_VALIDATION_HOSTS.join(' or ')}.`);
  }
  const context = requiredString(body, 'initiative_context', 253);
  if (!DOMAIN.test(context)) throw invalid('initiative_context', 'invalid_domain', 'initiative_context must be the domain name of the page.');
  return { validation_url: url.href, initiative_context: context.toLowerCase() };
}

/**
 * An express checkout (spec §1) validates the merchant before any intent exists, so its
 * frame has no client secret to send. Without credentials the sandbox accepts the call
 * only from its own pages (the checkout's frames: the browser's `Origin` is the
 * sandbox's origin) and only for the caller's own domain, so the session is worth
 * nothing anywhere else. A provider would also need to know which merchant account the
 * button is for; the sandbox has one.
 */
/** `ownOrigin`: the sandbox's (RouteDeps.publicOrigin), not the request's Host header. */
export function checkExpressCaller(ownOrigin: string, origin: string | undefined, input: WalletValidationInput): void {
  const own = new URL(ownOrigin);
  if (origin !== own.origin) {
    throw new ApiError(
      'unauthorized',
      { reason: 'missing_client_secret' },
      'The x-api-key or client-secret header is required (or the call must come from the checkout origin).',
    );
  }
  if (input.initiative_context !== own.hostname.toLowerCase()) {
    throw invalid('initiative_context', 'not_caller_domain', "Without credentials, initiative_context must be the checkout page's own domain.");
  }
}

function sessionKey(secretKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey, 'portico-sandbox', 'wallet-session-v1', 32));
}

/**
 * An opaque merchant session in the field names Apple's JS API expects, passed on
 * unchanged to `completeMerchantValidation`. The signature lets a test tell it was
 * made by this sandbox.
 */
export function merchantSession(secretKey: string, input: WalletValidationInput, now: number): Record<string, unknown> {
  const fields = {
    epochTimestamp: now,
    expiresAt: now + MERCHANT_SESSION_TTL_MS,
    merchantSessionIdentifier: `SSH${randomBytes(16).toString('hex').toUpperCase()}`,
    nonce: randomBytes(4).toString('hex'),
    merchantIdentifier: createHash('sha256').update(ACCOUNT_ID).digest('hex').toUpperCase(),
    domainName: input.initiative_context,
    displayName: BUSINESS_NAME,
    operationalAnalyticsIdentifier: `${BUSINESS_NAME}:${ACCOUNT_ID}`,
    retries: 0,
    pspId: ACCOUNT_ID,
    sandbox: true,
  };
  const signature = createHmac('sha256', sessionKey(secretKey)).update(JSON.stringify(fields)).digest('base64');
  return { ...fields, signature };
}

/** True when `session` (minus its signature) was signed by this sandbox's key. */
export function verifyMerchantSession(secretKey: string, session: Record<string, unknown>): boolean {
  const { signature, ...fields } = session;
  const expected = createHmac('sha256', sessionKey(secretKey)).update(JSON.stringify(fields)).digest('base64');
  return signature === expected;
}
