/** What the sandbox recorded, read as the merchant's server reads it (its secret key). */
import { DEFAULT_SECRET_KEY } from '../../sandbox/server';
import { waitFor, type Shopper } from './shopper';

const KEY = { 'x-api-key': process.env.PORTICO_SECRET_KEY ?? DEFAULT_SECRET_KEY };

export interface Intent {
  readonly id: string;
  readonly status: string;
  readonly amount: number;
  readonly currency: string;
}

export async function intentOf(checkoutUrl: string, id: string): Promise<Intent> {
  const response = await fetch(`${checkoutUrl}/api/v1/pa/payment_intents/${encodeURIComponent(id)}`, { headers: KEY });
  if (!response.ok) throw new Error(`the sandbox has no intent ${id}: ${response.status}`);
  return (await response.json()) as Intent;
}

/** The intent the merchant's page names in its address (`?intent_id=`), once it does. */
export async function intentInAddress(shopper: Shopper, parameter = 'intent_id'): Promise<string> {
  const url = await waitFor(
    `an address with ${parameter}`,
    () => shopper.url(),
    (address) => new URL(address).searchParams.has(parameter),
  );
  return new URL(url).searchParams.get(parameter) ?? '';
}

export interface PaymentLink {
  readonly code: string;
  readonly url: string;
  readonly status: string;
  readonly payment_count?: number;
}

/** A fixed-amount link, made as the merchant's server makes one. */
export async function makeLink(checkoutUrl: string, body: Record<string, unknown>): Promise<PaymentLink> {
  const response = await fetch(`${checkoutUrl}/api/v1/pa/payment_links/create`, {
    method: 'POST',
    headers: { ...KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ request_id: crypto.randomUUID(), reusable: false, ...body }),
  });
  if (response.status !== 201) throw new Error(`link create answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as PaymentLink;
}

export async function linkOf(checkoutUrl: string, code: string): Promise<PaymentLink> {
  return (await (await fetch(`${checkoutUrl}/api/v1/pa/payment_links/${encodeURIComponent(code)}`, { headers: KEY })).json()) as PaymentLink;
}

/** The sandbox's simulation API: the shopper paid at the store, ATM or bank. */
export async function shopperPaid(checkoutUrl: string, intentId: string): Promise<void> {
  const response = await fetch(`${checkoutUrl}/api/v1/simulation/pa/shopper_actions/pay`, {
    method: 'POST',
    headers: { ...KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ request_id: crypto.randomUUID(), intent_id: intentId }),
  });
  if (response.status !== 200) throw new Error(`the simulated payment answered ${response.status}: ${await response.text()}`);
}

/** The intent a simulator session pays (what the wallet app reads from the QR code's address). */
export async function intentOfSession(checkoutUrl: string, session: string): Promise<string> {
  const body = (await (await fetch(`${checkoutUrl}/simulator/sessions/${encodeURIComponent(session)}`)).json()) as { intent: { id: string } };
  return body.intent.id;
}
