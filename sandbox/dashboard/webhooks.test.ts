import { afterEach, describe, expect, it } from 'vitest';
import type { DashboardEventDetail, DashboardEventPage } from '../../protocol/dashboard-api';
import { SandboxStore } from '../core/store';
import { confirm, confirmBody, createIntent, makeApp, SECRET_KEY } from '../test-support/app';
import { WebhookDispatcher } from '../webhooks/dispatcher';
import { allowedTargets } from '../webhooks/target';
import { startReceiver, type Receiver } from '../webhooks/test-receiver';
import { dashGet, signedPost, signIn } from './testing';

const open: Receiver[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((r) => r.close()));
});

async function setup() {
  const store = SandboxStore.memory();
  const dispatcher = new WebhookDispatcher(store, { allowTarget: allowedTargets() });
  const app = makeApp({ store, webhookDispatcher: dispatcher });
  const signed = await signIn(app, SECRET_KEY);
  const receiver = await startReceiver();
  open.push(receiver);
  return { app, dispatcher, signed, receiver };
}

interface EndpointView {
  readonly id: string;
  readonly url: string;
  readonly events: readonly string[];
  readonly status: string;
}

describe('dashboard webhooks', () => {
  it('creates, updates and disables an endpoint through the merchant API, and passes on its refusals', async () => {
    const { app, signed, receiver } = await setup();
    const made = await signedPost(app, '/webhooks/endpoints', signed, { url: receiver.url, events: ['payment_intent.succeeded'], secret: 'mine' });
    expect(made.status).toBe(201);
    const endpoint = (await made.json()) as EndpointView;
    expect(endpoint).toMatchObject({ url: receiver.url, events: ['payment_intent.succeeded'], status: 'ENABLED' });

    const changed = await signedPost(app, `/webhooks/endpoints/${endpoint.id}/update`, signed, { events: ['refund.received', 'refund.settled'] });
    expect(await changed.json()).toMatchObject({ events: ['refund.received', 'refund.settled'] });
    const disabled = await signedPost(app, `/webhooks/endpoints/${endpoint.id}/disable`, signed);
    expect(await disabled.json()).toMatchObject({ status: 'DISABLED' });
    const enabled = await signedPost(app, `/webhooks/endpoints/${endpoint.id}/update`, signed, { enabled: true });
    expect(await enabled.json()).toMatchObject({ status: 'ENABLED' });

    const badUrl = await signedPost(app, '/webhooks/endpoints', signed, { url: 'not a url', events: ['refund.settled'] });
    expect(badUrl.status).toBe(400);
    const list = (await (await dashGet(app, '/webhooks/endpoints', signed)).json()) as { items: EndpointView[] };
    expect(list.items.map((e) => e.id)).toEqual([endpoint.id]);
    const one = await dashGet(app, `/webhooks/endpoints/${endpoint.id}`, signed);
    expect(await one.json()).toMatchObject({ id: endpoint.id, url: receiver.url, status: 'ENABLED' });
    expect((await dashGet(app, '/webhooks/endpoints/whe_nope', signed)).status).toBe(404);
  });

  it("lists events newest first, a page at a time, each with its deliveries' HTTP status and time", async () => {
    const { app, dispatcher, signed, receiver } = await setup();
    await signedPost(app, '/webhooks/endpoints', signed, { url: receiver.url, events: ['payment_intent.succeeded'] });
    const intent = await createIntent(app);
    expect((await confirm(app, intent, confirmBody())).status).toBe(200);
    await dispatcher.runDue();

    const first = (await (await dashGet(app, '/events?limit=1', signed)).json()) as DashboardEventPage;
    expect(first.total).toBe(2);
    expect(first.items).toHaveLength(1);
    const paid = first.items[0];
    expect(paid).toMatchObject({ type: 'payment_intent.succeeded', object_id: intent.id });
    expect(paid?.deliveries).toEqual([
      expect.objectContaining({ endpoint_url: receiver.url, status: 'DELIVERED', attempts: [expect.objectContaining({ status_code: 200 })] }),
    ]);
    expect(Date.parse(paid?.deliveries[0]?.attempts[0]?.at ?? '')).not.toBeNaN();

    const second = (await (await dashGet(app, `/events?limit=1&cursor=${first.next_cursor ?? ''}`, signed)).json()) as DashboardEventPage;
    expect(second.items.map((e) => [e.type, e.deliveries.length])).toEqual([['payment_intent.created', 0]]);
    expect(second.next_cursor).toBeNull();
    expect((await dashGet(app, '/events?cursor=abc', signed)).status).toBe(400);

    // Each event at its own address: the same deliveries, and the payload they post.
    const own = (await (await dashGet(app, `/events/${paid?.id ?? ''}`, signed)).json()) as DashboardEventDetail;
    expect(own).toMatchObject({ id: paid?.id, type: 'payment_intent.succeeded', object_id: intent.id, deliveries: paid?.deliveries });
    expect(JSON.parse(own.payload)).toMatchObject({ id: paid?.id, data: { object: { id: intent.id } } });
    expect((await dashGet(app, '/events/evt_nope', signed)).status).toBe(404);
  });
});
