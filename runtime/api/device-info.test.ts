import { describe, expect, it } from 'vitest';
import { CHECKOUT_USER_ID_KEY, collectDeviceInfo, type DeviceWindow } from './device-info';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

function fakeWindow(overrides: Partial<DeviceWindow> = {}): DeviceWindow {
  return {
    screen: { height: 900, width: 1440, colorDepth: 30 },
    navigator: { language: 'fr-FR', userAgent: 'Mozilla/5.0 test' },
    ...overrides,
  };
}

describe('collectDeviceInfo', () => {
  it('reads screen, language, timezone offset and browser facts', () => {
    const info = collectDeviceInfo(fakeWindow({ localStorage: memoryStorage({ [CHECKOUT_USER_ID_KEY]: 'u1' }) }));
    expect(info).toEqual({
      device_id: 'u1',
      screen_height: 900,
      screen_width: 1440,
      screen_color_depth: 30,
      language: 'fr-FR',
      timezone: String(new Date().getTimezoneOffset()),
      browser: { java_enabled: false, javascript_enabled: true, user_agent: 'Mozilla/5.0 test' },
    });
  });

  it('creates and stores a checkout user id on first use', () => {
    const storage = memoryStorage();
    const info = collectDeviceInfo(fakeWindow({ localStorage: storage }), () => 'fresh-id');
    expect(info.device_id).toBe('fresh-id');
    expect(storage.items.get(CHECKOUT_USER_ID_KEY)).toBe('fresh-id');
    expect(collectDeviceInfo(fakeWindow({ localStorage: storage }), () => 'other').device_id).toBe('fresh-id');
  });

  it('falls back to a fresh UUID when storage is blocked', () => {
    const win = fakeWindow();
    Object.defineProperty(win, 'localStorage', {
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(collectDeviceInfo(win).device_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names the device fingerprint session only once there is one', () => {
    expect(collectDeviceInfo(fakeWindow(), () => 'id', 'fp-session-1').fingerprint_session_id).toBe('fp-session-1');
    expect(collectDeviceInfo(fakeWindow(), () => 'id', null)).not.toHaveProperty('fingerprint_session_id');
  });

  it('cuts the user agent to 350 characters', () => {
    const info = collectDeviceInfo(fakeWindow({ navigator: { language: 'en', userAgent: 'x'.repeat(500) } }));
    expect(info.browser.user_agent).toHaveLength(350);
  });
});
