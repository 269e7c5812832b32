import { describe, expect, it } from 'vitest';
import { compareAppVersions, readAppVersion } from './app-version';

describe('app versions (spec §5)', () => {
  it('compare numerically by dot-separated parts, not as text', () => {
    expect(compareAppVersions('0.10.0', '0.9.0')).toBe(1);
    expect(compareAppVersions('0.9.0', '0.10.0')).toBe(-1);
    expect(compareAppVersions('1.0', '1.0.0')).toBe(0);
    expect(compareAppVersions('2', '1.99.99')).toBe(1);
    expect(compareAppVersions('0.1.0', '0.1.1')).toBe(-1);
  });

  it('reads only dot-separated numbers', () => {
    expect(readAppVersion('0.1.0')).toBe('0.1.0');
    expect(readAppVersion('12')).toBe('12');
    for (const bad of ['', 'v1', '1..0', '1.0.', '1.0.0-beta', '1.2.3.4.5', '99999', 42, null]) expect(readAppVersion(bad), String(bad)).toBeNull();
  });
});
