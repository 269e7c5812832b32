/**
 * Loads the device fingerprint script once per frame (spec §7). Its own chunk, run
 * when the frame is idle after its first paint (schedule.ts). A script that fails or
 * never answers is forgotten: paying never waits for it, and the confirm then sends
 * the session id anyway (the provider finds no fingerprint under it).
 */
import { currentEnvironment } from '../env';
import { asksNotToBeTracked, FINGERPRINT_SCRIPT_ID, fingerprintScriptUrl } from './fingerprint-script';
import { claimFingerprintSession } from './session';

/** The documents the script was asked for in (one per frame; a test's own document apart). */
const asked = new WeakSet<Document>();

/**
 * `merchantId`: the merchant's account (the client secret's `account_id` claim), when known;
 * `merchantSession`: the `sessionId` the frame's address gave (spec §2), when given.
 */
export function loadDeviceFingerprint(merchantId: string | undefined, merchantSession: string | null = null, doc: Document = document): void {
  if (asked.has(doc)) return;
  asked.add(doc);
  const sessionId = claimFingerprintSession(merchantSession);
  const url = fingerprintScriptUrl(currentEnvironment(), {
    sessionId,
    disable3rdTracking: asksNotToBeTracked(navigator as Navigator & { globalPrivacyControl?: boolean }),
    merchantId,
  });
  const script = doc.createElement('script');
  script.id = FINGERPRINT_SCRIPT_ID;
  script.async = true;
  script.src = url;
  script.addEventListener('error', () => script.remove());
  doc.head.append(script);
}
