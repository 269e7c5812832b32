/** The trigger command as a developer runs it: its help, and what it says when it cannot trigger. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../sandbox/webhooks/types';

const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/trigger.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, PORTICO_SANDBOX_URL: 'http://127.0.0.1:1' },
  });

describe('npm run trigger', () => {
  it('--help lists every event type of the table, with its meaning', () => {
    const help = run('--help');
    expect(help.status).toBe(0);
    for (const [type, meaning] of Object.entries(EVENT_TYPES))
      expect(help.stdout).toMatch(new RegExp(`^  ${type.replace('.', '\\.')} +${meaning.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'));
  });

  it('refuses an unknown type, no type, and says when no sandbox answers', () => {
    const unknown = run('payment_intent.paid');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('Unknown event type "payment_intent.paid". Known: payment_intent.created,');
    expect(run().status).toBe(2);
    const down = run('payment_intent.succeeded');
    expect(down.status).toBe(1);
    expect(down.stderr).toContain('No sandbox answers at http://127.0.0.1:1. Start it with `npm start`');
  });
});
