/**
 * Field checks shared by links, quotes and the checkout helpers. Each failure is a
 * `validation_error` naming its field; none echoes the value it refused.
 */
import { invalid } from './errors';

type Json = Record<string, unknown>;

const MAX_AMOUNT = 1e10;

function present(value: unknown): boolean {
  return value !== undefined && value !== null;
}

/** A decimal amount in major units: > 0, ≤ 1e10, at most 2 decimals (as intents). */
export function amountField(value: unknown, field: string): number {
  if (!present(value)) throw invalid(field, 'required', `${field} is required.`);
  if (typeof value !== 'number' || !Number.isFinite(value)) throw invalid(field, 'must_be_number');
  if (value <= 0) throw invalid(field, 'must_be_positive', `${field} must be greater than 0.`);
  if (value > MAX_AMOUNT) throw invalid(field, 'too_large', `${field} must be at most ${MAX_AMOUNT}.`);
  if (Number(value.toFixed(2)) !== value) throw invalid(field, 'too_many_decimals', `${field} may have at most 2 decimal places.`);
  return value;
}

export function optionalAmountField(body: Json, field: string): number | null {
  return present(body[field]) ? amountField(body[field], field) : null;
}

/** Format only (`^[A-Z]{3}$`); which codes a feature supports is its own table's business. */
export function currencyField(value: unknown, field: string): string {
  if (!present(value)) throw invalid(field, 'required', `${field} is required.`);
  if (typeof value !== 'string' || !/^[A-Z]{3}$/.test(value)) {
    throw invalid(field, 'invalid_currency', `${field} must be a 3-letter uppercase ISO 4217 code.`);
  }
  return value;
}

export function requiredString(body: Json, field: string, max: number): string {
  const value = body[field];
  if (!present(value)) throw invalid(field, 'required', `${field} is required.`);
  if (typeof value !== 'string') throw invalid(field, 'must_be_string');
  if (value.trim().length === 0) throw invalid(field, 'empty', `${field} must not be empty.`);
  if (value.length > max) throw invalid(field, 'too_long', `${field} must be at most ${max} characters.`);
  return value;
}

export function optionalString(body: Json, field: string, max: number): string | null {
  return present(body[field]) ? requiredString(body, field, max) : null;
}

export function optionalBoolean(body: Json, field: string): boolean | null {
  const value = body[field];
  if (!present(value)) return null;
  if (typeof value !== 'boolean') throw invalid(field, 'must_be_boolean');
  return value;
}

/** Fields that make no sense in the request's mode are refused, not silently dropped. */
export function refuse(body: Json, fields: readonly string[], reason: string): void {
  for (const field of fields) if (present(body[field])) throw invalid(field, reason);
}
