/**
 * The floor under the sandbox's confirm figures: a process that speaks like
 * bench-sandbox-server.ts (bench-sandbox-child.ts's lines) but serves a Hono app on the same node server that only reads each create's and
 * confirm's JSON body and answers an intent-sized JSON body: no store, no checks.
 * What the bench measures against it is the cost of HTTP, Hono and the bench's own
 * clients on this machine; the sandbox cannot answer faster than that.
 */
import { randomUUID } from 'node:crypto';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { serveBenchProtocol } from './bench-sandbox-child';

/** About the size of a real intent's JSON (a confirmed one is ~1.3 KB). */
const PADDING = 'x'.repeat(1200);

const app = new Hono();
app.post('/api/v1/pa/payment_intents/create', async (c) => {
  const body = (await c.req.json()) as Record<string, unknown>;
  return c.json({ id: `int_${randomUUID()}`, client_secret: 'floor', request_id: body.request_id, padding: PADDING }, 201);
});
app.post('/api/v1/pa/payment_intents/:id/confirm', async (c) => {
  const body = (await c.req.json()) as Record<string, unknown>;
  return c.json({ id: c.req.param('id'), status: 'SUCCEEDED', request_id: body.request_id, padding: PADDING });
});

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  serveBenchProtocol(info.port, () => new Promise((resolve) => server.close(() => resolve())));
});
