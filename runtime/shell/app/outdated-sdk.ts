/**
 * The version of the SDK that made a frame's address, compared with the oldest one this
 * checkout still speaks with (spec §5's numeric comparison): a page with an older SDK is
 * told once, in the frame's console, where its developer is looking.
 */
import { compareAppVersions, OLDEST_SUPPORTED_SDK } from '../../../protocol';

let warned = false;

/** `true` when `version` is older than the checkout supports (and says so, once per frame). */
export function warnIfOutdatedSdk(version: string | null, warn: (message: string) => void = console.warn): boolean {
  if (version === null || compareAppVersions(version, OLDEST_SUPPORTED_SDK) >= 0) return false;
  if (!warned)
    warn(
      `[portico] This page's Portico SDK is ${version}; the checkout supports ${OLDEST_SUPPORTED_SDK} and later. Update the script tag or the portico package.`,
    );
  warned = true;
  return true;
}
