/** The fields of a webhook endpoint a merchant sends (create, update), each read and checked. */
import { ApiError, invalid } from '../core/errors';
import type { SandboxStore } from '../core/store';
import type { TargetCheck } from './target';
import { EVENT_TYPES, isEventType, type EventType, type WebhookDelivery, type WebhookEndpoint } from './types';

const MAX_ENDPOINTS = 16;

export function readUrl(value: unknown, allowTarget: TargetCheck): string {
  if (typeof value !== 'string')
    throw invalid('url', value === undefined ? 'required' : 'must_be_string', 'url (the endpoint the sandbox posts events to) is required.');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid('url', 'invalid_url', 'url must be an absolute http(s) URL.');
  }
  if (value.length > 2048) throw invalid('url', 'invalid_length');
  if (!allowTarget(url)) {
    throw invalid(
      'url',
      'target_not_allowed',
      'The sandbox posts webhooks to loopback addresses only (localhost, 127.0.0.1, [::1]) unless started with more webhook hosts (PORTICO_WEBHOOK_HOSTS).',
    );
  }
  return url.href;
}

export function readEvents(value: unknown): EventType[] {
  if (!Array.isArray(value) || value.length === 0)
    throw invalid('events', Array.isArray(value) ? 'empty' : 'required', 'events (the event types to receive) must be a non-empty array.');
  const types = value.map((type, i) => {
    if (!isEventType(type)) throw invalid(`events.${i}`, 'unknown_event_type', `events.${i} must be one of: ${Object.keys(EVENT_TYPES).join(', ')}.`);
    return type;
  });
  return [...new Set(types)];
}

/** Refuses one more enabled endpoint past the account's limit. */
export function checkRoomForEnabled(store: SandboxStore): void {
  if (store.list<WebhookEndpoint>('webhook_endpoints').filter((e) => e.status === 'ENABLED').length >= MAX_ENDPOINTS) {
    throw invalid('url', 'too_many_endpoints', `An account has at most ${MAX_ENDPOINTS} enabled endpoints: disable one first.`);
  }
}

export function endpointOr404(store: SandboxStore, id: string): WebhookEndpoint {
  const endpoint = store.get<WebhookEndpoint>('webhook_endpoints', id);
  if (!endpoint) throw new ApiError('not_found', { endpoint_id: id }, 'No webhook endpoint with this id exists.');
  return endpoint;
}

/** A disabled endpoint's pending deliveries, ended: nothing more is posted to it. */
export function stoppedDeliveries(store: SandboxStore, endpointId: string, at: string) {
  return store
    .findBy<'webhook_deliveries', WebhookDelivery>('webhook_deliveries', 'status', 'PENDING')
    .filter((d) => d.endpoint_id === endpointId)
    .map((d) => ({
      collection: 'webhook_deliveries' as const,
      record: { ...d, status: 'FAILED' as const, next_attempt_at: null, updated_at: at },
    }));
}
