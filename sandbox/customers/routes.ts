/**
 * /api/v1/pa/customers: create, retrieve, update, and customer client secrets
 * that let a shopper's browser act for one customer.
 */
import { Hono } from 'hono';
import { requireApiKey } from '../core/auth';
import { authenticateCustomerCaller, requireCustomerScope } from '../core/auth';
import { existingCustomer, idempotentWrite, newRecordId, reply } from './http';
import { assertMerchantIdFree, createCustomer, updateCustomer } from './records';
import { issueCustomerSecret } from '../core/customer-secret';
import { parseCreateCustomer, parseUpdateCustomer } from './validation';
import { readJsonObject, requestId } from '../core/body';
import type { RouteDeps } from '../core/route-deps';

/** Every create takes this lock, so two customers never get one merchant_customer_id. */
const CREATE_LOCK = 'customers:create';

export function customerRoutes(deps: RouteDeps): Hono {
  const { store, secretKey, signingKey } = deps;
  const routes = new Hono();

  routes.post('/create', async (c) => {
    requireApiKey(c, secretKey);
    const body = await readJsonObject(c);
    const request_id = requestId(body);
    const result = await idempotentWrite(deps, {
      lockKey: CREATE_LOCK,
      scope: 'customers.create',
      requestId: request_id,
      body,
      execute: () => {
        const input = parseCreateCustomer(body);
        assertMerchantIdFree(store, input.merchant_customer_id, null);
        const customer = createCustomer(input, newRecordId('cus'), deps.clock.now());
        return { status: 201, body: customer, records: [{ collection: 'customers', record: customer }] };
      },
    });
    return reply(c, result);
  });

  routes.get('/:id', (c) => {
    const id = c.req.param('id');
    requireCustomerScope(authenticateCustomerCaller(c, deps), id);
    return c.json(existingCustomer(store, id));
  });

  routes.post('/:id/update', async (c) => {
    const id = c.req.param('id');
    requireApiKey(c, secretKey);
    existingCustomer(store, id);
    const body = await readJsonObject(c);
    const request_id = requestId(body);
    const result = await idempotentWrite(deps, {
      // Also the create lock's holder: an update may take a merchant_customer_id.
      lockKey: CREATE_LOCK,
      scope: `customers.update:${id}`,
      requestId: request_id,
      body,
      execute: () => {
        const { patch } = parseUpdateCustomer(body);
        if (patch.merchant_customer_id !== undefined) assertMerchantIdFree(store, patch.merchant_customer_id, id);
        const customer = updateCustomer(existingCustomer(store, id), patch, deps.clock.now());
        return { status: 200, body: customer, records: [{ collection: 'customers', record: customer }] };
      },
    });
    return reply(c, result);
  });

  // POST as the brief names it; GET as providers of this kind also answer it.
  routes.on(['GET', 'POST'], '/:id/generate_client_secret', (c) => {
    const id = c.req.param('id');
    requireApiKey(c, secretKey);
    existingCustomer(store, id);
    return c.json(issueCustomerSecret(signingKey, id, deps.clock.nowMs()));
  });

  return routes;
}
