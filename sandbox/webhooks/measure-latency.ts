/**
 * How soon a merchant hears of a payment: 200 card payments on a sandbox over a real
 * socket and SQLite file, each event posted to a local endpoint; prints the confirm's
 * time and the time from the confirm's answer to the event's arrival.
 *   node --import tsx sandbox/webhooks/measure-latency.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SECRET_KEY, startSandbox } from '../server';
import { startReceiver } from './test-receiver';

const PAYMENTS = 200;
const dir = mkdtempSync(join(tmpdir(), 'portico-webhook-latency-'));
const receiver = await startReceiver();
const sandbox = await startSandbox({ port: 0, stateFile: join(dir, 'state.db'), log: () => undefined });
const base = `http://127.0.0.1:${sandbox.port}`;
const call = async (path: string, body: unknown, headers: Record<string, string> = { 'x-api-key': DEFAULT_SECRET_KEY }): Promise<Record<string, unknown>> =>
  (
    await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
  ).json() as Promise<Record<string, unknown>>;
const arrivalOf = (intentId: string): number | undefined =>
  receiver.received.find((r) => (JSON.parse(r.body) as { data: { object: { id: string } } }).data.object.id === intentId)?.at;

await call('/api/v1/pa/webhooks/endpoints/create', { request_id: 'measure', url: receiver.url, events: ['payment_intent.succeeded'] });
const confirms: number[] = [];
const afterAnswer: number[] = [];
for (let i = 0; i < PAYMENTS; i++) {
  const intent = await call('/api/v1/pa/payment_intents/create', { request_id: `create-${i}`, amount: 5, currency: 'USD' });
  const id = String(intent.id);
  const started = performance.now();
  const card = { number: '4111111111111111', expiry_month: '12', expiry_year: '2040', cvc: '123' };
  await call(
    `/api/v1/pa/payment_intents/${id}/confirm`,
    { request_id: `confirm-${i}`, payment_method: { type: 'card', card } },
    { 'client-secret': String(intent.client_secret) },
  );
  const answered = performance.now();
  confirms.push(answered - started);
  for (;;) {
    const at = arrivalOf(id);
    if (at !== undefined) {
      afterAnswer.push(at - answered);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}
const pct = (values: number[], q: number) =>
  values
    .slice()
    .sort((a, b) => a - b)
    [Math.floor(q * (values.length - 1))]!.toFixed(1);
console.log(
  `${PAYMENTS} payments: confirm p50 ${pct(confirms, 0.5)} ms, p95 ${pct(confirms, 0.95)} ms; event arrival after the confirm's answer p50 ${pct(afterAnswer, 0.5)} ms, p95 ${pct(afterAnswer, 0.95)} ms (negative: before it)`,
);
await sandbox.close();
await receiver.close();
rmSync(dir, { recursive: true, force: true });
