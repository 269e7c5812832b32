/**
 * The claims of the address's client secret (spec §3), read once (claims-of-secret.ts)
 * when a page first asks: the merchant's name for terms and mandates. Its own module,
 * so the claims reader stays off the first paint's path of the screens that never ask.
 */
import type { SecretClaims } from '../../../protocol/secret-claims';
import { useAddress } from './address';
import { claimsOfSecret } from './claims-of-secret';

/** The address's client secret's claims (none without an address or a secret). */
export function useSecretClaims(): SecretClaims {
  return claimsOfSecret(useAddress()?.location.query.client_secret);
}
