/**
 * A payment link is handed out on the configured checkout origin whatever origin the
 * merchant's server called: the demo's server reaches the sandbox as 127.0.0.1 while
 * shoppers know the checkout as localhost (issue 28), so a real socket with the two apart.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SECRET_KEY, startSandbox, type RunningSandbox } from '../server';

let dir: string | undefined;
let sandbox: RunningSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('payment links on the checkout origin', () => {
  it('a link created through 127.0.0.1 is on http://localhost:<port>, the checkout origin, in every answer', async () => {
    dir = await mkdtemp(join(tmpdir(), 'portico-links-'));
    sandbox = await startSandbox({ port: 0, stateFile: join(dir, 'state.db'), publicHost: 'localhost', log: () => undefined });
    const through = `http://127.0.0.1:${sandbox.port}`;
    const checkout = `http://localhost:${sandbox.port}`;
    const headers = { 'x-api-key': DEFAULT_SECRET_KEY, 'content-type': 'application/json' };
    const made = await fetch(`${through}/api/v1/pa/payment_links/create`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ request_id: 'l1', title: 'Gym', amount: 9.99, currency: 'USD', reusable: false }),
    });
    expect(made.status).toBe(201);
    const link = (await made.json()) as { code: string; url: string };
    expect(link.url).toBe(`${checkout}/#/pay/${link.code}`);
    const listed = (await (await fetch(`${through}/api/v1/pa/payment_links`, { headers })).json()) as { items: Array<{ url: string }> };
    expect(listed.items.map((l) => l.url)).toEqual([link.url]);
    const read = (await (await fetch(`${through}/api/v1/pa/payment_links/${link.code}`)).json()) as { url: string };
    expect(read.url).toBe(link.url);
  });
});
