/**
 * `npm run trigger -- <event type> [--endpoint whe_…] [--sandbox <url>]`: makes a
 * webhook event happen in a running sandbox, with a real object behind it (like
 * `stripe trigger`), and says where it was delivered. The event types and their
 * meanings come from the sandbox's own table (sandbox/webhooks/types.ts).
 */
import { parseArgs } from 'node:util';
import { DEFAULT_SECRET_KEY } from '../sandbox/server';
import { EVENT_TYPES, isEventType } from '../sandbox/webhooks/types';
import { sandboxApi, SandboxRefused, SandboxUnreachable } from './trigger-api';
import { trigger } from './trigger-run';

const DEFAULT_SANDBOX = `http://localhost:${process.env.CHECKOUT_PORT ?? 3100}`;

function usage(): string {
  const width = Math.max(...Object.keys(EVENT_TYPES).map((type) => type.length));
  return `Usage: npm run trigger -- <event type> [--endpoint whe_…] [--sandbox <url>]

Makes the event happen in a running sandbox (npm start), through its API: a real
intent, consent, link or refund behind it, delivered to every enabled endpoint that
receives its type, and to --endpoint even when that one does not.

Options:
  --endpoint <id>   also deliver it to this endpoint (whe_…)
  --sandbox <url>   the sandbox's address (default PORTICO_SANDBOX_URL, else ${DEFAULT_SANDBOX})
  -h, --help        this text

Event types:
${Object.entries(EVENT_TYPES)
  .map(([type, meaning]) => `  ${type.padEnd(width)}  ${meaning}`)
  .join('\n')}
`;
}

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { endpoint: { type: 'string' }, sandbox: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${usage()}`, 2);
  }
})();

if (values.help) {
  console.log(usage());
  process.exit(0);
}
const [type, ...extra] = positionals;
if (type === undefined) fail(`Name the event type to trigger.\n\n${usage()}`, 2);
if (extra.length > 0) fail(`One event type at a time (got ${positionals.join(', ')}).`, 2);
if (!isEventType(type)) fail(`Unknown event type "${type}". Known: ${Object.keys(EVENT_TYPES).join(', ')}.`, 2);

const base = (values.sandbox ?? process.env.PORTICO_SANDBOX_URL ?? DEFAULT_SANDBOX).replace(/\/+$/, '');
const api = sandboxApi(base, process.env.PORTICO_SECRET_KEY ?? DEFAULT_SECRET_KEY);
try {
  const made = await trigger(api, type, values.endpoint === undefined ? {} : { endpoint: values.endpoint });
  console.log(`Triggered ${type}: ${made.event_id} (${made.object_id})`);
  if (made.deliveries.length === 0) console.log(`  No enabled endpoint receives ${type}: register one, or pass --endpoint.`);
  for (const d of made.deliveries) console.log(`  → ${d.endpoint_id} ${d.url}  ${d.answer ?? 'not attempted yet'} ${d.status}`);
} catch (error) {
  if (error instanceof SandboxUnreachable || error instanceof SandboxRefused) fail(error.message, 1);
  fail(`Could not trigger ${type}: ${(error as Error).message}`, 1);
}
