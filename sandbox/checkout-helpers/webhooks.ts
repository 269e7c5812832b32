/**
 * `pa/webhook`: webhook-style events received and kept (bounded) in the
 * `webhooks` collection, so tests can read back what was delivered. The event's
 * own `id` is the idempotency key: a redelivery with the same body is replayed.
 */
import { randomBytes } from 'node:crypto';
import { invalid } from '../core/errors';
import { requiredString } from '../core/fields';
import { isObject } from '../core/body';
import type { Sequenced } from '../core/bounded-collections';

const EVENT_NAME = /^[A-Za-z][A-Za-z0-9_.]{0,99}$/;

export interface WebhookEvent {
  readonly event_id: string;
  readonly name: string;
  readonly data: Record<string, unknown>;
  readonly created_at: string | null;
}

export interface WebhookRecord extends Sequenced, WebhookEvent {
  readonly received_at: string;
  readonly source: 'merchant' | 'browser' | 'customer';
}

export function parseWebhookEvent(body: Record<string, unknown>): WebhookEvent {
  const event_id = requiredString(body, 'id', 128);
  const name = requiredString(body, 'name', 100);
  if (!EVENT_NAME.test(name)) throw invalid('name', 'invalid_format', 'name must be letters, digits, dots and underscores (e.g. payment_intent.succeeded).');
  const data = body.data ?? {};
  if (!isObject(data)) throw invalid('data', 'must_be_object');
  const created = body.created_at;
  if (created !== undefined && created !== null && (typeof created !== 'string' || created.length > 64)) {
    throw invalid('created_at', 'must_be_string');
  }
  return { event_id, name, data, created_at: typeof created === 'string' ? created : null };
}

export function webhookRecord(event: WebhookEvent, seq: number, source: WebhookRecord['source'], now: Date): WebhookRecord {
  return { id: `whk_${randomBytes(12).toString('hex')}`, seq, ...event, received_at: now.toISOString(), source };
}
