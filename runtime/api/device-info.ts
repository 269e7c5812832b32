/**
 * Device info sent with a confirm (spec §3): device_id, screen size and colour
 * depth, language, timezone offset and browser facts. The user agent is cut to
 * 350 characters (spec §9).
 */
export const USER_AGENT_MAX_LENGTH = 350;

/**
 * Storage key of the checkout user id (spec §3 "checkout user id (a generated UUID)").
 * The spec does not give the key's name; move this to the shared storage-keys
 * table once `runtime/session/` has one.
 */
export const CHECKOUT_USER_ID_KEY = 'portico.checkout_user_id';

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
  /** The device fingerprint script's session (spec §7, runtime/fingerprint), once it was loaded with one. */
  readonly fingerprint_session_id?: string;
}

/** The part of `window` read here (a plain object in tests). */
export interface DeviceWindow {
  readonly screen: { readonly height: number; readonly width: number; readonly colorDepth: number };
  readonly navigator: { readonly language: string; readonly userAgent: string };
  /** May throw on access (sandboxed frames, blocked third-party storage). */
  readonly localStorage?: Pick<Storage, 'getItem' | 'setItem'>;
}

export function collectDeviceInfo(
  win: DeviceWindow,
  randomId: () => string = () => crypto.randomUUID(),
  fingerprintSessionId: string | null = null,
): DeviceInfo {
  return {
    device_id: checkoutUserId(win, randomId),
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

/** The stored checkout user id, created and stored on first use; unstored if storage is blocked. */
function checkoutUserId(win: DeviceWindow, randomId: () => string): string {
  try {
    const storage = win.localStorage;
    const stored = storage?.getItem(CHECKOUT_USER_ID_KEY);
    if (stored) return stored;
    const id = randomId();
    storage?.setItem(CHECKOUT_USER_ID_KEY, id);
    return id;
  } catch {
    return randomId();
  }
}
