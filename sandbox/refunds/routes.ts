/**
 * /api/v1/pa/refunds: create (full or partial), retrieve, and list by intent;
 * merchant key only. A create takes the intent's own lock and runs in one database
 * transaction with the refunds already made, so refunds sent at the same moment
 * never add up to more than was captured.
 */
import { Hono } from 'hono';
import { requireApiKey } from '../core/auth';
import { readJsonObject, requestId } from '../core/body';
import { ApiError } from '../core/errors';
import { idempotentWrite, reply } from '../core/idempotency';
import type { RouteDeps } from '../core/route-deps';
import type { SandboxStore } from '../core/store';
import type { Intent } from '../model/intent-types';
import { assertRefundable, newRefundId, processRefund, refundAmount, refundedAmount } from './model';
import type { Refund } from './types';
import { parseCreateRefund, refundIntentId } from './validation';

function intentOf(store: SandboxStore, id: string): Intent {
  const intent = store.getIntent(id);
  if (!intent) throw new ApiError('not_found', { field: 'payment_intent_id', intent_id: id }, 'No payment intent with this id exists.');
  return intent;
}

/** An intent's refunds, oldest first. */
export function refundsOf(store: SandboxStore, intentId: string): Refund[] {
  return store
    .findBy<'refunds', Refund>('refunds', 'payment_intent_id', intentId)
    .sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
}

export function refundRoutes(deps: RouteDeps): Hono {
  const { store, secretKey } = deps;
  const routes = new Hono();

  routes.post('/create', async (c) => {
    requireApiKey(c, secretKey);
    const body = await readJsonObject(c);
    const request_id = requestId(body);
    const intentId = refundIntentId(body);
    const result = await idempotentWrite(deps, {
      // The intent's lock: a refund never runs beside another refund, a capture or a cancel of it.
      lockKey: `intent:${intentId}`,
      scope: 'refunds.create',
      requestId: request_id,
      body,
      execute: () => {
        const input = parseCreateRefund(body);
        const intent = intentOf(store, intentId);
        assertRefundable(intent);
        const before = refundsOf(store, intent.id);
        const amount = refundAmount(intent, before, input.amount);
        const now = deps.clock.now();
        const { received, done } = processRefund(intent, input, amount, newRefundId(), now);
        const refunded = refundedAmount(intent, [...before, done]);
        const changed = refunded !== (intent.refunded_amount ?? 0);
        return {
          status: 201,
          body: done,
          // Received, then settled or failed: each step is stored, so each is an event.
          records: [
            { collection: 'refunds', record: received },
            { collection: 'refunds', record: done },
          ],
          ...(changed ? { intent: { ...intent, refunded_amount: refunded, updated_at: now.toISOString() } } : {}),
        };
      },
    });
    return reply(c, result);
  });

  routes.get('/', (c) => {
    requireApiKey(c, secretKey);
    const id = c.req.query('payment_intent_id');
    if (id === undefined || id === '') {
      throw new ApiError('validation_error', { field: 'payment_intent_id', reason: 'required' }, 'payment_intent_id is required: the refunds of which intent?');
    }
    intentOf(store, id);
    return c.json({ items: refundsOf(store, id), has_more: false });
  });

  routes.get('/:id', (c) => {
    requireApiKey(c, secretKey);
    const id = c.req.param('id');
    const refund = store.get<Refund>('refunds', id);
    if (!refund) throw new ApiError('not_found', { refund_id: id }, 'No refund with this id exists.');
    return c.json(refund);
  });

  return routes;
}
