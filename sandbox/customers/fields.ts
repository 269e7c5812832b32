/**
 * Field readers for the customer, saved-method and consent bodies. Each throws a
 * `validation_error` naming the field by its dot path; absent and null mean "not given".
 */
import { invalid } from '../core/errors';
import { isObject } from '../core/body';

export type Json = Record<string, unknown>;

export function given(value: unknown): boolean {
  return value !== undefined && value !== null;
}

export function requiredString(value: unknown, field: string, max: number): string {
  if (!given(value)) throw invalid(field, 'required', `${field} is required.`);
  return optionalString(value, field, max) as string;
}

export function optionalString(value: unknown, field: string, max: number): string | null {
  if (!given(value)) return null;
  if (typeof value !== 'string') throw invalid(field, 'must_be_string');
  if (value.trim().length === 0) throw invalid(field, 'empty', `${field} must not be empty.`);
  if (value.length > max) throw invalid(field, 'too_long', `${field} must be at most ${max} characters.`);
  return value;
}

export function requiredObject(value: unknown, field: string): Json {
  if (!given(value)) throw invalid(field, 'required', `${field} is required.`);
  if (!isObject(value)) throw invalid(field, 'must_be_object');
  return value;
}

export function oneOf<T extends string>(value: unknown, field: string, allowed: readonly T[]): T {
  if (!given(value)) throw invalid(field, 'required', `${field} is required.`);
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw invalid(field, 'invalid_value', `${field} must be one of: ${allowed.join(', ')}.`);
  }
  return value as T;
}

export function optionalOneOf<T extends string>(value: unknown, field: string, allowed: readonly T[]): T | null {
  return given(value) ? oneOf(value, field, allowed) : null;
}

/** A field that must not be sent in this combination (e.g. a reason for a customer-triggered consent). */
export function forbid(value: unknown, field: string, why: string): void {
  if (given(value)) throw invalid(field, 'not_allowed', `${field} is not allowed ${why}.`);
}

const MAX_AMOUNT = 1e10;

/** Decimal major units, greater than 0, at most 2 decimals (as payment intents). */
export function amount(value: unknown, field: string): number {
  if (!given(value)) throw invalid(field, 'required', `${field} is required.`);
  if (typeof value !== 'number' || !Number.isFinite(value)) throw invalid(field, 'must_be_number');
  if (value <= 0) throw invalid(field, 'must_be_positive', `${field} must be greater than 0.`);
  if (value > MAX_AMOUNT) throw invalid(field, 'too_large', `${field} must be at most ${MAX_AMOUNT}.`);
  if (Number(value.toFixed(2)) !== value) throw invalid(field, 'too_many_decimals', `${field} may have at most 2 decimal places.`);
  return value;
}

export function currency(value: unknown, field: string): string {
  if (!given(value)) throw invalid(field, 'required', `${field} is required.`);
  if (typeof value !== 'string' || !/^[A-Z]{3}$/.test(value)) {
    throw invalid(field, 'invalid_currency', `${field} must be a 3-letter uppercase ISO 4217 code.`);
  }
  return value;
}

export function integerIn(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw invalid(field, 'must_be_integer');
  if (value < min || value > max) throw invalid(field, 'out_of_range', `${field} must be between ${min} and ${max}.`);
  return value;
}

export { metadata } from '../core/body';
