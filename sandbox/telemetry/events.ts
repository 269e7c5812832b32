/**
 * What the runtime's beacon logger sends (runtime/platform/telemetry/log.ts):
 * `{ ...context, events: [{ name, level, time, data }] }` as text/plain JSON.
 * Metrics use the same envelope; their events may carry a numeric `value` and a
 * `unit`, and `level` is optional. Anything else is a 400 naming the field.
 * Secrets (card numbers, JWTs, CVCs, x-pan values) are redacted before anything is
 * stored, by the redaction the runtime's logger uses (redaction/redact.ts).
 */
import { invalid } from '../core/errors';
import { isObject } from '../core/body';
import type { Sequenced } from '../core/bounded-collections';
import { redactData } from '../../redaction/redact';

export type TelemetryKind = 'logs' | 'metrics';
const LOG_LEVELS = ['error', 'warn', 'info'] as const;
type TelemetryLevel = (typeof LOG_LEVELS)[number];

const MAX_EVENTS_PER_BATCH = 100;
const MAX_CONTEXT_KEYS = 50;

interface TelemetryEvent {
  readonly name: string;
  readonly level: TelemetryLevel | null;
  readonly time: number;
  readonly value: number | null;
  readonly unit: string | null;
  readonly data: unknown;
}

export interface TelemetryRecord extends Sequenced, TelemetryEvent {
  readonly context: Record<string, unknown>;
  readonly received_at: string;
}

export interface TelemetryBatch {
  readonly context: Record<string, unknown>;
  readonly events: readonly TelemetryEvent[];
}

function level(value: unknown, field: string, required: boolean): TelemetryLevel | null {
  if (value === undefined || value === null) {
    if (required) throw invalid(field, 'required');
    return null;
  }
  if (!(LOG_LEVELS as readonly unknown[]).includes(value)) throw invalid(field, 'invalid_level', `${field} must be one of: ${LOG_LEVELS.join(', ')}.`);
  return value as TelemetryLevel;
}

function event(kind: TelemetryKind, raw: unknown, at: string): TelemetryEvent {
  if (!isObject(raw)) throw invalid(at, 'must_be_object');
  const { name, time, value, unit } = raw;
  if (typeof name !== 'string' || name.length === 0 || name.length > 100)
    throw invalid(`${at}.name`, 'invalid_name', `${at}.name must be a string of 1 to 100 characters.`);
  if (typeof time !== 'number' || !Number.isFinite(time) || time < 0)
    throw invalid(`${at}.time`, 'must_be_timestamp', `${at}.time must be a millisecond timestamp.`);
  if (value !== undefined && value !== null && (typeof value !== 'number' || !Number.isFinite(value))) throw invalid(`${at}.value`, 'must_be_number');
  if (unit !== undefined && unit !== null && (typeof unit !== 'string' || unit.length > 16)) throw invalid(`${at}.unit`, 'must_be_string');
  return {
    name,
    level: level(raw.level, `${at}.level`, kind === 'logs'),
    time,
    value: typeof value === 'number' ? value : null,
    unit: typeof unit === 'string' ? unit : null,
    data: redactData(raw.data ?? null),
  };
}

export function parseBatch(kind: TelemetryKind, body: Record<string, unknown>): TelemetryBatch {
  const { events, ...context } = body;
  if (events === undefined || events === null) throw invalid('events', 'required', 'events is required.');
  if (!Array.isArray(events)) throw invalid('events', 'must_be_array');
  if (events.length === 0 || events.length > MAX_EVENTS_PER_BATCH) {
    throw invalid('events', 'invalid_length', `events must hold 1 to ${MAX_EVENTS_PER_BATCH} events.`);
  }
  if (Object.keys(context).length > MAX_CONTEXT_KEYS) throw invalid('body', 'too_many_keys', `At most ${MAX_CONTEXT_KEYS} context fields.`);
  return { context: redactData(context) as Record<string, unknown>, events: events.map((e, i) => event(kind, e, `events[${i}]`)) };
}
