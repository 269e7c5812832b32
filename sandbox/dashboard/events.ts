/**
 * The dashboard's event log: every recorded webhook event, newest first, a page at a
 * time, each with its deliveries (which endpoint, delivered or not, every attempt's HTTP
 * status and time). Read from the store, not through the merchant API's list, which
 * stops at 200 events and carries no deliveries.
 */
import type { DashboardEventDetail, DashboardEventPage, DashboardEventRow } from '../../protocol/dashboard-api';
import type { SandboxStore } from '../core/store';
import type { WebhookEndpoint, WebhookEvent } from '../webhooks/types';
import { BadQuery } from './payments';
import { deliveriesOf } from './timeline';

/** A cursor is the last shown event's `seq`: later pages stay exact while new events arrive on top. */
function readCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const seq = /^\d{1,17}$/.test(cursor) ? Number(cursor) : NaN;
  if (!Number.isSafeInteger(seq)) throw new BadQuery('cursor');
  return seq;
}

function objectIdOf(event: WebhookEvent): string | null {
  const object = (JSON.parse(event.body) as { data?: { object?: { id?: unknown } } }).data?.object;
  return typeof object?.id === 'string' ? object.id : null;
}

function rowOf(store: SandboxStore, event: WebhookEvent, endpoints: ReadonlyMap<string, WebhookEndpoint>): DashboardEventRow {
  return { id: event.id, type: event.type, created_at: event.created_at, object_id: objectIdOf(event), deliveries: deliveriesOf(store, event.id, endpoints) };
}

function endpointsOf(store: SandboxStore): ReadonlyMap<string, WebhookEndpoint> {
  return new Map(store.list<WebhookEndpoint>('webhook_endpoints').map((e) => [e.id, e]));
}

/** One event at its own address: its deliveries and the exact payload they post; null when there is none. */
export function eventDetail(store: SandboxStore, id: string): DashboardEventDetail | null {
  const event = store.get<WebhookEvent>('webhook_events', id);
  return event ? { ...rowOf(store, event, endpointsOf(store)), payload: event.body } : null;
}

export function listEvents(store: SandboxStore, limit: number, cursor?: string): DashboardEventPage {
  const after = readCursor(cursor);
  const all = store.list<WebhookEvent>('webhook_events').sort((a, b) => b.seq - a.seq);
  const from = after === undefined ? 0 : all.findIndex((e) => e.seq < after);
  const shown = from < 0 ? [] : all.slice(from, from + limit);
  const endpoints = endpointsOf(store);
  const items = shown.map((event) => rowOf(store, event, endpoints));
  const last = shown.at(-1);
  const more = from >= 0 && from + limit < all.length;
  return { items, next_cursor: more && last ? String(last.seq) : null, total: all.length };
}
