/**
 * Every write the dashboard's screens added (links, endpoints, consents) stands behind the
 * same guard as the first ones: a cross-site POST or one without the session's CSRF token
 * changes nothing; and the new lists page through 10,000 rows without sending them all.
 */
import { describe, expect, it } from 'vitest';
import type { DashboardCustomerPage, DashboardEventPage } from '../../protocol/dashboard-api';
import { SandboxStore } from '../core/store';
import type { Customer } from '../customers/types';
import { makeApp, SECRET_KEY } from '../test-support/app';
import type { WebhookEvent } from '../webhooks/types';
import { dashGet, dashPost, signIn } from './testing';

const WRITES: ReadonlyArray<readonly [path: string, body: Record<string, unknown>]> = [
  ['/links', { title: 'Forged', amount: 5, currency: 'USD' }],
  ['/webhooks/endpoints', { url: 'http://127.0.0.1:9/hooks', events: ['refund.settled'] }],
  ['/webhooks/endpoints/whe_x/update', { enabled: false }],
  ['/webhooks/endpoints/whe_x/disable', {}],
  ['/consents/cst_x/disable', {}],
];

describe('dashboard hostile input on the new screens', () => {
  it.each(WRITES)('refuses %s from another site, and without or with a stale CSRF token', async (path, body) => {
    const app = makeApp();
    const stale = await signIn(app, SECRET_KEY);
    const signed = await signIn(app, SECRET_KEY);
    const refusals: Array<[Record<string, string>, string]> = [
      [{ cookie: signed.cookie, 'x-csrf-token': signed.csrf, origin: 'https://evil.example' }, 'cross_site_request'],
      [{ cookie: signed.cookie, 'x-csrf-token': signed.csrf, 'sec-fetch-site': 'cross-site' }, 'cross_site_request'],
      [{ cookie: signed.cookie }, 'csrf_token_invalid'],
      [{ cookie: signed.cookie, 'x-csrf-token': stale.csrf }, 'csrf_token_invalid'],
    ];
    for (const [headers, code] of refusals) {
      const res = await dashPost(app, path, body, headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code });
    }
    const links = (await (await dashGet(app, '/links', signed)).json()) as { items: unknown[] };
    const endpoints = (await (await dashGet(app, '/webhooks/endpoints', signed)).json()) as { items: unknown[] };
    expect([links.items.length, endpoints.items.length]).toEqual([0, 0]);
  });

  it('pages 10,000 events and 10,000 customers, a bounded page at a time', async () => {
    const store = SandboxStore.memory();
    const start = Date.parse('2026-01-01T00:00:00Z');
    store.transaction(() => {
      for (let i = 0; i < 10_000; i++) {
        const at = new Date(start + i * 1000).toISOString();
        const event: WebhookEvent = { id: `evt_${i}`, type: 'payment_intent.created', created_at: at, seq: (start + i * 1000) * 1000, body: '{}' };
        const customer = { id: `cus_${i}`, merchant_customer_id: `m_${i}`, created_at: at } as Customer;
        store.write({
          records: [
            { collection: 'webhook_events', record: event },
            { collection: 'customers', record: customer },
          ],
        });
      }
    });
    const app = makeApp({ store });
    const signed = await signIn(app, SECRET_KEY);
    const events = (await (await dashGet(app, '/events?limit=100', signed)).json()) as DashboardEventPage;
    expect([events.total, events.items.length, events.items[0]?.id]).toEqual([10_000, 100, 'evt_9999']);
    const next = (await (await dashGet(app, `/events?limit=100&cursor=${events.next_cursor ?? ''}`, signed)).json()) as DashboardEventPage;
    expect(next.items[0]?.id).toBe('evt_9899');
    const customers = (await (await dashGet(app, '/customers', signed)).json()) as DashboardCustomerPage;
    expect([customers.total, customers.items.length, customers.items[0]?.id]).toEqual([10_000, 25, 'cus_9999']);
    expect((await dashGet(app, '/events?limit=10000', signed)).status).toBe(400);
  });
});
