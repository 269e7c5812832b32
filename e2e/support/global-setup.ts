import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServers } from './servers';
import { resetTallies, summarizeTallies } from './traffic-scan';

export default async function globalSetup(): Promise<() => Promise<void>> {
  resetTallies();
  const servers = await startServers({
    merchantPort: 0,
    checkoutPort: 0,
    merchantHost: 'localhost',
    checkoutHost: '127.0.0.1',
    stateFile: join(mkdtempSync(join(tmpdir(), 'portico-e2e-')), 'state.json'),
    quiet: true,
    // Webhook retries in a quarter second, doubling, over ten attempts (about four minutes in all), so a test sees them.
    webhooks: { schedule: { firstDelayMs: 250, factor: 2, maxAttempts: 10 }, timeoutMs: 2000, pollMs: 100 },
  });
  // Read by the tests (workers inherit the environment of the global setup).
  process.env.PORTICO_MERCHANT_URL = servers.merchantUrl;
  process.env.PORTICO_CHECKOUT_URL = servers.checkoutUrl;
  return async () => {
    await servers.close();
    console.log(summarizeTallies());
  };
}
