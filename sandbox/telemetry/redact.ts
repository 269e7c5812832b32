/**
 * Telemetry comes from the shopper's page and may carry a card number by mistake
 * (an error message quoting a field, say). Before anything is stored, runs of 14
 * to 19 digits (single spaces or dashes allowed) that pass Luhn are masked to
 * their last four, in strings and in large integers. Shorter runs are left alone:
 * 13-digit millisecond timestamps are common in telemetry and no longer PANs.
 */
import { luhnValid } from '../cards/card';

const PAN_RUN = /\d(?:[ -]?\d){13,18}/g;
/** Deeper values are replaced: input depth is already capped, this keeps the walk bounded anyway. */
const MAX_DEPTH = 40;

function mask(digits: string): string {
  return `[redacted card …${digits.slice(-4)}]`;
}

export function redactString(value: string): string {
  return value.replace(PAN_RUN, (run) => {
    const digits = run.replace(/[ -]/g, '');
    return luhnValid(digits) ? mask(digits) : run;
  });
}

export function redact(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return '[too deep]';
  if (typeof value === 'string') return redactString(value);
  if (typeof value === 'number') {
    const digits = Number.isSafeInteger(value) ? String(Math.abs(value)) : '';
    return digits.length >= 14 && luhnValid(digits) ? mask(digits) : value;
  }
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [redactString(k), redact(v, depth + 1)]));
  }
  return value;
}
