/**
 * Who the shopper is paying, as every whole page of the checkout shows it: the account's
 * business name (the client secret's claim, or a payment link's), and when the merchant gave
 * them (the hosted page's `logoUrl`, `termsUrl`, `privacyUrl`; a link's own) a logo and its
 * terms and privacy pages. Read again here from untrusted input: a value of the wrong kind
 * is left out, never shown.
 */
import { isRecord, isWebUrl } from '../../protocol';
import { isLogoUrl } from '../../protocol/options/hosted-checkout';
import { splitHash } from '../platform/router/parse-location';

export interface MerchantIdentity {
  readonly name: string;
  /** An https or `data:image/…` URL, shown as an `<img>` whose text is the name. */
  readonly logo?: string;
  readonly terms?: string;
  readonly privacy?: string;
}

/** The merchant's links and logo as the page's options (or a link) name them. */
export interface IdentityFields {
  readonly logo_url?: unknown;
  readonly terms_url?: unknown;
  readonly privacy_url?: unknown;
}

/**
 * The identity fields of the address's `options` (the hosted page's and its result pages'),
 * unchecked. Read here, by the pages that show them, rather than by the router every frame
 * runs at its start (the card's critical path, scripts/size-budgets.test.ts).
 */
export function identityOfAddress(hash: string = window.location.hash): IdentityFields {
  try {
    const options: unknown = JSON.parse(new URLSearchParams(splitHash(hash).query).get('options') ?? 'null');
    return isRecord(options) ? { logo_url: options.logo_url, terms_url: options.terms_url, privacy_url: options.privacy_url } : {};
  } catch {
    return {};
  }
}

export function merchantIdentity(name: string, fields: IdentityFields | null | undefined): MerchantIdentity {
  return {
    name,
    ...(isLogoUrl(fields?.logo_url) ? { logo: fields.logo_url } : {}),
    ...(isWebUrl(fields?.terms_url) ? { terms: fields.terms_url } : {}),
    ...(isWebUrl(fields?.privacy_url) ? { privacy: fields.privacy_url } : {}),
  };
}

/** The identity's links and logo back in the options' names (for a result page's address). */
export function identityFields(identity: MerchantIdentity | undefined): {
  readonly logo_url?: string;
  readonly terms_url?: string;
  readonly privacy_url?: string;
} {
  if (!identity) return {};
  return {
    ...(identity.logo ? { logo_url: identity.logo } : {}),
    ...(identity.terms ? { terms_url: identity.terms } : {}),
    ...(identity.privacy ? { privacy_url: identity.privacy } : {}),
  };
}
