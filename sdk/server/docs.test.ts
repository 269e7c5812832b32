/** docs/server.md names every method of the client and every error code webhooks.verify throws. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createPorticoServer, WEBHOOK_ERRORS } from './index';

const doc = readFileSync(new URL('../../docs/server.md', import.meta.url), 'utf8');

describe('docs/server.md', () => {
  it('has a row for each method of createPorticoServer(), and no method it lacks', () => {
    const client = createPorticoServer({ secretKey: 'sk', baseUrl: 'http://x.test' });
    const methods = Object.entries(client).flatMap(([group, calls]) => Object.keys(calls).map((name) => `${group}.${name}`));
    const documented = [...doc.matchAll(/^\| `(\w+\.\w+)\(/gm)].map((m) => m[1]);
    expect(documented.sort()).toEqual(methods.sort());
  });

  it('states each webhook error code', () => {
    for (const code of Object.keys(WEBHOOK_ERRORS)) expect(doc).toContain(`| \`${code}\` |`);
  });
});
