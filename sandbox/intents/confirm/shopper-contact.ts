/**
 * The shopper's contact details konbini and Pay-easy take for the receipt the
 * store or ATM prints (and the reminder a real provider sends): a name, an email
 * address and a Japanese phone number of 10 or 11 digits. Each is optional here;
 * what is given must be well formed, and is echoed in the instructions.
 */
import { invalid } from '../../core/errors';
import type { ShopperContact } from '../../methods/instructions';
import { field, optionalText, type Details } from './common';
import type { ConfirmContext } from './handler';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Hyphens and spaces are how the number is usually written (090-1234-5678); they are not kept. */
const PHONE_SEPARATORS = /[\s-]/g;

function email(ctx: ConfirmContext, details: Details): string | null {
  const text = optionalText(ctx, details, 'shopper_email', 254);
  if (text !== null && !EMAIL.test(text)) {
    throw invalid(field(ctx, 'shopper_email'), 'invalid_email', `${field(ctx, 'shopper_email')} is not an email address (name@example.com).`);
  }
  return text;
}

function phone(ctx: ConfirmContext, details: Details): string | null {
  const text = optionalText(ctx, details, 'shopper_phone', 20);
  if (text === null) return null;
  const digits = text.replace(PHONE_SEPARATORS, '');
  const name = field(ctx, 'shopper_phone');
  if (!/^\d+$/.test(digits)) throw invalid(name, 'digits_only', `${name} may contain digits only (hyphens and spaces are ignored).`);
  if (digits.length < 10 || digits.length > 11) throw invalid(name, 'invalid_length', `${name} must have 10 or 11 digits.`);
  return digits;
}

/** Reads `shopper_name` (1–100 chars), `shopper_email` and `shopper_phone` (10–11 digits); 400 on the first that is wrong. */
export function shopperContact(ctx: ConfirmContext, details: Details): ShopperContact {
  return {
    shopper_name: optionalText(ctx, details, 'shopper_name', 100),
    shopper_email: email(ctx, details),
    shopper_phone: phone(ctx, details),
  };
}
