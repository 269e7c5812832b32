// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScript, ScriptLoadError, SCRIPT_LOAD_TIMEOUT_MS } from './load-script';

const scripts = (url: string) => [...document.head.querySelectorAll('script')].filter((s) => s.src === url);

describe('loadScript', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.replaceChildren();
  });

  it('adds one script per URL and resolves when it loads', async () => {
    const url = 'https://wallet.test/a.js';
    const first = loadScript(url);
    expect(loadScript(url)).toBe(first);
    expect(scripts(url)).toHaveLength(1);
    scripts(url)[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('rejects on an error, removes the script and tries again on the next call', async () => {
    const url = 'https://wallet.test/b.js';
    const first = loadScript(url);
    scripts(url)[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toMatchObject({ reason: 'error', url });
    expect(scripts(url)).toHaveLength(0);
    const second = loadScript(url);
    expect(second).not.toBe(first);
    expect(scripts(url)).toHaveLength(1);
  });

  it('gives up after 120 s (spec §9)', async () => {
    vi.useFakeTimers();
    const url = 'https://wallet.test/c.js';
    const load = loadScript(url);
    const failed = expect(load).rejects.toBeInstanceOf(ScriptLoadError);
    await vi.advanceTimersByTimeAsync(SCRIPT_LOAD_TIMEOUT_MS - 1);
    expect(scripts(url)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
    await expect(load).rejects.toMatchObject({ reason: 'timeout' });
    expect(SCRIPT_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});
