/**
 * Spec §7: the device fingerprint script, from a static host, with the query
 * parameters `sessionId`, `hasScriptId`, `disable3rdTracking` and, when known,
 * `merchantId`. The static host is the API host with `static` for `api` in its
 * first label (api-dev.… → static-dev.…), so this table holds no domain of its own;
 * locally the sandbox serves a stand-in (docs/sandbox-api.md, "Device fingerprint").
 */
import type { Environment, EnvironmentName } from '../env';

/** The script element's id: `hasScriptId=true` tells the script it can find its own tag by it. */
export const FINGERPRINT_SCRIPT_ID = 'portico-device-fingerprint';

const STATIC_PATH = '/risk/device-fingerprint.js';

export const FINGERPRINT_SCRIPTS = {
  local: { path: '/simulator/fingerprint/device-fingerprint.js', staticHost: false },
  dev: { path: STATIC_PATH, staticHost: true },
  staging: { path: STATIC_PATH, staticHost: true },
  demo: { path: STATIC_PATH, staticHost: true },
  prod: { path: STATIC_PATH, staticHost: true },
} as const satisfies Record<EnvironmentName, { readonly path: string; readonly staticHost: boolean }>;

export interface FingerprintParams {
  readonly sessionId: string;
  /** The shopper asked sites not to track them (Global Privacy Control, Do Not Track). */
  readonly disable3rdTracking: boolean;
  /** The merchant's account (the client secret's `account_id`), when known. */
  readonly merchantId?: string;
}

export function fingerprintScriptUrl(env: Environment, { sessionId, disable3rdTracking, merchantId }: FingerprintParams): string {
  const { path, staticHost } = FINGERPRINT_SCRIPTS[env.name];
  const origin = new URL(env.apiBase);
  if (staticHost) origin.hostname = origin.hostname.replace(/^api(?=[-.])/, 'static');
  const url = new URL(path, origin);
  url.searchParams.set('sessionId', sessionId);
  url.searchParams.set('hasScriptId', 'true');
  url.searchParams.set('disable3rdTracking', String(disable3rdTracking));
  if (merchantId) url.searchParams.set('merchantId', merchantId);
  return url.href;
}

/** The part of `navigator` read for `disable3rdTracking`. */
export interface PrivacySignals {
  readonly globalPrivacyControl?: boolean;
  readonly doNotTrack?: string | null;
}

export function asksNotToBeTracked(nav: PrivacySignals): boolean {
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1';
}
