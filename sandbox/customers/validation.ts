/** Bodies of customer create and update. Unknown fields are ignored. */
import { invalid } from '../core/errors';
import { type Json, metadata, optionalString, requiredString } from './fields';
import type { Metadata } from '../model/intent-types';
import { requestId } from '../core/body';

interface CustomerFields {
  readonly email: string | null;
  readonly first_name: string | null;
  readonly last_name: string | null;
  readonly phone_number: string | null;
}

export interface CreateCustomerInput extends CustomerFields {
  readonly request_id: string;
  readonly merchant_customer_id: string;
  readonly metadata: Metadata;
}

/** Only the fields present in the body; a null optional field is cleared. */
export type CustomerPatch = Partial<CustomerFields & { merchant_customer_id: string; metadata: Metadata }>;

const OPTIONAL_FIELDS = ['email', 'first_name', 'last_name', 'phone_number'] as const;

function email(value: unknown): string | null {
  const text = optionalString(value, 'email', 254);
  if (text !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) throw invalid('email', 'invalid_email', 'email is not a valid address.');
  return text;
}

function phone(value: unknown): string | null {
  const text = optionalString(value, 'phone_number', 32);
  if (text !== null && !/^\+?[0-9][0-9 ()-]{3,31}$/.test(text)) {
    throw invalid('phone_number', 'invalid_phone_number', 'phone_number may hold digits, spaces, brackets, dashes and a leading +.');
  }
  return text;
}

const READERS: Readonly<Record<(typeof OPTIONAL_FIELDS)[number], (value: unknown) => string | null>> = {
  email,
  first_name: (v) => optionalString(v, 'first_name', 100),
  last_name: (v) => optionalString(v, 'last_name', 100),
  phone_number: phone,
};

export function parseCreateCustomer(body: Json): CreateCustomerInput {
  return {
    request_id: requestId(body),
    merchant_customer_id: requiredString(body.merchant_customer_id, 'merchant_customer_id', 64),
    email: READERS.email(body.email),
    first_name: READERS.first_name(body.first_name),
    last_name: READERS.last_name(body.last_name),
    phone_number: READERS.phone_number(body.phone_number),
    metadata: metadata(body.metadata),
  };
}

export function parseUpdateCustomer(body: Json): { request_id: string; patch: CustomerPatch } {
  const request_id = requestId(body);
  const patch: Record<string, unknown> = {};
  if (Object.hasOwn(body, 'merchant_customer_id')) {
    patch.merchant_customer_id = requiredString(body.merchant_customer_id, 'merchant_customer_id', 64);
  }
  for (const field of OPTIONAL_FIELDS) {
    if (Object.hasOwn(body, field)) patch[field] = READERS[field](body[field]);
  }
  if (Object.hasOwn(body, 'metadata')) patch.metadata = metadata(body.metadata);
  return { request_id, patch: patch as CustomerPatch };
}
