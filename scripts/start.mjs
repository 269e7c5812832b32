// npm start: check the settings, build what is stale, then run both servers.
import { spawnSync } from 'node:child_process';
import { tsImport } from 'tsx/esm/api';
import { buildIfStale } from './build-if-stale.mjs';

// A wrong PORTICO_WEBHOOK_HOSTS is said at once, not after a build.
const { WEBHOOK_HOSTS_ENV, parseWebhookHosts } = await tsImport('../sandbox/webhooks/target.ts', import.meta.url);
try {
  parseWebhookHosts(process.env[WEBHOOK_HOSTS_ENV]);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

buildIfStale();
const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
