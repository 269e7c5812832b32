import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lazyModuleUrl, SDK_VERSION } from './version';

describe('SDK_VERSION', () => {
  it('is the package version, so on-demand modules load from this build', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(SDK_VERSION).toBe(pkg.version);
    expect(lazyModuleUrl('https://checkout.example', 'portico-3ds')).toBe(`https://checkout.example/sdk/v${pkg.version}/portico-3ds.mjs`);
  });
});
