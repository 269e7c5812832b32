/**
 * The sandbox in a process of its own, for tests that kill it (not used by production
 * code): `node --import tsx sandbox/test-support/sandbox-process.ts <state file>`
 * prints `listening <port>` once it serves, with a webhook schedule of
 * 300 ms × 2ⁿ over six attempts, polled every 100 ms.
 */
import { startSandbox } from '../server';

const stateFile = process.argv[2];
if (stateFile === undefined) throw new Error('usage: sandbox-process.ts <state file>');
const sandbox = await startSandbox({
  port: 0,
  stateFile,
  log: () => undefined,
  webhooks: { schedule: { firstDelayMs: 300, factor: 2, maxAttempts: 6 }, pollMs: 100, timeoutMs: 1000 },
});
console.log(`listening ${sandbox.port}`);
