/**
 * What the payment-link form checks besides addresses (those are the full-featured
 * card's rules, billing-fields.ts): the phone, the reference and the message, as the
 * provider checks them (docs/sandbox/links-and-helpers.md), so a mistake shows on its
 * field before any call. Pure.
 */
import { billingDetails, type BillingValues } from '../../../ui/address/billing-fields';
import type { LinkCollect, LinkCollected, NamedAddress } from './payment-links';

export const MAX_REFERENCE = 100;
export const MAX_MESSAGE = 500;
const PHONE_SEPARATORS = /[\s().-]/g;
const PHONE = /^\+?\d{6,15}$/;

export type TextField = 'phone' | 'reference' | 'message';
export type TextProblem = 'required' | 'invalid' | 'too_long';
export type TextValues = Readonly<Record<TextField, string>>;
export const EMPTY_TEXTS: TextValues = { phone: '', reference: '', message: '' };

export function textProblem(field: TextField, value: string): TextProblem | null {
  const text = value.trim();
  switch (field) {
    case 'phone':
      if (text === '') return 'required';
      return PHONE.test(text.replace(PHONE_SEPARATORS, '')) ? null : 'invalid';
    case 'reference':
      if (text === '') return 'required';
      return text.length > MAX_REFERENCE ? 'too_long' : null;
    case 'message':
      return text.length > MAX_MESSAGE ? 'too_long' : null;
  }
}

/** A complete address with the name typed above it, or `null` while something is missing. */
function namedAddress(values: BillingValues): NamedAddress | null {
  const details = billingDetails(values);
  return details ? { name: details.name, address: details.billing.address } : null;
}

/** The answers the link asks for, or `null` while one is missing or wrong. */
export function collectedAnswers(collect: LinkCollect, billing: BillingValues, shipping: BillingValues, texts: TextValues): LinkCollected | null {
  const out: { -readonly [K in keyof LinkCollected]: LinkCollected[K] } = {};
  if (collect.billing_address) {
    const address = namedAddress(billing);
    if (!address) return null;
    out.billing_address = address;
  }
  if (collect.shipping_address) {
    const address = namedAddress(shipping);
    if (!address) return null;
    out.shipping_address = address;
  }
  for (const field of ['phone', 'reference', 'message'] as const) {
    if (!collect[field]) continue;
    if (textProblem(field, texts[field]) !== null) return null;
    const text = texts[field].trim();
    if (text !== '') out[field] = text;
  }
  return out;
}
