import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SECRET_KEY, startSandbox } from '../server';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A POST with the given Host and Origin (fetch may not set Host; node:http may). */
function beacon(port: number, host: string, origin: string, name: string): Promise<number> {
  const body = JSON.stringify({ events: [{ name, level: 'warn', time: 1, data: null }] });
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method: 'POST', path: '/api/v1/checkout/logs', headers: { host, origin, 'content-type': 'text/plain' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('the telemetry sink on a socket', () => {
  it('takes the checkout origin from publicHost and the port, not from the Host header', async () => {
    dir = await mkdtemp(join(tmpdir(), 'portico-sink-'));
    const sandbox = await startSandbox({ port: 0, stateFile: join(dir, 'state.db'), publicHost: 'checkout.test', log: () => undefined });
    try {
      const own = `checkout.test:${sandbox.port}`;
      // A page on another name pointed at the sandbox's address: its Host and Origin agree, and it is refused.
      const rebound = `rebound.example:${sandbox.port}`;
      expect(await beacon(sandbox.port, rebound, `http://${rebound}`, 'rebound')).toBe(403);
      expect(await beacon(sandbox.port, `127.0.0.1:${sandbox.port}`, `http://127.0.0.1:${sandbox.port}`, 'by-address')).toBe(403);
      expect(await beacon(sandbox.port, own, `http://${own}`, 'own')).toBe(202);
      const res = await fetch(`http://127.0.0.1:${sandbox.port}/api/v1/simulation/telemetry/logs`, { headers: { 'x-api-key': DEFAULT_SECRET_KEY } });
      expect(((await res.json()) as { items: Array<{ name: string }> }).items.map((i) => i.name)).toEqual(['own']);
    } finally {
      await sandbox.close();
    }
  });
});
