/**
 * What a merchant does once per site (docs/sdk.md "Register your origins"): registers
 * the origin its checkout runs on, so the checkout lets that page frame the elements.
 * Tests that serve a merchant site of their own register it, and remove it after.
 */
import { MERCHANT_KEY } from './instructions-page';

const originsUrl = (checkoutUrl: string) => `${checkoutUrl}/api/v1/pa/account/origins`;

export async function registerOrigin(checkoutUrl: string, origin: string): Promise<void> {
  const response = await fetch(originsUrl(checkoutUrl), {
    method: 'POST',
    headers: { ...MERCHANT_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ origin }),
  });
  if (!response.ok) throw new Error(`registering ${origin}: ${response.status} ${await response.text()}`);
}

export async function unregisterOrigin(checkoutUrl: string, origin: string): Promise<void> {
  const response = await fetch(`${originsUrl(checkoutUrl)}/${encodeURIComponent(origin)}`, { method: 'DELETE', headers: MERCHANT_KEY });
  if (!response.ok && response.status !== 404) throw new Error(`removing ${origin}: ${response.status} ${await response.text()}`);
}
