import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../runtime/platform/telemetry/log';
import { REDACTED } from '../../redaction/redact';
import { SandboxStore } from '../core/store';
import { MAX_RECORDS_PER_KIND } from '../core/bounded-collections';
import { CHECKOUT_ORIGIN, SECRET_KEY, expectError, get, makeApp } from '../test-support/app';

const KEY = { 'x-api-key': SECRET_KEY };
const LOGS = '/api/v1/checkout/logs';
const METRICS = '/api/v1/checkout/metrics';
const READ_LOGS = '/api/v1/simulation/telemetry/logs';
const READ_METRICS = '/api/v1/simulation/telemetry/metrics';

type App = ReturnType<typeof makeApp>;
interface Listed {
  items: Array<{
    name: string;
    level: string | null;
    time: number;
    value: number | null;
    unit: string | null;
    data: unknown;
    context: Record<string, unknown>;
  }>;
  count: number;
}

function beacon(app: App, path: string, body: unknown, contentType = 'text/plain;charset=UTF-8', sender = '192.0.2.1'): Promise<Response> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = { origin: CHECKOUT_ORIGIN, ...(contentType ? { 'content-type': contentType } : {}) };
  // The client's address as Node's server hands it to the app (sender-limit.ts counts per address).
  return Promise.resolve(app.request(path, { method: 'POST', body: text, headers }, { incoming: { socket: { remoteAddress: sender } } }));
}

async function read(app: App, path: string, query = ''): Promise<Listed> {
  const res = await get(app, `${path}${query}`, KEY);
  expect(res.status).toBe(200);
  return (await res.json()) as Listed;
}

const ev = (name: string, extra: Record<string, unknown> = {}) => ({ name, level: 'error', time: 1_795_000_000_000, data: { n: 1 }, ...extra });

