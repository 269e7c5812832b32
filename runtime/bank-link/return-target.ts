/**
 * Where a whole-tab link (the popup was blocked) comes back to. The waiting screen
 * stores it in this tab's sessionStorage before it leaves for the provider's page;
 * the callback page takes it once, for the same provider session only. Only our own
 * page writes it, so a callback address is never an open redirect, and a replayed
 * one (another tab, or the same one again) finds nothing.
 */
const KEY = 'portico:bank-link-return';

export interface LinkReturn {
  readonly session: string;
  readonly url: string;
}

export function storeLinkReturn(storage: Storage, target: LinkReturn): void {
  storage.setItem(KEY, JSON.stringify(target));
}

/** The stored address for `session`, removed as it is read; null (and left alone) for another session. */
export function takeLinkReturn(storage: Storage, session: string): string | null {
  let target: Partial<LinkReturn> | null = null;
  try {
    target = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<LinkReturn> | null;
  } catch {
    storage.removeItem(KEY);
    return null;
  }
  if (target?.session !== session || typeof target.url !== 'string') return null;
  storage.removeItem(KEY);
  return target.url;
}
