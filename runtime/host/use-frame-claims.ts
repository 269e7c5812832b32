/**
 * The claims of the client secret an element body's frame pays with (spec §3): the
 * address's in an element frame, the page's in a body a page hosts (the hosted page,
 * a payment link's new intent). Read once per secret (platform/address/claims-of-secret.ts);
 * its own module, so the claims reader stays off an element's first paint.
 */
import type { SecretClaims } from '../../protocol/secret-claims';
import { claimsOfSecret } from '../platform/address/claims-of-secret';
import { useElementFrame } from './context';

export function useFrameClaims(): SecretClaims {
  return claimsOfSecret(useElementFrame().options.client_secret);
}
