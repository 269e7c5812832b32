/**
 * Device info sent with a confirm (spec §3): device_id, screen size and colour
 * depth, language, timezone offset and browser facts. The user agent is cut to
 * 350 characters (spec §9).
 */
import { randomId } from '../../../protocol';
import { createStoredKeys, STORED_KEYS, type StoredKeys } from '../session/stored-keys';

const USER_AGENT_MAX_LENGTH = 350;

/** Storage key of the checkout user id (spec §3 "checkout user id (a generated UUID)"), from the stored keys' table. */
export const CHECKOUT_USER_ID_KEY = STORED_KEYS.checkoutUserId.name;

export interface DeviceInfo {
  readonly device_id: string;
  readonly screen_height: number;
  readonly screen_width: number;
  readonly screen_color_depth: number;
  readonly language: string;
  /** `Date#getTimezoneOffset()` as a string: minutes behind UTC (EMV 3DS `browserTZ`). */
  readonly timezone: string;
  readonly browser: {
    readonly java_enabled: false;
    readonly javascript_enabled: true;
    readonly user_agent: string;
  };
  /** The device fingerprint script's session (spec §7, runtime/platform/fingerprint/), once it was loaded with one. */
  readonly fingerprint_session_id?: string;
}

/** The part of `window` read here (a plain object in tests). */
export interface DeviceWindow {
  readonly screen: { readonly height: number; readonly width: number; readonly colorDepth: number };
  readonly navigator: { readonly language: string; readonly userAgent: string };
  /** May throw on access (sandboxed frames, blocked third-party storage). */
  readonly localStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/** One set of stored keys per window, so the id made while storage is blocked stays the same for the frame's life. */
const keysOfWindow = new WeakMap<DeviceWindow, StoredKeys>();
function storedKeysOf(win: DeviceWindow): StoredKeys {
  let keys = keysOfWindow.get(win);
  if (!keys) {
    keys = createStoredKeys({ local: () => win.localStorage ?? null, session: () => null });
    keysOfWindow.set(win, keys);
  }
  return keys;
}

export function collectDeviceInfo(win: DeviceWindow, newId: () => string = randomId, fingerprintSessionId: string | null = null): DeviceInfo {
  return {
    device_id: checkoutUserId(win, newId),
    screen_height: win.screen.height,
    screen_width: win.screen.width,
    screen_color_depth: win.screen.colorDepth,
    language: win.navigator.language,
    timezone: String(new Date().getTimezoneOffset()),
    browser: {
      java_enabled: false,
      javascript_enabled: true,
      user_agent: win.navigator.userAgent.slice(0, USER_AGENT_MAX_LENGTH),
    },
    ...(fingerprintSessionId ? { fingerprint_session_id: fingerprintSessionId } : {}),
  };
}

/** The stored checkout user id, created and stored on first use (in memory for the frame while storage is blocked). */
function checkoutUserId(win: DeviceWindow, newId: () => string): string {
  const keys = storedKeysOf(win);
  const stored = keys.read('checkoutUserId');
  if (stored) return stored;
  const id = newId();
  keys.write('checkoutUserId', id);
  return id;
}
