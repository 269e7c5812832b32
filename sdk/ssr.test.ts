import { describe, expect, it } from 'vitest';

describe('SDK on the server', () => {
  it('imports without touching window, and init() rejects with not_in_browser', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const sdk = await import('./index');
    await expect(sdk.init()).rejects.toMatchObject({ code: 'not_in_browser' });
  });
});
