/**
 * The claims of a client secret (spec §3: account_id, intent_id, business_name,
 * customer_id, …), read in the browser from the compact JWT's middle part. Only
 * for what the shopper is shown (the merchant's name): the provider checks the
 * signature, never the runtime. Anything malformed reads as no claims.
 */
import { isRecord } from '../../protocol';

/** Long enough for any business's name, short enough for one line of a mandate. */
const NAME_MAX = 120;

function claimsOf(secret: string): Record<string, unknown> {
  const payload = secret.split('.')[1];
  if (!payload) return {};
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return isRecord(claims) ? claims : {};
  } catch {
    return {};
  }
}

/** The merchant's name from the secret's `business_name` claim, or null (a customer secret may have none). */
export function businessNameOf(secret: string | null | undefined): string | null {
  if (!secret) return null;
  const name = claimsOf(secret).business_name;
  return typeof name === 'string' && name.trim() !== '' ? name.trim().slice(0, NAME_MAX) : null;
}
