import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_SHAPES, RUN_SHAPES } from '../../redaction/test-cards';
import { CHECKOUT_ORIGIN, SECRET_KEY, get, makeApp } from '../test-support/app';
import { SENDER_LIMIT } from './sender-limit';

const LOGS = '/api/v1/checkout/logs';
const READ_LOGS = '/api/v1/simulation/telemetry/logs';
type App = ReturnType<typeof makeApp>;

const ev = (name: string, data: unknown = null) => ({ name, level: 'warn', time: 1_795_000_000_000, data });

function send(app: App, body: unknown, headers: Record<string, string>, sender = '198.51.100.1'): Promise<Response> {
  return Promise.resolve(
    app.request(
      LOGS,
      { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers } },
      { incoming: { socket: { remoteAddress: sender } } },
    ),
  );
}

async function storedNames(app: App): Promise<string[]> {
  const res = await get(app, READ_LOGS, { 'x-api-key': SECRET_KEY });
  return ((await res.json()) as { items: Array<{ name: string }> }).items.map((item) => item.name);
}

describe('the telemetry sink takes beacons from the checkout’s own pages only', () => {
  it.each([
    ['a foreign origin', { origin: 'https://shop.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['the checkout host on another port', { origin: 'http://checkout.test:8080' }],
    ['the checkout host over https', { origin: 'https://checkout.test' }],
    ['a cross-site request without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site request without Origin', { 'sec-fetch-site': 'same-site' }],
    ['no Origin and no Sec-Fetch-Site', {}],
    ['a foreign Origin claiming same-origin', { origin: 'https://shop.example', 'sec-fetch-site': 'same-origin' }],
  ])('refuses %s with 403 and stores nothing', async (_case, headers) => {
    const app = makeApp();
    const refused = await send(app, { events: [ev('junk')] }, headers);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe('');
    // A valid beacon last: once it is stored, anything the refused one stored would be there too.
    expect((await send(app, { events: [ev('real')] }, { origin: CHECKOUT_ORIGIN })).status).toBe(202);
    expect(await storedNames(app)).toEqual(['real']);
  });

  it('takes a same-origin beacon without Origin (Sec-Fetch-Site: same-origin)', async () => {
    const app = makeApp();
    expect((await send(app, { events: [ev('same')] }, { 'sec-fetch-site': 'same-origin' })).status).toBe(202);
    expect(await storedNames(app)).toEqual(['same']);
  });

  it('refuses every beacon when the app was given no checkout origin', async () => {
    const app = makeApp({ checkoutOrigin: undefined });
    expect((await send(app, { events: [ev('x')] }, { origin: CHECKOUT_ORIGIN })).status).toBe(403);
    expect((await send(app, { events: [ev('x')] }, { 'sec-fetch-site': 'same-origin' })).status).toBe(403);
  });
});

describe('the telemetry sink limits each sender', () => {
  afterEach(() => vi.restoreAllMocks());

  it('1,200 junk beacons from one sender do not evict a real event another sent just before', async () => {
    // The limiter's clock stands still: under a loaded machine the flood took over 10 s, and the bucket
    // refilled faster than the test could send (sender-limit.test.ts holds the refill on its own clock).
    vi.spyOn(performance, 'now').mockReturnValue(1_000);
    const app = makeApp();
    const origin = { origin: CHECKOUT_ORIGIN };
    expect((await send(app, { events: [ev('real', { step: 'confirm' })] }, origin, '203.0.113.7')).status).toBe(202);
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    const started = performance.now();
    for (let i = 0; i < 1200; i++) {
      const res = await send(app, { events: [ev(`junk${i}`)] }, origin, '198.51.100.66');
      statuses.push(res.status);
      if (res.status === 429) retryAfter ??= res.headers.get('retry-after');
    }
    const accepted = statuses.filter((s) => s === 202).length;
    const seconds = (performance.now() - started) / 1000;
    expect(accepted).toBeGreaterThanOrEqual(SENDER_LIMIT.burst);
    // The burst, and what the bucket regained while the flood ran: far short of the 1000 kept.
    expect(accepted).toBeLessThanOrEqual(SENDER_LIMIT.burst + Math.ceil(SENDER_LIMIT.perSecond * seconds) + 1);
    expect(accepted).toBeLessThan(900);
    // The clock stood still: the burst, not a token more.
    expect(accepted).toBe(SENDER_LIMIT.burst);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1200 - accepted);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    // Another sender is not held by the flood.
    expect((await send(app, { events: [ev('other')] }, origin, '203.0.113.8')).status).toBe(202);
    const names = await storedNames(app);
    expect(names[0]).toBe('real');
    expect(names.at(-1)).toBe('other');
    expect(names).toHaveLength(accepted + 2);
  });

  it('counts events, not beacons: one sender cannot store 1000 in ten batches', async () => {
    const app = makeApp();
    const statuses: number[] = [];
    for (let b = 0; b < 10; b++) {
      const events = Array.from({ length: 100 }, (_, i) => ev(`e${b}_${i}`));
      statuses.push((await send(app, { events }, { origin: CHECKOUT_ORIGIN })).status);
    }
    expect(statuses.slice(0, SENDER_LIMIT.burst / 100)).toEqual(Array(SENDER_LIMIT.burst / 100).fill(202));
    expect(statuses.slice(SENDER_LIMIT.burst / 100)).toEqual(Array(10 - SENDER_LIMIT.burst / 100).fill(429));
    expect(await storedNames(app)).toHaveLength(SENDER_LIMIT.burst);
  });
});

describe('the telemetry sink stores no card number', () => {
  it.each([...REVIEW_SHAPES, ...RUN_SHAPES])('in a message with %s', async (_shape, text, expected) => {
    const app = makeApp();
    expect((await send(app, { note: text, events: [ev('onConfirmError', { message: text, [text]: 1 })] }, { origin: CHECKOUT_ORIGIN })).status).toBe(202);
    const res = await get(app, READ_LOGS, { 'x-api-key': SECRET_KEY });
    const [item] = ((await res.json()) as { items: Array<{ data: unknown; context: unknown }> }).items;
    expect(item?.data).toEqual({ message: expected, [expected]: 1 });
    expect(item?.context).toEqual({ note: expected });
  });
});
