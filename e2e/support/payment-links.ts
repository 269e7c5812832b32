/** Payment links made straight on the sandbox with the merchant's key, as the demo's server would. */
import type { APIRequestContext } from '@playwright/test';
import { MERCHANT_KEY } from './instructions-page';

export interface MadeLink {
  readonly code: string;
  readonly url: string;
  readonly status: string;
}

export async function makeLink(request: APIRequestContext, checkoutUrl: string, body: Record<string, unknown>): Promise<MadeLink> {
  const res = await request.post(`${checkoutUrl}/api/v1/pa/payment_links/create`, {
    headers: MERCHANT_KEY,
    data: { request_id: crypto.randomUUID(), reusable: false, ...body },
  });
  if (res.status() !== 201) throw new Error(`link create answered ${res.status()}: ${await res.text()}`);
  return (await res.json()) as MadeLink;
}

export const fixedLink = (extra: Record<string, unknown> = {}) => ({ title: 'Blue mug', amount: 12.5, currency: 'USD', ...extra });
export const flexibleLink = (extra: Record<string, unknown> = {}) => ({
  title: 'Donation',
  description: 'Every bit helps the garden.',
  flexible: true,
  min_amount: 5,
  max_amount: 500,
  currencies: ['USD', 'EUR'],
  ...extra,
});
