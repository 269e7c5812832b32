import { describe, expect, it, vi } from 'vitest';
import { OLDEST_SUPPORTED_SDK } from '../../../protocol';
import { warnIfOutdatedSdk } from './outdated-sdk';

describe('warnIfOutdatedSdk', () => {
  it('is quiet for the supported SDK, a newer one or none; says once when it is older', () => {
    const warn = vi.fn();
    expect(warnIfOutdatedSdk(OLDEST_SUPPORTED_SDK, warn)).toBe(false);
    expect(warnIfOutdatedSdk('0.10.0', warn)).toBe(false);
    expect(warnIfOutdatedSdk(null, warn)).toBe(false);
    expect(warnIfOutdatedSdk('0.0.9', warn)).toBe(true);
    expect(warnIfOutdatedSdk('0.0.1', warn)).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toMatch(/0\.0\.9.*0\.1\.0 and later/);
  });
});
