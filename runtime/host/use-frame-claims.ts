/**
 * The claims of the client secret an element body's frame pays with (spec §3), its payment
 * request's: the address's in an element frame (or the one update() swapped in), the page's in a body a page hosts (the hosted page,
 * a payment link's new intent). Read once per secret (platform/address/claims-of-secret.ts);
 * its own module, so the claims reader stays off an element's first paint.
 */
import type { SecretClaims } from '../../protocol/secret-claims';
import { claimsOfSecret } from '../platform/address/claims-of-secret';
import { usePaymentRequest } from './context';

export function useFrameClaims(): SecretClaims {
  return claimsOfSecret(usePaymentRequest().client_secret);
}
