/**
 * The app version the SDK writes after the hash (`v=0.1.0`), compared numerically by its
 * dot-separated parts (spec §5): 0.10.0 is newer than 0.9.0, 1.0 equals 1.0.0. The frame
 * reads it to say when a page's SDK is older than the checkout still speaks with.
 */
const APP_VERSION = /^\d{1,4}(?:\.\d{1,4}){0,3}$/;

/** `'0.1.0'` as written, or `null` when it is not dot-separated numbers (at most four parts). */
export function readAppVersion(value: unknown): string | null {
  return typeof value === 'string' && APP_VERSION.test(value) ? value : null;
}

/** Negative when `a` is older than `b`, 0 when equal (missing parts count as 0), positive when newer. */
export function compareAppVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let part = 0; part < Math.max(left.length, right.length); part += 1) {
    const difference = (left[part] ?? 0) - (right[part] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** The oldest SDK this checkout's frames speak with; an older page is told to update (the frame's console). */
export const OLDEST_SUPPORTED_SDK = '0.1.0';
