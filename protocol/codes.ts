/**
 * The codes the checkout frame accepts from the merchant page (spec §4): exactly
 * these eleven, nothing else. The value says which element family handles it, so
 * a screen can tell "not mine" apart from "unknown".
 */
export const PARENT_CODES = {
  confirm: 'payment',
  update: 'payment',
  createPaymentConsent: 'consent',
  verifyConsent: 'consent',
  on3dsSuccess: '3ds',
  on3dsError: '3ds',
  on3dsCancel: '3ds',
  on3dsChallengeError: '3ds',
  onApplePaySessionUpdate: 'apple-pay',
  onvalidatemerchant: 'apple-pay',
  onpaymentauthorized: 'apple-pay',
} as const satisfies Record<string, string>;

export type ParentCode = keyof typeof PARENT_CODES;

/** Own-key lookup only: `__proto__`, `toString` and friends are not codes. */
export function isParentCode(value: unknown): value is ParentCode {
  return typeof value === 'string' && Object.hasOwn(PARENT_CODES, value);
}
