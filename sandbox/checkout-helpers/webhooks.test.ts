import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SandboxStore } from '../core/store';
import { MAX_RECORDS_PER_KIND } from '../core/bounded-collections';
import { SECRET_KEY, createIntent, expectError, get, makeApp, post, uniqueId } from '../test-support/app';

const WEBHOOK = '/pa/webhook';
const LIST = '/api/v1/simulation/webhooks';
const KEY = { 'x-api-key': SECRET_KEY };

interface Listed {
  items: Array<{ id: string; event_id: string; name: string; data: unknown; source: string; seq: number }>;
  count: number;
}

function event(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: uniqueId('evt'),
    name: 'payment_intent.succeeded',
    data: { object: { id: 'int_1', status: 'SUCCEEDED' } },
    created_at: '2026-11-21T10:00:00Z',
    ...overrides,
  };
}

async function list(app: ReturnType<typeof makeApp>, query = ''): Promise<Listed> {
  const res = await get(app, `${LIST}${query}`, KEY);
  expect(res.status).toBe(200);
  return (await res.json()) as Listed;
}

describe('POST /pa/webhook and GET /api/v1/simulation/webhooks', () => {
  it('stores events and lists them oldest first, filtered by name', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const a = event();
    const res = await post(app, WEBHOOK, a, KEY);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, id: expect.stringMatching(/^whk_/), event_id: a.id });
    await post(app, WEBHOOK, event({ name: 'payment_intent.cancelled', data: undefined }), { 'client-secret': intent.client_secret });
    const all = await list(app);
    expect(all.count).toBe(2);
    expect(all.items.map((i) => [i.name, i.source])).toEqual([
      ['payment_intent.succeeded', 'merchant'],
      ['payment_intent.cancelled', 'browser'],
    ]);
    expect(all.items[0]).toMatchObject({ event_id: a.id, data: a.data, created_at: a.created_at, received_at: expect.any(String) });
    expect(all.items[1]?.data).toEqual({});
    expect((await list(app, '?name=payment_intent.cancelled')).count).toBe(1);
  });

  it('replays a redelivery, refuses a changed body with 422, and stores one record for concurrent deliveries', async () => {
    const store = SandboxStore.memory();
    const app = makeApp({ store });
    const a = event();
    const first = await post(app, WEBHOOK, a, KEY);
    const again = await post(app, WEBHOOK, a, KEY);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    await expectError(await post(app, WEBHOOK, { ...a, name: 'other' }, KEY), 422, 'idempotency_key_reused');
    const b = event();
    await Promise.all(Array.from({ length: 5 }, () => post(app, WEBHOOK, b, KEY)));
    expect(store.count('webhooks')).toBe(2);
  });

  it('keeps the newest 1000', async () => {
    const store = SandboxStore.memory();
    const app = makeApp({ store });
    for (let i = 0; i < MAX_RECORDS_PER_KIND + 3; i++) await post(app, WEBHOOK, event({ id: `evt_${i}` }), KEY);
    const all = await list(app);
    expect(all.count).toBe(MAX_RECORDS_PER_KIND);
    expect(all.items[0]?.event_id).toBe('evt_3');
    expect(all.items.at(-1)?.event_id).toBe(`evt_${MAX_RECORDS_PER_KIND + 2}`);
  });

  it('clears them with DELETE', async () => {
    const app = makeApp();
    await post(app, WEBHOOK, event({ name: 'a.one' }), KEY);
    await post(app, WEBHOOK, event({ name: 'b.two' }), KEY);
    const del = await app.request(`${LIST}?name=a.one`, { method: 'DELETE', headers: KEY });
    expect(await del.json()).toEqual({ deleted: 1 });
    expect((await list(app)).items.map((i) => i.name)).toEqual(['b.two']);
    expect(await (await app.request(LIST, { method: 'DELETE', headers: KEY })).json()).toEqual({ deleted: 1 });
    expect((await list(app)).count).toBe(0);
  });

  it('answers 401 without credentials, for delivery and for the read-back', async () => {
    const app = makeApp();
    await expectError(await post(app, WEBHOOK, event()), 401, 'unauthorized');
    await expectError(await get(app, LIST), 401, 'unauthorized');
    await expectError(await get(app, LIST, { 'x-api-key': 'wrong' }), 401, 'unauthorized');
    await expectError(await app.request(LIST, { method: 'DELETE' }), 401, 'unauthorized');
  });

  it.each([
    [{ id: undefined }, 'id', 'required'],
    [{ id: 5 }, 'id', 'must_be_string'],
    [{ name: undefined }, 'name', 'required'],
    [{ name: 'has space' }, 'name', 'invalid_format'],
    [{ data: [1] }, 'data', 'must_be_object'],
    [{ created_at: 7 }, 'created_at', 'must_be_string'],
  ])('refuses %j', async (overrides, field, reason) => {
    const app = makeApp();
    expect((await expectError(await post(app, WEBHOOK, event(overrides), KEY), 400, 'validation_error')).details).toEqual({ field, reason });
  });

  it('never answers 500 to random bodies (property)', async () => {
    const app = makeApp();
    const loose = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom('payment_intent.succeeded', 'evt_1'));
    const body = fc.record({ id: loose, name: loose, data: loose, created_at: loose }, { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          body.map((b) => JSON.stringify(b)),
          fc.string(),
        ),
        async (text) => {
          const res = await post(app, WEBHOOK, text, KEY);
          expect(res.status).toBeLessThan(500);
          await res.arrayBuffer();
        },
      ),
      { numRuns: 150 },
    );
  });
});
