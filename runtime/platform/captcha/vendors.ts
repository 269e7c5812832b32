/**
 * The two captcha vendors of spec §4 and §7 ("a captcha enterprise script … and a
 * second captcha script from another"), and how long each script may take to load
 * (spec §9). Every other captcha file names a vendor from here.
 */
export const CAPTCHA_VENDORS = ['google', 'tencent'] as const;
export type CaptchaVendor = (typeof CAPTCHA_VENDORS)[number];

/** Spec §9: a Google-type script that has not loaded after 8 s has failed; a Tencent-type one after 4 s. */
export const CAPTCHA_SCRIPT_TIMEOUT_MS = {
  google: 8_000,
  tencent: 4_000,
} as const satisfies Record<CaptchaVendor, number>;

/** Spec §4: the vendor used when `vendor`'s script failed. */
export function fallbackVendor(vendor: CaptchaVendor): CaptchaVendor {
  return vendor === 'google' ? 'tencent' : 'google';
}
