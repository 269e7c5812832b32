import { describe, expect, it } from 'vitest';
import { deviceLayout } from './device-layout';

describe('deviceLayout (spec §3)', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36', 0, 'tab'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 5, 'tab'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15', 5, 'tab'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15', 0, 'accordion'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', 0, 'accordion'],
  ] as const)('%s (%i touch points) → %s', (userAgent, maxTouchPoints, layout) => {
    expect(deviceLayout({ userAgent, maxTouchPoints })).toBe(layout);
  });
  it("a phone's screen width gets tabs whatever the user agent says (a desktop-site request)", () => {
    expect(deviceLayout({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' }, 390)).toBe('tab');
    expect(deviceLayout({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' }, 1280)).toBe('accordion');
  });
  it('trusts User-Agent Client Hints when they say mobile', () => {
    expect(deviceLayout({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', userAgentData: { mobile: true } })).toBe('tab');
  });
});
