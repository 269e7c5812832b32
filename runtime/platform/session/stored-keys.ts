/**
 * Spec §3's stored keys, in one typed table: where each lives (localStorage for what
 * outlives the tab, sessionStorage for what belongs to one tab's visit), its name, and
 * the reader that checks what comes back (storage is the page's to write: a value that
 * does not read is no value). Storage may be unavailable: a frame whose third-party
 * storage the browser blocks throws on access, a full quota throws on write. Then the
 * values live in memory for this frame's life, so the checkout works the same and only
 * what a reload would have kept is lost.
 */
import { isApiVersion, type ApiVersion } from '../api/headers';

type Area = 'local' | 'session';

interface StoredKey<T> {
  readonly area: Area;
  readonly name: string;
  readonly read: (value: unknown) => T | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' && value.length <= 2048 ? value : null);
const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

export interface AccessTokens {
  readonly access: string;
  /** Stored with the access token (spec §3). */
  readonly refresh: string | null;
}
const accessTokens = (value: unknown): AccessTokens | null => {
  const tokens = record(value);
  const access = text(tokens?.access);
  return access ? { access, refresh: text(tokens?.refresh) } : null;
};

const key = <T>(area: Area, name: string, read: (value: unknown) => T | null): StoredKey<T> => ({ area, name: `portico.${name}`, read });

/**
 * The stored keys of spec §3 that a screen of this product reads or writes (the
 * listing test holds every one to a reader outside this file). The payment link's
 * amount-set flag is keyed by link (features/hosted/payment-link/amount-set.ts). Not
 * kept, for no screen here has their flows: a verification's intent id and secret
 * (the verify pages read theirs from the address), the payment-request flag, get-paid's
 * region, id and secret, the portal's access token, the PayPal button flag, the risk
 * device id (the device id is the checkout user id; the fingerprint's session id lives in memory).
 */
export const STORED_KEYS = {
  /** A generated UUID: the device id of every confirm's device data. */
  checkoutUserId: key('local', 'checkout_user_id', text),
  apiVersion: key('local', 'api_version', (value): ApiVersion | null => (isApiVersion(value) ? value : null)),
  /** A signed-in session's tokens: the access token is sent as x-auth-token; the refresh token is stored with it (spec §3). */
  accessTokens: key('session', 'access_tokens', accessTokens),
} as const;

type StoredKeyName = keyof typeof STORED_KEYS;
type StoredValue<K extends StoredKeyName> = NonNullable<ReturnType<(typeof STORED_KEYS)[K]['read']>>;

/** What the browser gives, or throws on (tests pass their own). */
export interface StorageAreas {
  readonly local: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  readonly session: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

const browserAreas: StorageAreas = {
  local: () => (typeof localStorage === 'undefined' ? null : localStorage),
  session: () => (typeof sessionStorage === 'undefined' ? null : sessionStorage),
};

export interface StoredKeys {
  read<K extends StoredKeyName>(name: K): StoredValue<K> | null;
  write<K extends StoredKeyName>(name: K, value: StoredValue<K>): void;
  remove(name: StoredKeyName): void;
}

export function createStoredKeys(areas: StorageAreas = browserAreas): StoredKeys {
  /** Where values live while the browser's storage is unavailable (this frame's life). */
  const memory = new Map<string, string>();
  const storage = (area: Area) => {
    try {
      return areas[area]();
    } catch {
      return null;
    }
  };
  const get = (spec: StoredKey<unknown>): string | null => {
    try {
      const stored = storage(spec.area)?.getItem(spec.name);
      if (stored !== null && stored !== undefined) return stored;
    } catch {
      // blocked: memory below
    }
    return memory.get(spec.name) ?? null;
  };
  return {
    read(name) {
      const spec = STORED_KEYS[name];
      const raw = get(spec);
      if (raw === null) return null;
      try {
        return spec.read(JSON.parse(raw)) as StoredValue<typeof name> | null;
      } catch {
        return null;
      }
    },
    write(name, value) {
      const spec = STORED_KEYS[name];
      const raw = JSON.stringify(value);
      memory.set(spec.name, raw);
      try {
        storage(spec.area)?.setItem(spec.name, raw);
      } catch {
        // blocked or full: memory keeps it for this frame
      }
    },
    remove(name) {
      const spec = STORED_KEYS[name];
      memory.delete(spec.name);
      try {
        storage(spec.area)?.removeItem(spec.name);
      } catch {
        // blocked: nothing was stored there either
      }
    },
  };
}

/** The frame's stored keys. */
export const storedKeys: StoredKeys = createStoredKeys();
