/**
 * A sandbox killed (SIGKILL: no clean shutdown) while a delivery waits for its next
 * retry sends it once started again over the same SQLite file: the event, its
 * delivery and the failed attempt were in the store before the kill.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SECRET_KEY } from '../server';
import { verifySignature } from './signature';
import { startReceiver, type Receiver } from './test-receiver';
import type { WebhookDelivery, WebhookEndpoint } from './types';

const SCRIPT = fileURLToPath(new URL('../test-support/sandbox-process.ts', import.meta.url));
const children: ChildProcess[] = [];
let receiver: Receiver | undefined;
let dir: string | undefined;

afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  await receiver?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

function startProcess(stateFile: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, stateFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /listening (\d+)/.exec(out)?.[1];
      if (port) resolve({ child, base: `http://127.0.0.1:${port}` });
    });
    child.once('exit', (code) => reject(new Error(`the sandbox process exited (${code}) before listening`)));
  });
}

async function call(base: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-api-key': DEFAULT_SECRET_KEY, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return res.json();
}

async function until<T>(what: string, read: () => Promise<T | undefined> | T | undefined, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a sandbox restarted in the middle of retries', () => {
  it('still delivers the event, with its id, after a SIGKILL', async () => {
    dir = await mkdtemp(join(tmpdir(), 'portico-webhook-restart-'));
    const stateFile = join(dir, 'state.db');
    receiver = await startReceiver();
    receiver.answers = Array.from({ length: 50 }, () => 503);
    const first = await startProcess(stateFile);
    const endpoint = (await call(first.base, '/api/v1/pa/webhooks/endpoints/create', {
      request_id: 'reg',
      url: receiver.url,
      events: ['payment_intent.succeeded'],
    })) as WebhookEndpoint;
    const intent = (await call(first.base, '/api/v1/pa/payment_intents/create', { request_id: 'i1', amount: 12, currency: 'USD' })) as { id: string };
    const paid = (await call(first.base, `/api/v1/pa/payment_intents/${intent.id}/confirm`, {
      request_id: 'c1',
      payment_method: { type: 'card', card: { number: '4111111111111111', expiry_month: '12', expiry_year: '2040', cvc: '123' } },
    })) as { status: string };
    expect(paid.status).toBe('SUCCEEDED');
    // The first attempt is refused (503) and recorded, then the process dies before its retry succeeds.
    const events = await until('a failed attempt', async () => {
      const list = (await call(first.base, '/api/v1/pa/webhooks/events?type=payment_intent.succeeded')) as { items: Array<{ id: string }> };
      const id = list.items[0]?.id;
      if (id === undefined) return undefined;
      const event = (await call(first.base, `/api/v1/pa/webhooks/events/${id}`)) as { id: string; deliveries: WebhookDelivery[] };
      return event.deliveries[0]?.attempts.length ? event : undefined;
    });
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    const refused = receiver.received.length;
    expect(refused).toBeGreaterThanOrEqual(1);
    receiver.answers = [];

    const second = await startProcess(stateFile);
    const delivered = await until('the delivery', async () => {
      const event = (await call(second.base, `/api/v1/pa/webhooks/events/${events.id}`)) as { deliveries: WebhookDelivery[] };
      return event.deliveries[0]?.status === 'DELIVERED' ? event.deliveries[0] : undefined;
    });
    expect(delivered.attempts.length).toBeGreaterThanOrEqual(2);
    expect(delivered.attempts[0]?.status_code).toBe(503);
    expect(delivered.attempts.at(-1)?.status_code).toBe(200);
    const last = receiver.received.at(-1)!;
    expect(JSON.parse(last.body).id).toBe(events.id);
    expect(verifySignature(last.headers['portico-signature'] as string, last.body, endpoint.secret)).toMatchObject({ ok: true });
  }, 40_000);
});
