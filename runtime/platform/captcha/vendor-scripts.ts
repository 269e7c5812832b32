/**
 * Each vendor's script, loaded at most once per frame through the status machine of
 * script-status.ts: a `<script>` element with the vendor's time-out (spec §9), loaded
 * or failed for good. Asking again after that answers at once.
 */
import { loadScript as loadScriptElement } from '../lib/load-script';
import { nextScriptStatus, type CaptchaScriptEvent, type CaptchaScriptStatus } from './script-status';
import { CAPTCHA_SCRIPT_TIMEOUT_MS, type CaptchaVendor } from './vendors';

export interface VendorScripts {
  readonly status: (vendor: CaptchaVendor) => CaptchaScriptStatus;
  /** Resolves `true` once the vendor's script has loaded, `false` once it failed; never rejects. */
  readonly load: (vendor: CaptchaVendor) => Promise<boolean>;
}

export type LoadScript = (url: string, timeoutMs: number) => Promise<void>;

export function createVendorScripts(scriptUrl: (vendor: CaptchaVendor) => string, loadScript: LoadScript = loadScriptElement): VendorScripts {
  const statuses: Record<CaptchaVendor, CaptchaScriptStatus> = { google: 'idle', tencent: 'idle' };
  const loads = new Map<CaptchaVendor, Promise<boolean>>();
  const step = (vendor: CaptchaVendor, event: CaptchaScriptEvent) => {
    statuses[vendor] = nextScriptStatus(statuses[vendor], event);
  };

  const load = (vendor: CaptchaVendor): Promise<boolean> => {
    const known = loads.get(vendor);
    if (known) return known;
    step(vendor, 'start');
    const loading = loadScript(scriptUrl(vendor), CAPTCHA_SCRIPT_TIMEOUT_MS[vendor]).then(
      () => {
        step(vendor, 'load');
        return true;
      },
      (error: unknown) => {
        step(vendor, isTimeout(error) ? 'timeout' : 'error');
        return false;
      },
    );
    loads.set(vendor, loading);
    return loading;
  };

  return { status: (vendor) => statuses[vendor], load };
}

function isTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'reason' in error && error.reason === 'timeout';
}

/** Spec §4: the preferred vendor when its script loads, else the other one when its script does; `null` when neither. */
export async function readyVendor(preferred: CaptchaVendor, scripts: VendorScripts, fallback: CaptchaVendor): Promise<CaptchaVendor | null> {
  if (await scripts.load(preferred)) return preferred;
  return (await scripts.load(fallback)) ? fallback : null;
}
