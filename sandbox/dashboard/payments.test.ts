import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SandboxStore } from '../core/store';
import { createIntent as newIntent, newId } from '../model/intent';
import type { Intent } from '../model/intent-types';
import { confirm, confirmBody, createIntent, makeApp, SECRET_KEY } from '../test-support/app';
import { listPayments, PaymentRows, type PaymentPage } from './payments';
import { dashGet, signedPost, signIn } from './testing';
import type { PaymentDetail } from './timeline';

const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;

/** `count` intents straight into the store, one a second apart, every seventh with a card paid. */
function seeded(count: number): SandboxStore {
  const store = SandboxStore.memory();
  const start = Date.parse('2026-01-01T00:00:00Z');
  store.transaction(() => {
    for (let i = 0; i < count; i++) {
      const at = new Date(start + i * 1000);
      const input = {
        request_id: `seed_${i}`,
        amount: 10 + (i % 50),
        currency: CURRENCIES[i % 3] ?? 'USD',
        merchant_order_id: `order_${i}`,
        capture_method: 'automatic',
        return_url: null,
        metadata: {},
      } as const;
      const intent = newIntent(input, newId('int'), randomBytes(8).toString('hex'), at);
      const paid: Intent =
        i % 7 === 0
          ? {
              ...intent,
              status: 'SUCCEEDED',
              latest_payment_attempt: {
                id: newId('att'),
                status: 'SUCCEEDED',
                amount: intent.amount,
                currency: intent.currency,
                payment_method: { type: 'card', card: { brand: 'visa', last4: String(1000 + (i % 9000)), expiry_month: '12', expiry_year: '2030' } },
                created_at: at.toISOString(),
              },
            }
          : intent;
      store.write({ intent: paid });
    }
  });
  return store;
}

describe('dashboard payment list', () => {
  it('pages through 10,000 payments newest first, each exactly once, in bounded time', async () => {
    const store = seeded(10_000);
    const app = makeApp({ store });
    const signed = await signIn(app, SECRET_KEY);
    const seen = new Set<string>();
    let previous = '9999';
    let cursor: string | null = '';
    let pages = 0;
    const started = performance.now();
    while (cursor !== null) {
      const res = await dashGet(app, `/payments?limit=100${cursor ? `&cursor=${cursor}` : ''}`, signed);
      expect(res.status).toBe(200);
      const page = (await res.json()) as PaymentPage;
      expect(page.total).toBe(10_000);
      for (const row of page.items) {
        expect(seen.has(row.id)).toBe(false);
        seen.add(row.id);
        expect(row.created_at <= previous).toBe(true);
        previous = row.created_at;
      }
      cursor = page.next_cursor;
      pages++;
    }
    expect(seen.size).toBe(10_000);
    expect(pages).toBe(100);
    // The store is read once (about 200 ms at 10,000), then each page filters cached rows: a few ms a page here.
    expect((performance.now() - started) / pages).toBeLessThan(60);
  }, 120_000);

  it('filters by status, method, currency, amount range and date, and searches order id, intent id and last four', () => {
    const rows = new PaymentRows(seeded(700));
    const all = (query: Parameters<typeof listPayments>[1]) => listPayments(rows, query, 100);
    expect(all({ status: 'SUCCEEDED' }).total).toBe(100);
    expect(all({ method: 'card', currency: 'USD' }).items.every((r) => r.method === 'card' && r.currency === 'USD')).toBe(true);
    expect(all({ minAmount: 58, maxAmount: 59 }).total).toBe(28);
    expect(all({ from: '2026-01-01T00:00:10Z', to: '2026-01-01T00:00:20Z' }).total).toBe(10);
    const one = all({ search: 'order_14' });
    expect(one.items.map((r) => r.merchant_order_id)).toEqual(['order_14']);
    const byId = all({ search: one.items[0]?.id ?? '' });
    expect(byId.total).toBe(1);
    expect(all({ search: '1014' }).items.map((r) => r.card_last4)).toEqual(['1014']);
    expect(all({}).items[0]?.merchant_order_id).toBe('order_699');
  });

  it('sees a payment written after the rows were read', async () => {
    const app = makeApp();
    const signed = await signIn(app, SECRET_KEY);
    expect(((await (await dashGet(app, '/payments', signed)).json()) as PaymentPage).total).toBe(0);
    const intent = await createIntent(app);
    const page = (await (await dashGet(app, '/payments', signed)).json()) as PaymentPage;
    expect(page.items.map((r) => r.id)).toEqual([intent.id]);
  });

  it('refuses a malformed filter or cursor with the field named', async () => {
    const app = makeApp();
    const signed = await signIn(app, SECRET_KEY);
    for (const [query, field] of [
      ['status=PAID', 'status'],
      ['min_amount=-1', 'min_amount'],
      ['from=yesterday', 'from'],
      ['limit=1000', 'limit'],
      ['cursor=bm9wZQ', 'cursor'],
    ] as const) {
      const res = await dashGet(app, `/payments?${query}`, signed);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'invalid_filter', field });
    }
  });
});

describe('dashboard payment page', () => {
  it("reads a decline's code and shopper message, the payment, and a partial refund made from the dashboard", async () => {
    const app = makeApp();
    const signed = await signIn(app, SECRET_KEY);
    const intent = await createIntent(app, { amount: 40 });
    expect((await confirm(app, intent, confirmBody({ number: '4000000000009995' }))).status).toBe(400);
    expect((await confirm(app, intent, confirmBody())).status).toBe(200);
    const refund = await signedPost(app, `/payments/${intent.id}/refund`, signed, { amount: 15 });
    expect(refund.status).toBe(201);
    const detail = (await (await dashGet(app, `/payments/${intent.id}`, signed)).json()) as PaymentDetail;
    expect(detail.intent).not.toHaveProperty('client_secret');
    expect(detail.intent.refunded_amount).toBe(15);
    const types: string[] = detail.timeline.map((e) => e.type);
    expect(types.slice(0, 4)).toEqual(['payment_intent.created', 'payment_intent.payment_failed', 'payment_intent.succeeded', 'refund.received']);
    const failed = detail.timeline[1]?.attempt;
    expect(failed).toMatchObject({ status: 'FAILED', method: 'card', failure_code: 'insufficient_funds', provider_code: '51', card: { last4: '9995' } });
    expect(failed?.shopper_message).toMatch(/sufficient funds/);
    expect(detail.timeline[3]?.refund).toMatchObject({ amount: 15 });
  });

  it('answers 404 for an unknown payment', async () => {
    const app = makeApp();
    const signed = await signIn(app, SECRET_KEY);
    expect((await dashGet(app, '/payments/int_nope', signed)).status).toBe(404);
  });
});
