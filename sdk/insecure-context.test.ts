// @vitest-environment jsdom
/**
 * A merchant developing on a plain-http page (a LAN address): no `crypto.randomUUID`
 * there. The SDK mounts all the same, and says once in the console that production
 * needs https.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { init } from './portico';

describe('an insecure context (plain http, not localhost)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('mounts without crypto.randomUUID and warns once that production needs https', async () => {
    vi.stubGlobal('crypto', { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    vi.stubGlobal('isSecureContext', false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = '<div id="a"></div><div id="b"></div>';
    const portico = await init({ checkoutOrigin: 'http://127.0.0.1:3100' });
    portico.createElement('card', { intent_id: 'int_1', client_secret: 's' }).mount('#a');
    await init({ checkoutOrigin: 'http://127.0.0.1:3100' });
    portico.createElement('cvc', { intent_id: 'int_1', client_secret: 's' }).mount('#b');
    expect(document.querySelectorAll('iframe[data-portico-kind]')).toHaveLength(2);
    expect(warn.mock.calls.filter(([message]) => String(message).includes('not a secure context'))).toHaveLength(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/production page must be served over https/);
  });
});
