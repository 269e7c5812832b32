/**
 * The demo merchant's signed-in shopper (the drop-in page's `?customer=1`): the page
 * names its shopper by a reference of the merchant's own (kept in the browser), and
 * the server finds the provider's customer for it, or makes one. A new customer
 * starts with what a returning shopper would have: a saved Visa (saved with the
 * merchant key) and a saved US bank account (a consent verified by its
 * micro-deposits, which the sandbox's simulated shopper confirms).
 */
export type ProviderCall = (path: string, body?: unknown) => Promise<{ readonly ok: boolean; readonly status: number; readonly body: unknown }>;

export type SignedIn = { readonly ok: true; readonly customerId: string } | { readonly ok: false; readonly status: number; readonly body: unknown };

/** A shopper reference the page may send: the merchant's own id, letters, digits, `_` and `-`. */
export const SHOPPER_REF = /^[A-Za-z0-9_-]{1,48}$/;

const DEMO_SAVED_CARD = { number: '4111 1111 1111 1111', expiry_month: '12', expiry_year: '2030', cvc: '123' } as const;
const DEMO_SAVED_ACCOUNT = { account_holder_name: 'Ada Lovelace', routing_number: '110000000', account_number: '000123456789' } as const;

const failed = (reply: { readonly status: number; readonly body: unknown }): SignedIn => ({ ok: false, status: reply.status, body: reply.body });

/** What a returning shopper has saved: one card, one bank account. */
async function seed(call: ProviderCall, customerId: string): Promise<SignedIn> {
  const card = await call('/api/v1/pa/payment_methods/create', {
    request_id: `seed-card-${customerId}`,
    customer_id: customerId,
    payment_method: { type: 'card', card: DEMO_SAVED_CARD },
  });
  if (!card.ok) return failed(card);
  // A bank account is saved by verifying a consent with it: micro-deposits, confirmed by the sandbox's shopper.
  const consent = await call('/api/v1/pa/payment_consents/create', {
    request_id: `seed-consent-${customerId}`,
    customer_id: customerId,
    next_triggered_by: 'customer',
  });
  if (!consent.ok) return failed(consent);
  const consentId = (consent.body as { id: string }).id;
  const verify = await call(`/api/v1/pa/payment_consents/${consentId}/verify`, {
    request_id: `seed-verify-${customerId}`,
    payment_method: { type: 'ach_direct_debit', ach_direct_debit: DEMO_SAVED_ACCOUNT },
  });
  if (!verify.ok) return failed(verify);
  const deposits = await call('/api/v1/simulation/pa/shopper_actions/verify', { consent_id: consentId, request_id: `seed-deposits-${customerId}` });
  return deposits.ok ? { ok: true, customerId } : failed(deposits);
}

/** The customer of the merchant's shopper `ref`: found (409 names it), or made and seeded. */
export async function signedInCustomer(call: ProviderCall, ref: string): Promise<SignedIn> {
  // A fresh request_id: a returning shopper's create then meets their customer (409), not a replay.
  const created = await call('/api/v1/pa/customers/create', { request_id: crypto.randomUUID(), merchant_customer_id: `shopper_${ref}` });
  if (created.status === 409) {
    const details = (created.body as { details?: { customer_id?: unknown } }).details;
    if (typeof details?.customer_id === 'string') return { ok: true, customerId: details.customer_id };
  }
  if (!created.ok) return failed(created);
  return seed(call, (created.body as { id: string }).id);
}
