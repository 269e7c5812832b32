/**
 * Loads a third-party classic script (a wallet's JS API) once per URL, as
 * stripe-js's loader does: one memoised promise, forgotten on failure so the next
 * call tries again. Spec §9: a script that has not loaded after 120 s has failed.
 */
export const SCRIPT_LOAD_TIMEOUT_MS = 120_000;

export type ScriptFailure = 'error' | 'timeout';

/** Rejects with this: whether the script failed to load or took too long. */
export class ScriptLoadError extends Error {
  constructor(
    readonly url: string,
    readonly reason: ScriptFailure,
  ) {
    super(`The script ${url} did not load (${reason}).`);
    this.name = 'ScriptLoadError';
  }
}

const loads = new Map<string, Promise<void>>();

export function loadScript(url: string, timeoutMs = SCRIPT_LOAD_TIMEOUT_MS, doc: Document = document): Promise<void> {
  const known = loads.get(url);
  if (known) return known;
  const load = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    const fail = (reason: ScriptFailure) => {
      clearTimeout(timer);
      script.remove();
      loads.delete(url);
      reject(new ScriptLoadError(url, reason));
    };
    const timer = setTimeout(() => fail('timeout'), timeoutMs);
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => fail('error'));
    doc.head.append(script);
  });
  loads.set(url, load);
  return load;
}
