/** `npm start` after the build: both servers, URLs printed, stopped by Ctrl-C. */
import { readFileSync } from 'node:fs';
import { INTEGRITY_FILE } from './sdk-integrity.mjs';
import { SDK_VERSION, startServers } from '../e2e/support/servers';
import { WEBHOOK_HOSTS_ENV, parseWebhookHosts } from '../sandbox/webhooks/target';

const port = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`${name} must be a port number, got "${process.env[name]}"`);
  return value;
};

// Checked again here (start.mjs checks it before the build) for a start without npm start.
const webhookHosts = (() => {
  try {
    return parseWebhookHosts(process.env[WEBHOOK_HOSTS_ENV]);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();

const servers = await startServers({
  merchantPort: port('MERCHANT_PORT', 3000),
  checkoutPort: port('CHECKOUT_PORT', 3100),
  merchantHost: process.env.MERCHANT_HOST ?? 'localhost',
  checkoutHost: process.env.CHECKOUT_HOST ?? 'localhost',
  // A SQLite file; the JSON file of earlier versions is imported once (and kept as .bak).
  ...(process.env.PORTICO_STATE_FILE
    ? { stateFile: process.env.PORTICO_STATE_FILE }
    : { stateFile: '.portico/sandbox-state.db', legacyStateFile: '.portico/sandbox-state.json' }),
  webhooks: { hosts: webhookHosts },
}).catch((error: unknown) => {
  const code = (error as { code?: string }).code;
  console.error(
    code === 'EADDRINUSE'
      ? `A port is already in use (${String(error)}). Set MERCHANT_PORT / CHECKOUT_PORT to free ones.`
      : `Could not start: ${String(error)}`,
  );
  process.exit(1);
});

const integrity = (JSON.parse(readFileSync(new URL(`../dist/sdk/${INTEGRITY_FILE}`, import.meta.url), 'utf8')) as Record<string, string>)['portico.js'];
console.log(`
Portico is running.
  Merchant demo site:  ${servers.merchantUrl}
  Checkout origin:     ${servers.checkoutUrl}  (runtime, sandbox API, SDK script)
  Test-mode dashboard: ${servers.checkoutUrl}/dashboard/  (sign in with the secret key)
  SDK script tag:      <script src="${servers.checkoutUrl}/sdk/v${SDK_VERSION}/portico.js" integrity="${integrity}" crossorigin="anonymous"></script>
  Webhook endpoints:   loopback only${webhookHosts.length > 0 ? ` and ${webhookHosts.join(', ')}` : ` (${WEBHOOK_HOSTS_ENV}=host,host:port allows more)`}
Demo pages:`);
for (const page of servers.pages) console.log(`  ${page.title.padEnd(34)} ${page.url}`);
console.log(`Test cards: docs/test-cards.md — 4111 1111 1111 1111 pays; 4000 0000 0000 9995 is declined (insufficient funds).
Press Ctrl-C to stop.`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void servers.close().finally(() => process.exit(0));
  });
}
