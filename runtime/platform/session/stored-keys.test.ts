// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { NO_PAGE_LIFECYCLE } from '../api/page-lifecycle';
import { fakeFetch, json } from '../api/testing';
import { createStoredKeys, STORED_KEYS, storedKeys, type StorageAreas } from './stored-keys';

const blocked = (): never => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('stored keys (spec §3)', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('names every key once, each in the area its life asks for', () => {
    const names = Object.values(STORED_KEYS).map((key) => key.name);
    expect(new Set(names).size).toBe(names.length);
    expect(STORED_KEYS.checkoutUserId.area).toBe('local');
    expect(STORED_KEYS.accessTokens.area).toBe('session');
  });

  it('keeps no key that no code of the runtime reads or writes (no declared-but-dead state)', () => {
    const runtime = join(process.cwd(), 'runtime');
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? files(join(dir, entry.name))
          : /(?<!\.test)\.tsx?$/.test(entry.name) && entry.name !== 'stored-keys.ts'
            ? [join(dir, entry.name)]
            : [],
      );
    const code = files(runtime)
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n');
    for (const name of Object.keys(STORED_KEYS)) {
      expect(new RegExp(`(read|write|remove)\\('${name}'|STORED_KEYS\\.${name}\\b`).test(code), name).toBe(true);
    }
  });

  it('writes, reads back typed values, and removes', () => {
    const keys = createStoredKeys();
    keys.write('accessTokens', { access: 'at_1', refresh: 'rt_1' });
    keys.write('apiVersion', '2024-06-14');
    expect(keys.read('accessTokens')).toEqual({ access: 'at_1', refresh: 'rt_1' });
    expect(keys.read('apiVersion')).toBe('2024-06-14');
    expect(sessionStorage.getItem(STORED_KEYS.accessTokens.name)).toBe('{"access":"at_1","refresh":"rt_1"}');
    keys.remove('accessTokens');
    expect(keys.read('accessTokens')).toBeNull();
  });

  it('reads what the page wrote wrongly as no value', () => {
    localStorage.setItem(STORED_KEYS.apiVersion.name, '"1999-01-01"');
    sessionStorage.setItem(STORED_KEYS.accessTokens.name, '{not json');
    localStorage.setItem(STORED_KEYS.checkoutUserId.name, '42');
    const keys = createStoredKeys();
    expect(keys.read('apiVersion')).toBeNull();
    expect(keys.read('accessTokens')).toBeNull();
    expect(keys.read('checkoutUserId')).toBeNull();
  });

  it('survives storage that throws on access (third-party storage blocked) or on write (full): memory for the frame', () => {
    const none: StorageAreas = { local: blocked, session: blocked };
    const keys = createStoredKeys(none);
    expect(keys.read('checkoutUserId')).toBeNull();
    keys.write('checkoutUserId', 'u1');
    expect(keys.read('checkoutUserId')).toBe('u1');
    const full = { getItem: () => null, setItem: blocked, removeItem: () => undefined };
    const fullKeys = createStoredKeys({ local: () => full, session: () => full });
    fullKeys.write('checkoutUserId', 'd1');
    expect(fullKeys.read('checkoutUserId')).toBe('d1');
  });

  it("gives the API client its x-api-version and a signed-in session's x-auth-token (spec §7)", async () => {
    const api = fakeFetch(json(200, {}), json(200, {}));
    const client = createApiClient({ base: '', clientSecret: 'cs', trackerId: 't', fetch: api.fetch, lifecycle: NO_PAGE_LIFECYCLE });
    await client.request('GET', '/a');
    expect(api.calls[0]!.init.headers).toMatchObject({ 'x-api-version': '2021-11-25', 'x-client-ip-source': 'checkout' });
    expect(api.calls[0]!.init.headers).not.toHaveProperty('x-auth-token');
    storedKeys.write('apiVersion', '2024-06-14');
    storedKeys.write('accessTokens', { access: 'at_1', refresh: null });
    await client.request('GET', '/b');
    expect(api.calls[1]!.init.headers).toMatchObject({ 'x-api-version': '2024-06-14', 'x-auth-token': 'at_1' });
    storedKeys.remove('apiVersion');
    storedKeys.remove('accessTokens');
  });
});
