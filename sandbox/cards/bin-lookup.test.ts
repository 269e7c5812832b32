import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BIN_TABLE } from './bin-table';
import { SandboxStore } from '../core/store';
import { SECRET_KEY, createIntent, expectError, get, makeApp } from '../test-support/app';

const LOOKUP = '/api/v1/pa/bin/lookup';
const KEY = { 'x-api-key': SECRET_KEY };

describe('GET /api/v1/pa/bin/lookup', () => {
  it.each([
    ['4111111111111111', { bin: '411111', brand: 'visa', issuer_country: 'US', type: 'credit', known: true }],
    ['4000000000009995', { bin: '400000', brand: 'visa', issuer_country: 'GB', type: 'debit', known: true }],
    ['4000056655665556', { bin: '40000566', brand: 'visa', issuer_country: 'US', type: 'debit', known: true }],
    ['5105105105105100', { bin: '510510', brand: 'mastercard', issuer_country: 'HK', type: 'prepaid', known: true }],
    ['378282', { bin: '378282', brand: 'amex', issuer_country: 'US', type: 'credit', known: true }],
    ['6011 0009 9013 9424', { bin: '601100', brand: 'discover', issuer_country: null, type: 'credit', known: false }],
    ['9999999999', { bin: '999999', brand: 'unknown', issuer_country: null, type: 'credit', known: false }],
  ])('describes %s', async (pan, expected) => {
    const app = makeApp();
    const intent = await createIntent(app);
    const res = await get(app, LOOKUP, { 'client-secret': intent.client_secret, 'x-pan': pan });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual(expected);
  });

  it('has a well-formed table', () => {
    for (const [bin, [, country]] of Object.entries(BIN_TABLE)) {
      expect(bin).toMatch(/^\d{6}(\d{2})?$/);
      expect(country).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('accepts the merchant key and answers 401 without credentials', async () => {
    const app = makeApp();
    expect((await get(app, LOOKUP, { ...KEY, 'x-pan': '411111' })).status).toBe(200);
    await expectError(await get(app, LOOKUP, { 'x-pan': '411111' }), 401, 'unauthorized');
    await expectError(await get(app, LOOKUP, { 'x-pan': '411111', 'client-secret': 'forged' }), 401, 'unauthorized');
  });

  it.each([
    [undefined, 'required'],
    ['', 'required'],
    ['41111', 'invalid_pan'],
    ['41111111111111111111', 'invalid_pan'],
    ['4111-1111-1111-1111', 'invalid_pan'],
    ['411111abc', 'invalid_pan'],
  ])('refuses x-pan %j with 400 (%s), without echoing it', async (pan, reason) => {
    const app = makeApp();
    const res = await get(app, LOOKUP, pan === undefined ? KEY : { ...KEY, 'x-pan': pan });
    const text = await res.clone().text();
    expect((await expectError(res, 400, 'validation_error')).details).toEqual({ field: 'x-pan', reason });
    if (pan) expect(text).not.toContain(pan);
  });

  it('never logs or stores the card number', async () => {
    const lines: string[] = [];
    const file = join(mkdtempSync(join(tmpdir(), 'portico-bin-')), 'state.json');
    const store = await SandboxStore.open(file, { log: (l) => lines.push(l) });
    const app = makeApp({ store, log: (l) => lines.push(l) });
    const intent = await createIntent(app);
    const pan = '4242424242424242';
    await get(app, LOOKUP, { 'client-secret': intent.client_secret, 'x-pan': pan });
    await get(app, LOOKUP, { 'x-pan': pan });
    await get(app, LOOKUP, { ...KEY, 'x-pan': `${pan}000000` });
    await get(app, `${LOOKUP}/nope`, { ...KEY, 'x-pan': pan });
    await store.flush();
    expect(lines.filter((l) => l.startsWith('GET /api/v1/pa/bin/lookup'))).toHaveLength(4);
    for (const line of lines) expect(line).not.toMatch(/4242424242/);
    expect(readFileSync(file, 'utf8')).not.toMatch(/4242424242/);
  });

  it('never answers 500 and never echoes more than the BIN (property)', async () => {
    const app = makeApp();
    const pan = fc.oneof(fc.string({ maxLength: 30 }), fc.stringMatching(/^\d{6,19}$/));
    await fc.assert(
      fc.asyncProperty(pan, async (value) => {
        const header = value.replace(/[^\x20-\x7e]/g, '').trim();
        const res = await get(app, LOOKUP, { ...KEY, 'x-pan': header });
        expect(res.status).toBeLessThan(500);
        const text = await res.text();
        if (/^\d{9,19}$/.test(header)) expect(text).not.toContain(header);
      }),
      { numRuns: 200 },
    );
  });
});
