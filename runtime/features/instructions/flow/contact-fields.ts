/**
 * The shopper's details konbini and Pay-easy need (name, email, a phone of 10–11
 * digits; konbini also the store), checked as the provider checks them
 * (docs/sandbox/methods.md), so a mistake is shown on its field before any call.
 */
import type { KonbiniStore, ShopperContact } from '../../../platform/api/payment-intents';

export const KONBINI_STORES: readonly KonbiniStore[] = ['seven_eleven', 'lawson', 'familymart', 'ministop', 'seicomart'];

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'store'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export type ContactValues = Readonly<Record<ContactField, string>>;
export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', store: '' };

/** What is wrong with a field: its message is `instructions.field.{field}.{problem}`. */
export type ContactProblem = 'required' | 'invalid';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Hyphens and spaces, as the number is often written (090-1234-5678); the provider drops them too. */
const PHONE_SEPARATORS = /[\s-]/g;

function phoneDigits(phone: string): string {
  return phone.replace(PHONE_SEPARATORS, '');
}

export function isKonbiniStore(value: string): value is KonbiniStore {
  return (KONBINI_STORES as readonly string[]).includes(value);
}

export function contactProblem(field: ContactField, values: ContactValues): ContactProblem | null {
  const value = values[field].trim();
  if (value === '') return 'required';
  switch (field) {
    case 'name':
      return value.length > 100 ? 'invalid' : null;
    case 'email':
      return value.length > 254 || !EMAIL.test(value) ? 'invalid' : null;
    case 'phone':
      return /^\d{10,11}$/.test(phoneDigits(value)) ? null : 'invalid';
    case 'store':
      return isKonbiniStore(value) ? null : 'required';
  }
}

/** The fields of `fields` that are wrong, in form order. */
export function contactProblems(values: ContactValues, fields: readonly ContactField[]): ContactField[] {
  return fields.filter((field) => contactProblem(field, values) !== null);
}

/** The details as the provider takes them (the phone as digits only); `null` while a field is wrong. */
export function shopperContact(values: ContactValues): Required<ShopperContact> | null {
  if (contactProblems(values, ['name', 'email', 'phone']).length > 0) return null;
  return { shopper_name: values.name.trim(), shopper_email: values.email.trim(), shopper_phone: phoneDigits(values.phone.trim()) };
}

/** The form field a provider's `validation_error` names (`payment_method.konbini.shopper_phone` → `phone`). */
export function fieldOfProviderError(field: unknown): ContactField | null {
  if (typeof field !== 'string') return null;
  const name = field.split('.').pop();
  if (name === 'store') return 'store';
  return name === 'shopper_name' ? 'name' : name === 'shopper_email' ? 'email' : name === 'shopper_phone' ? 'phone' : null;
}
