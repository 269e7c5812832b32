/**
 * One trigger: make the event through its recipe, find it among the sandbox's events,
 * send it to `--endpoint` too when that endpoint does not subscribe to its type, and
 * wait (a few seconds at most) for each delivery's first attempt, to tell how it went.
 */
import type { EventType } from '../sandbox/webhooks/types';
import { requestId, type SandboxApi } from './trigger-api';
import { RECIPES } from './trigger-recipes';

export interface DeliveryOutcome {
  readonly endpoint_id: string;
  readonly url: string;
  readonly status: string;
  /** The first attempt's HTTP status, or its error (`connection_failed`, `timeout`, …); null before any attempt. */
  readonly answer: number | string | null;
}

export interface Triggered {
  readonly event_id: string;
  readonly object_id: string;
  readonly deliveries: readonly DeliveryOutcome[];
}

interface EventDeliveries {
  readonly deliveries: ReadonlyArray<{
    readonly endpoint_id: string;
    readonly status: string;
    readonly attempts: ReadonlyArray<{ readonly status_code: number | null; readonly error: string | null }>;
  }>;
}

const EVENTS = '/api/v1/pa/webhooks/events';

async function eventFor(api: SandboxApi, type: EventType, objectId: string): Promise<string> {
  const { items } = (await api.merchant(`${EVENTS}?type=${type}&limit=200`)) as { items?: Array<{ id: string; data: { object: { id?: string } } }> };
  const event = items?.find((e) => e.data.object.id === objectId);
  // Written in the transaction of the change itself: when the change answered, its event is there.
  if (!event) throw new Error(`the sandbox made ${objectId} but recorded no ${type} event for it`);
  return event.id;
}

export async function trigger(api: SandboxApi, type: EventType, opts: { endpoint?: string; waitMs?: number } = {}): Promise<Triggered> {
  const { items: endpoints } = (await api.merchant('/api/v1/pa/webhooks/endpoints')) as { items: Array<{ id: string; url: string; status: string }> };
  if (opts.endpoint !== undefined && !endpoints.some((e) => e.id === opts.endpoint && e.status === 'ENABLED')) {
    throw new Error(`No enabled webhook endpoint ${opts.endpoint}: GET /api/v1/pa/webhooks/endpoints lists yours.`);
  }
  const objectId = await RECIPES[type](api);
  const eventId = await eventFor(api, type, objectId);
  const read = async () => (await api.merchant(`${EVENTS}/${eventId}`)) as unknown as EventDeliveries;
  let { deliveries } = await read();
  if (opts.endpoint !== undefined && !deliveries.some((d) => d.endpoint_id === opts.endpoint)) {
    await api.merchant(`${EVENTS}/${eventId}/resend`, { request_id: requestId(), endpoint_id: opts.endpoint });
  }
  const until = performance.now() + (opts.waitMs ?? 5000);
  for (;;) {
    ({ deliveries } = await read());
    if (deliveries.every((d) => d.attempts.length > 0) || performance.now() > until) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const urlOf = new Map(endpoints.map((e) => [e.id, e.url]));
  return {
    event_id: eventId,
    object_id: objectId,
    deliveries: deliveries.map((d) => ({
      endpoint_id: d.endpoint_id,
      url: urlOf.get(d.endpoint_id) ?? '',
      status: d.status,
      answer: d.attempts[0]?.status_code ?? d.attempts[0]?.error ?? null,
    })),
  };
}