describe('the telemetry sink', () => {
  it('stores what the runtime’s beacon logger sends, with its context', async () => {
    const app = makeApp();
    const sent: Array<Promise<Response>> = [];
    const logger = createLogger({
      apiBase: '',
      context: { tracker_id: 'trk_1', intent_id: 'int_1', route: 'elements.card' },
      sendBeacon: (url, body) => {
        sent.push(
          Promise.resolve(app.request(url, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8', origin: CHECKOUT_ORIGIN } })),
        );
        return true;
      },
      now: () => 1_795_000_000_123,
    });
    logger.logEvent('onPageCrash', 'error', new Error('boom'));
    logger.logEvent('onChunkLoadFail', 'warn', { chunk: 'card' });
    logger.flush();
    const [res] = await Promise.all(sent);
    expect(res?.status).toBe(202);
    expect(await res?.json()).toEqual({ received: 2 });
    const logs = await read(app, READ_LOGS);
    expect(logs.count).toBe(2);
    expect(logs.items[0]).toMatchObject({
      name: 'onPageCrash',
      level: 'error',
      time: 1_795_000_000_123,
      data: { name: 'Error', message: 'boom' },
      context: { tracker_id: 'trk_1', intent_id: 'int_1', route: 'elements.card' },
      received_at: expect.any(String),
    });
    expect((await read(app, READ_LOGS, '?name=onChunkLoadFail')).items.map((i) => i.data)).toEqual([{ chunk: 'card' }]);
  });

  it('reads the body as JSON whatever the content type', async () => {
    const app = makeApp();
    for (const type of ['text/plain', 'application/json', 'application/x-www-form-urlencoded', '']) {
      expect((await beacon(app, LOGS, { events: [ev('onWindowError')] }, type)).status).toBe(202);
    }
    expect((await read(app, READ_LOGS)).count).toBe(4);
  });

  it('takes metrics with a value and unit, level optional', async () => {
    const app = makeApp();
    const res = await beacon(app, METRICS, { tracker_id: 't', events: [{ name: 'mount_to_ready', time: 5, value: 182.5, unit: 'ms' }] });
    expect(res.status).toBe(202);
    expect((await read(app, READ_METRICS)).items).toEqual([
      expect.objectContaining({ name: 'mount_to_ready', level: null, value: 182.5, unit: 'ms', data: null, context: { tracker_id: 't' } }),
    ]);
    expect((await read(app, READ_LOGS)).count).toBe(0);
  });

  it('keeps the newest 1000 of each kind', async () => {
    const app = makeApp();
    for (let batch = 0; batch < 10; batch++) {
      // One sender may not send 1000 events at once (sender-limit.ts): ten senders do.
      const events = Array.from({ length: 100 }, (_, i) => ev(`e${batch * 100 + i}`));
      expect((await beacon(app, LOGS, { events }, 'text/plain', `192.0.2.${10 + batch}`)).status).toBe(202);
    }
    await beacon(app, LOGS, { events: [ev('e1000'), ev('e1001')] });
    const logs = await read(app, READ_LOGS);
    expect(logs.count).toBe(MAX_RECORDS_PER_KIND);
    expect(logs.items[0]?.name).toBe('e2');
    expect(logs.items.at(-1)?.name).toBe('e1001');
  });

  it('clears with DELETE, all or by name', async () => {
    const app = makeApp();
    await beacon(app, LOGS, { events: [ev('a'), ev('b'), ev('a')] });
    await beacon(app, METRICS, { events: [ev('m')] });
    expect(await (await app.request(`${READ_LOGS}?name=a`, { method: 'DELETE', headers: KEY })).json()).toEqual({ deleted: 2 });
    expect((await read(app, READ_LOGS)).items.map((i) => i.name)).toEqual(['b']);
    expect(await (await app.request(READ_METRICS, { method: 'DELETE', headers: KEY })).json()).toEqual({ deleted: 1 });
    expect((await read(app, READ_METRICS)).count).toBe(0);
  });

  it('masks card numbers before storing them', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'portico-telemetry-')), 'state.json');
    const store = await SandboxStore.open(file);
    const app = makeApp({ store });
    const data = { message: 'bad 4111 1111 1111 1111 and 4111-1111-1111-1111', n: 4242424242424242, t: 1795000000000, order: '12345678901234' };
    await beacon(app, LOGS, { note: 'card 5555555555554444', events: [ev('onConfirmError', { data })] });
    const [item] = (await read(app, READ_LOGS)).items;
    expect(item?.data).toEqual({
      message: `bad ${REDACTED.cardNumber} and ${REDACTED.cardNumber}`,
      n: REDACTED.cardNumber,
      t: 1795000000000,
      order: '12345678901234',
    });
    expect(item?.context).toEqual({ note: `card ${REDACTED.cardNumber}` });
    await store.flush();
    expect(readFileSync(file, 'utf8')).not.toMatch(/4111 1111|4242424242|5555555555/);
  });

  it('needs the merchant key to read or clear, not to send', async () => {
    const app = makeApp();
    await expectError(await get(app, READ_LOGS), 401, 'unauthorized');
    await expectError(await get(app, READ_METRICS, { 'x-api-key': 'nope' }), 401, 'unauthorized');
    await expectError(await app.request(READ_LOGS, { method: 'DELETE' }), 401, 'unauthorized');
  });

  it.each([
    ['{', 'body', 'invalid_json'],
    ['[]', 'body', 'must_be_object'],
    [{}, 'events', 'required'],
    [{ events: {} }, 'events', 'must_be_array'],
    [{ events: [] }, 'events', 'invalid_length'],
    [{ events: Array.from({ length: 101 }, () => ev('x')) }, 'events', 'invalid_length'],
    [{ events: [ev('ok'), 'x'] }, 'events[1]', 'must_be_object'],
    [{ events: [ev('')] }, 'events[0].name', 'invalid_name'],
    [{ events: [ev('x', { level: 'fatal' })] }, 'events[0].level', 'invalid_level'],
    [{ events: [ev('x', { level: undefined })] }, 'events[0].level', 'required'],
    [{ events: [ev('x', { time: -1 })] }, 'events[0].time', 'must_be_timestamp'],
    [{ events: [ev('x', { time: '1' })] }, 'events[0].time', 'must_be_timestamp'],
    [`{"events":${'['.repeat(40)}${']'.repeat(40)}}`, 'body', 'too_deep'],
    [{ events: [ev('x')], ...Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])) }, 'body', 'too_many_keys'],
  ])('refuses %j with 400', async (body, field, reason) => {
    const app = makeApp();
    expect((await expectError(await beacon(app, LOGS, body), 400, 'validation_error')).details).toEqual({ field, reason });
  });

  it('refuses a metric value that is not a number, and bodies over 64 KiB', async () => {
    const app = makeApp();
    const res = await beacon(app, METRICS, { events: [{ name: 'm', time: 1, value: '3' }] });
    expect((await expectError(res, 400, 'validation_error')).details).toEqual({ field: 'events[0].value', reason: 'must_be_number' });
    await expectError(await beacon(app, LOGS, { events: [ev('x', { data: 'x'.repeat(70_000) })] }), 413, 'request_too_large');
  });

  it('never answers 500 to random bodies (property)', async () => {
    const app = makeApp();
    const loose = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom('error', 'warn', 'onPageCrash', 1_795_000_000_000, -1));
    const event = fc.oneof(loose, fc.record({ name: loose, level: loose, time: loose, data: loose, value: loose, unit: loose }, { requiredKeys: [] }));
    const body = fc.record({ events: fc.oneof(loose, fc.array(event, { maxLength: 5 })), tracker_id: loose }, { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          body.map((b) => JSON.stringify(b)),
          fc.string(),
        ),
        fc.constantFrom(LOGS, METRICS),
        async (text, path) => {
          const res = await beacon(app, path, text);
          expect(res.status).toBeLessThan(500);
          await res.arrayBuffer();
        },
      ),
      { numRuns: 200 },
    );
  });
});
