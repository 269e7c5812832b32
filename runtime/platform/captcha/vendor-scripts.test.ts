// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScript } from '../lib/load-script';
import { createVendorScripts, readyVendor, type LoadScript } from './vendor-scripts';
import { CAPTCHA_SCRIPT_TIMEOUT_MS, fallbackVendor, type CaptchaVendor } from './vendors';

const urlOf = (vendor: CaptchaVendor) => `https://captcha.test/${vendor}.js`;

/** A loader whose scripts load or fail as told, recording what was asked. */
function scriptedLoader(outcomes: Record<CaptchaVendor, 'load' | 'error'>) {
  const asked: string[] = [];
  const load: LoadScript = (url) => {
    asked.push(url);
    const vendor = url.endsWith('google.js') ? 'google' : 'tencent';
    return outcomes[vendor] === 'load' ? Promise.resolve() : Promise.reject(Object.assign(new Error('no'), { reason: 'error' }));
  };
  return { asked, load };
}

afterEach(() => {
  vi.useRealTimers();
  document.head.replaceChildren();
});

describe('spec §9 time-outs', () => {
  it('are 8 s for the Google-type script and 4 s for the Tencent-type one', () => {
    expect(CAPTCHA_SCRIPT_TIMEOUT_MS).toEqual({ google: 8_000, tencent: 4_000 });
  });

  it.each([
    ['google', 8_000],
    ['tencent', 4_000],
  ] as const)('a %s script that never answers fails at %i ms, not before', async (vendor, ms) => {
    vi.useFakeTimers();
    const scripts = createVendorScripts(
      (v) => `https://captcha.test/never-${v}-${ms}.js`,
      (url, timeout) => loadScript(url, timeout, document),
    );
    const loaded = scripts.load(vendor);
    expect(scripts.status(vendor)).toBe('loading');
    expect(document.head.querySelector('script')?.src).toBe(`https://captcha.test/never-${vendor}-${ms}.js`);
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(scripts.status(vendor)).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    await expect(loaded).resolves.toBe(false);
    expect(scripts.status(vendor)).toBe('failed');
    // The timed-out element is gone: a late answer cannot run it.
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('a script element that loads marks its vendor loaded; one that errors marks it failed', async () => {
    const scripts = createVendorScripts(urlOf, (url, timeout) => loadScript(url, timeout, document));
    const google = scripts.load('google');
    const tencent = scripts.load('tencent');
    const [g, t] = [...document.head.querySelectorAll('script')];
    g!.dispatchEvent(new Event('load'));
    t!.dispatchEvent(new Event('error'));
    await expect(google).resolves.toBe(true);
    await expect(tencent).resolves.toBe(false);
    expect([scripts.status('google'), scripts.status('tencent')]).toEqual(['loaded', 'failed']);
  });
});

describe('each vendor script loads at most once', () => {
  it('starts idle, and a final status is answered again without a new request', async () => {
    const loader = scriptedLoader({ google: 'error', tencent: 'load' });
    const scripts = createVendorScripts(urlOf, loader.load);
    expect([scripts.status('google'), scripts.status('tencent')]).toEqual(['idle', 'idle']);
    expect(await scripts.load('google')).toBe(false);
    expect(await scripts.load('google')).toBe(false);
    expect(await scripts.load('tencent')).toBe(true);
    expect(await scripts.load('tencent')).toBe(true);
    expect(loader.asked).toEqual([urlOf('google'), urlOf('tencent')]);
  });
});

describe('vendor choice (spec §4)', () => {
  it('each vendor falls back to the other', () => {
    expect(fallbackVendor('google')).toBe('tencent');
    expect(fallbackVendor('tencent')).toBe('google');
  });

  it.each([
    ['google', { google: 'load', tencent: 'load' }, 'google', ['google']],
    ['google', { google: 'error', tencent: 'load' }, 'tencent', ['google', 'tencent']],
    ['tencent', { google: 'load', tencent: 'load' }, 'tencent', ['tencent']],
    ['tencent', { google: 'load', tencent: 'error' }, 'google', ['tencent', 'google']],
    ['google', { google: 'error', tencent: 'error' }, null, ['google', 'tencent']],
  ] as const)('preferring %s with scripts %o uses %s', async (preferred, outcomes, chosen, asked) => {
    const loader = scriptedLoader(outcomes);
    const scripts = createVendorScripts(urlOf, loader.load);
    expect(await readyVendor(preferred, scripts, fallbackVendor(preferred))).toBe(chosen);
    expect(loader.asked).toEqual(asked.map(urlOf));
  });
});
