/**
 * A client secret's claims as the checkout reads them: by the protocol's one reader
 * (protocol/secret-claims.ts), once per secret in a document (the address's, the API
 * client's made for it, a hosted body's frame all ask for the same one). A secret that
 * is not a readable JWT is logged once (spec §8 onDecodeJwtError, with the step it
 * failed at) and reads as no claims.
 */
import { readSecretClaims, type SecretClaims } from '../../../protocol/secret-claims';
import { logEvent } from '../telemetry';

const NO_CLAIMS: SecretClaims = {};
const read = new Map<string, SecretClaims>();

export function claimsOfSecret(secret: string | null | undefined): SecretClaims {
  if (!secret) return NO_CLAIMS;
  let claims = read.get(secret);
  if (claims) return claims;
  const result = readSecretClaims(secret);
  if (!result.ok) logEvent('onDecodeJwtError', 'warn', { reason: result.reason });
  claims = result.ok ? result.claims : NO_CLAIMS;
  read.set(secret, claims);
  return claims;
}
