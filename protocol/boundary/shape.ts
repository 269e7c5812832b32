/**
 * Readers built from data: `shape({ id: isText, … })` reads a plain object that has
 * those fields, each passing its check, and copies only them (so nothing else a
 * sender added reaches the reader's caller). `null` means refused.
 */
import { isRecord } from './plain-data';

export type Check = (value: unknown) => boolean;

const MAX_TEXT = 500;

export const isText: Check = (value) => typeof value === 'string' && value.length <= MAX_TEXT;
export const isBoolean: Check = (value) => typeof value === 'boolean';
export const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);
export const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);

export function shape<T>(fields: { readonly [K in keyof T]-?: Check }): (value: unknown) => T | null {
  return (value) => {
    if (!isRecord(value)) return null;
    const copy: Record<string, unknown> = {};
    for (const key in fields) {
      if (!fields[key](value[key])) return null;
      if (value[key] !== undefined) copy[key] = value[key];
    }
    return copy as T;
  };
}
