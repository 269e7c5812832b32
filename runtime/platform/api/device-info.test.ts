import { describe, expect, it } from 'vitest';
import { CHECKOUT_USER_ID_KEY, collectDeviceInfo, type DeviceWindow } from './device-info';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
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
    const info = collectDeviceInfo(fakeWindow({ localStorage: memoryStorage({ [CHECKOUT_USER_ID_KEY]: JSON.stringify('u1') }) }));
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
    expect(storage.items.get(CHECKOUT_USER_ID_KEY)).toBe(JSON.stringify('fresh-id'));
    expect(collectDeviceInfo(fakeWindow({ localStorage: storage }), () => 'other').device_id).toBe('fresh-id');
  });

  it("makes a UUID when storage is blocked, and keeps it for the frame's life", () => {
    const win = fakeWindow();
    Object.defineProperty(win, 'localStorage', {
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    const first = collectDeviceInfo(win).device_id;
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(collectDeviceInfo(win).device_id).toBe(first);
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
