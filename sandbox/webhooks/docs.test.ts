/** docs/sandbox/webhooks.md lists every event type with its meaning, and the default retry schedule it states. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULE, retryDelay } from './dispatcher';
import { DEFAULT_ROLL_GRACE_S } from './endpoint-changes';
import { SIGNATURE_HEADER } from './signature';
import { EVENT_TYPES } from './types';

const doc = readFileSync(new URL('../../docs/sandbox/webhooks.md', import.meta.url), 'utf8');

describe('docs/sandbox/webhooks.md', () => {
  it('has one row per event type, with its meaning, and no other', () => {
    const rows = doc.split('\n').filter((line) => /^\| `[a-z_]+\.[a-z_]+` \|/.test(line));
    expect(rows).toEqual(Object.entries(EVENT_TYPES).map(([type, meaning]) => `| \`${type}\` | ${meaning} |`));
  });

  it('states the default schedule and the signature header', () => {
    expect(DEFAULT_SCHEDULE).toEqual({ firstDelayMs: 10_000, factor: 6, maxAttempts: 6 });
    expect(retryDelay(DEFAULT_SCHEDULE, 5)).toBe(12_960_000); // 3.6 h
    expect(doc).toContain('six attempts over');
    expect(doc).toContain(`| \`${SIGNATURE_HEADER}\` | \`t=<unix seconds>,v1=<hex>\``);
    expect(doc).toContain('`604800` (seven days)');
    expect(DEFAULT_ROLL_GRACE_S).toBe(86_400);
    expect(doc).toContain('a day when left out');
  });
});

describe('the signature snippet of docs/sandbox/webhooks.md', () => {
  it('runs as pasted: accepts a sandbox signature, refuses a changed body and an old timestamp', async () => {
    const { mkdtemp, writeFile, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { pathToFileURL } = await import('node:url');
    const { signatureHeader } = await import('./signature');
    const snippet = /```js\n([\s\S]*?)```/.exec(doc)?.[1];
    expect(snippet).toContain('export function verifyPorticoSignature');
    const dir = await mkdtemp(join(tmpdir(), 'portico-snippet-'));
    try {
      const file = join(dir, 'verify.mjs');
      await writeFile(file, snippet ?? '');
      const { verifyPorticoSignature } = (await import(pathToFileURL(file).href)) as {
        verifyPorticoSignature: (h: string, b: string, s: string, t?: number) => boolean;
      };
      const body = '{"id":"evt_1","type":"payment_intent.succeeded"}';
      expect(verifyPorticoSignature(signatureHeader('whsec_k', body), body, 'whsec_k')).toBe(true);
      expect(verifyPorticoSignature(signatureHeader('whsec_k', body), `${body} `, 'whsec_k')).toBe(false);
      expect(verifyPorticoSignature(signatureHeader('whsec_k', body, new Date(Date.now() - 600_000)), body, 'whsec_k')).toBe(false);
      expect(verifyPorticoSignature('garbage', body, 'whsec_k')).toBe(false);
      // During a roll: either secret, whichever v1 it signed.
      expect(verifyPorticoSignature(signatureHeader(['whsec_new', 'whsec_k'], body), body, 'whsec_k')).toBe(true);
      expect(verifyPorticoSignature(signatureHeader(['whsec_k', 'whsec_old'], body), body, 'whsec_k')).toBe(true);
      expect(verifyPorticoSignature(signatureHeader(['whsec_new', 'whsec_old'], body), body, 'whsec_k')).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
