/**
 * /api/v1/pa/payment_methods: a customer's saved methods (card: brand, last four,
 * expiry; wallets: brand, last four; direct debit: masked account). List,
 * retrieve, create (card or wallet), disable. Merchant key or that customer's
 * client secret; each also takes the client secret of an intent created for that
 * customer (the shopper paying it).
 */
import { Hono, type Context } from 'hono';
import { disabledConsent } from '../consents/records';
import type { Consent } from '../consents/types';
import { authenticateCustomerOrIntentCaller, requireCustomerScope, type CustomerCaller } from '../core/auth';
import { listForCustomer, readCustomerWrite } from './customer-scope';
import { customerLock, existingMethod, idempotentWrite, newRecordId, reply } from './http';
import type { SavedMethod, SavedMethodStatus } from './types';
import { ApiError } from '../core/errors';
import { readJsonObject, requestId } from '../core/body';
import type { RouteDeps } from '../core/route-deps';
import { createSavedMethod } from './saved-method-create';
import { disabledMethod } from './saved-method-records';

const STATUSES: readonly SavedMethodStatus[] = ['ACTIVE', 'DISABLED'];

export function paymentMethodRoutes(deps: RouteDeps): Hono {
  const { store } = deps;
  const routes = new Hono();

  // The shopper paying an intent of the customer reads and disables their methods with the intent's secret.
  const customerOfIntent = (intentId: string): string | null => store.getIntent(intentId)?.customer_id ?? null;
  const reader = (c: Context): CustomerCaller => authenticateCustomerOrIntentCaller(c, deps, customerOfIntent);

  routes.get('/', (c) => listForCustomer<SavedMethod>(c, deps, 'payment_methods', STATUSES, reader));

  routes.get('/:id', (c) => {
    const caller = reader(c);
    const method = existingMethod(store, c.req.param('id'));
    requireCustomerScope(caller, method.customer_id);
    return c.json(method);
  });

  routes.post('/create', async (c) => {
    // The shopper paying an intent of the customer saves a card with the intent's secret too (element.createPaymentMethod()).
    const { body, request_id, customerId } = await readCustomerWrite(c, deps, reader);
    const result = await idempotentWrite(deps, {
      lockKey: `payment_methods.create:${request_id}`,
      scope: 'payment_methods.create',
      requestId: request_id,
      body,
      execute: () => {
        const outcome = createSavedMethod(body, customerId, newRecordId('mtd'), deps.clock.now());
        if (outcome.kind === 'declined') return { status: 400, body: outcome.error };
        return { status: 201, body: outcome.method, records: [{ collection: 'payment_methods', record: outcome.method }, ...outcome.outcome] };
      },
    });
    return reply(c, result);
  });

  routes.post('/:id/disable', async (c) => {
    const caller = reader(c);
    const id = c.req.param('id');
    const method = existingMethod(store, id);
    requireCustomerScope(caller, method.customer_id);
    const body = await readJsonObject(c);
    const request_id = requestId(body);
    const result = await idempotentWrite(deps, {
      lockKey: customerLock(method.customer_id),
      scope: `payment_methods.disable:${id}`,
      requestId: request_id,
      body,
      execute: () => {
        const current = existingMethod(store, id);
        if (current.status === 'DISABLED') {
          const details = { payment_method_id: id, status: current.status };
          throw new ApiError('invalid_status_for_operation', details, 'The payment method is already disabled.');
        }
        const now = deps.clock.now();
        const after = disabledMethod(current, now);
        // A consent cannot stay usable on a method that can no longer be charged.
        const consents = store
          .findBy<'consents', Consent>('consents', 'payment_method.id', id)
          .filter((k) => k.status !== 'DISABLED')
          .map((k) => ({ collection: 'consents' as const, record: disabledConsent(k, 'payment_method_disabled', now) }));
        return { status: 200, body: after, records: [{ collection: 'payment_methods', record: after }, ...consents] };
      },
    });
    return reply(c, result);
  });

  return routes;
}
