/**
 * The stand-in captcha vendors' tokens. The stand-in scripts (stand-ins.ts) ask the
 * sandbox for one as a real vendor script asks its vendor; a confirm brings it back.
 * A token is a compact JWT signed with a key of its own (HKDF of the secret key), for
 * one vendor's local site key and the `confirm` action, valid for two minutes (as
 * reCAPTCHA's are).
 */
import { deriveKey, signJwt, verifyJwt } from '../core/client-secret';
import type { RouteDeps } from '../core/route-deps';

export const CAPTCHA_TOKEN_TTL_SECONDS = 120;

/** The key the stand-in vendors sign tokens with (and the confirm checks them with). */
export function captchaTokenKey(deps: Pick<RouteDeps, 'secretKey'>): Buffer {
  return deriveKey(deps.secretKey, 'captcha-token-v1');
}
export const CAPTCHA_ACTION = 'confirm';

/** The site keys the stand-in vendors know: the runtime's `local` keys (runtime/platform/captcha/captcha-setup.ts). */
export const STAND_IN_SITE_KEYS = {
  google: 'local-google-site-key',
  tencent: '190000001',
} as const;

export type StandInVendor = keyof typeof STAND_IN_SITE_KEYS;

export function isStandInVendor(value: unknown): value is StandInVendor {
  return typeof value === 'string' && Object.hasOwn(STAND_IN_SITE_KEYS, value);
}

interface CaptchaTokenClaims {
  readonly typ: 'captcha';
  readonly vendor: StandInVendor;
  readonly site_key: string;
  readonly action: string;
  /** The Tencent-type's `randstr`, checked against the confirm's `random_str`. */
  readonly randstr: string;
  readonly iat: number;
  readonly exp: number;
}

export function issueCaptchaToken(key: Buffer, vendor: StandInVendor, randstr: string, nowMs: number): string {
  const iat = Math.floor(nowMs / 1000);
  const claims: CaptchaTokenClaims = {
    typ: 'captcha',
    vendor,
    site_key: STAND_IN_SITE_KEYS[vendor],
    action: CAPTCHA_ACTION,
    randstr,
    iat,
    exp: iat + CAPTCHA_TOKEN_TTL_SECONDS,
  };
  return signJwt(key, claims);
}

export type CaptchaVerdict = { readonly ok: true; readonly vendor: StandInVendor } | { readonly ok: false; readonly reason: string };

/** Signature, expiry, vendor, site key and action; for the Tencent-type, its `randstr` too. Never throws. */
export function verifyCaptchaToken(key: Buffer, token: string, randomStr: string, nowMs: number): CaptchaVerdict {
  const result = verifyJwt(key, token, nowMs);
  if (!result.ok) return result;
  const { typ, vendor, site_key, action, randstr } = result.claims;
  if (typ !== 'captcha' || !isStandInVendor(vendor) || site_key !== STAND_IN_SITE_KEYS[vendor]) return { ok: false, reason: 'malformed' };
  if (action !== CAPTCHA_ACTION) return { ok: false, reason: 'wrong_action' };
  if (vendor === 'tencent' && randstr !== randomStr) return { ok: false, reason: 'wrong_random_str' };
  return { ok: true, vendor };
}
