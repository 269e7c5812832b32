/**
 * The recipes of docs/guides/ are run as written: every ```js block of a guide, in
 * order, as one async function of a merchant's server, against a sandbox started
 * here on a port of its own. The blocks see `SANDBOX` (its origin), `SECRET_KEY`,
 * `assert` (node:assert/strict, the checks the recipes show) and `challenge(nextAction)`,
 * which answers a 3-D Secure challenge page with the test code as the shopper would.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../server';
import { CHALLENGE_CODE } from '../threeds/session';

const GUIDES = ['subscriptions', 'authentication-required', 'refunds', 'test-clock'] as const;
const SECRET_KEY = 'sk_test_guides';

function jsBlocks(guide: string): string[] {
  const text = readFileSync(new URL(`../../docs/guides/${guide}.md`, import.meta.url), 'utf8');
  return [...text.matchAll(/```js\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
}

type Recipe = (sandbox: string, secretKey: string, check: typeof assert, challenge: (action: unknown) => Promise<void>) => Promise<void>;
const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (...args: string[]) => Recipe;

/** The shopper on the issuer's challenge page: the test code, submitted as the page's form does. */
async function answerChallenge(action: unknown): Promise<void> {
  const { url, data } = action as { url: string; data: { session: string } };
  const submit = new URL('/simulator/3ds/challenge/submit', url);
  const res = await fetch(submit, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ session: data.session, otp: CHALLENGE_CODE, action: 'submit' }).toString(),
    redirect: 'manual',
  });
  if (res.status >= 400) throw new Error(`challenge page answered ${res.status}`);
}

let sandbox: RunningSandbox;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portico-guides-'));
  sandbox = await startSandbox({ port: 0, stateFile: join(dir, 'state.db'), secretKey: SECRET_KEY, log: () => undefined });
});

afterAll(async () => {
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('docs/guides: every recipe runs as written', () => {
  it.each(GUIDES)(
    '%s.md',
    async (guide) => {
      const blocks = jsBlocks(guide);
      expect(blocks.length).toBeGreaterThan(0);
      const recipe = new AsyncFunction('SANDBOX', 'SECRET_KEY', 'assert', 'challenge', blocks.join('\n'));
      await recipe(sandbox.url, SECRET_KEY, assert, answerChallenge);
    },
    30_000,
  );
});
