/**
 * The dashboard's customer screens, added to its API (routes.ts):
 *   GET  /customers               ?limit&cursor → a page of customers, newest first
 *   GET  /customers/:id           → the customer, their saved methods, their consents with terms and charges
 *   GET  /consents/:id            → the consent (terms, method, charges) and whose it is
 *   POST /consents/:id/disable    through the merchant API's own handler: nothing more is charged on it
 */
import type { Hono } from 'hono';
import type { SandboxStore } from '../core/store';
import { consentDetail, customerDetail, listCustomers } from './customers';
import { refuse } from './guard';
import type { MerchantCall } from './merchant-call';
import { BadQuery, readLimit, type PaymentRows } from './payments';
import { relay } from './relay';

export function dashboardCustomerRoutes(api: Hono, call: MerchantCall, store: SandboxStore, payments: PaymentRows): void {
  api.get('/customers', (c) => {
    try {
      return c.json(listCustomers(store, readLimit(c.req.query('limit')), c.req.query('cursor')));
    } catch (err) {
      if (err instanceof BadQuery) return refuse(c, 400, 'invalid_filter', err.message, { field: err.field });
      throw err;
    }
  });
  api.get('/customers/:id', (c) => {
    const detail = customerDetail(store, payments, c.req.param('id'));
    return detail ? c.json(detail) : refuse(c, 404, 'not_found', 'No customer with this id.');
  });
  api.get('/consents/:id', (c) => {
    const detail = consentDetail(store, payments, c.req.param('id'));
    return detail ? c.json(detail) : refuse(c, 404, 'not_found', 'No consent with this id.');
  });
  api.post('/consents/:id/disable', async (c) => relay(c, await call('POST', `/api/v1/pa/payment_consents/${encodeURIComponent(c.req.param('id'))}/disable`)));
}
