import { afterEach, describe, expect, it } from 'vitest';
import { SandboxStore } from '../sandbox/core/store';
import { makeApp, SECRET_KEY } from '../sandbox/test-support/app';
import { WebhookDispatcher } from '../sandbox/webhooks/dispatcher';
import { allowedTargets } from '../sandbox/webhooks/target';
import { startReceiver, type Receiver } from '../sandbox/webhooks/test-receiver';
import { EVENT_TYPES, type EventType } from '../sandbox/webhooks/types';
import { sandboxApi, SandboxRefused, SandboxUnreachable, type SandboxApi } from './trigger-api';
import { trigger } from './trigger-run';

const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((o) => o.close()));
});

async function sandbox(): Promise<{ api: SandboxApi; receiver: Receiver }> {
  const store = SandboxStore.memory();
  const dispatcher = new WebhookDispatcher(store, { allowTarget: allowedTargets(), pollMs: 20 });
  const app = makeApp({ store, webhookDispatcher: dispatcher });
  dispatcher.start();
  const receiver = await startReceiver();
  open.push(receiver, { close: () => dispatcher.stop() });
  const api = sandboxApi('', SECRET_KEY, async (url, init) => app.request(url, init));
  return { api, receiver };
}

describe('trigger', () => {
  it.each(Object.keys(EVENT_TYPES) as EventType[])('%s: made through the API, recorded, and delivered to an endpoint that receives it', async (type) => {
    const { api, receiver } = await sandbox();
    const endpoint = await api.merchant('/api/v1/pa/webhooks/endpoints/create', { request_id: 'e', url: receiver.url, events: [type] });
    const made = await trigger(api, type);
    expect(made.deliveries).toEqual([{ endpoint_id: endpoint.id, url: receiver.url, status: 'DELIVERED', answer: 200 }]);
    const bodies = receiver.received.map((r) => JSON.parse(r.body) as { id: string; type: string; data: { object: { id: string } } });
    expect(bodies).toEqual([
      expect.objectContaining({ id: made.event_id, type, data: expect.objectContaining({ object: expect.objectContaining({ id: made.object_id }) }) }),
    ]);
  });

  it('--endpoint: delivered there even when it does not subscribe to the type; an unknown endpoint is refused', async () => {
    const { api, receiver } = await sandbox();
    const endpoint = await api.merchant('/api/v1/pa/webhooks/endpoints/create', { request_id: 'e', url: receiver.url, events: ['refund.failed'] });
    const made = await trigger(api, 'payment_intent.cancelled', { endpoint: String(endpoint.id) });
    expect(made.deliveries).toEqual([expect.objectContaining({ endpoint_id: endpoint.id, answer: 200 })]);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ id: made.event_id, type: 'payment_intent.cancelled' });
    await expect(trigger(api, 'payment_intent.cancelled', { endpoint: 'whe_nope' })).rejects.toThrow('No enabled webhook endpoint whe_nope');
  });

  it('tells a sandbox that does not answer from one that refuses', async () => {
    const down = sandboxApi('http://127.0.0.1:1', SECRET_KEY);
    await expect(down.merchant('/healthz')).rejects.toBeInstanceOf(SandboxUnreachable);
    const { api } = await sandbox();
    const wrongKey = sandboxApi('', 'sk_wrong', async (url, init) => (await import('../sandbox/test-support/app')).makeApp().request(url, init));
    await expect(wrongKey.merchant('/api/v1/pa/webhooks/endpoints')).rejects.toBeInstanceOf(SandboxRefused);
    expect(await api.merchant('/healthz')).toEqual({ ok: true });
  });
});
