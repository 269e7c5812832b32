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
  /** Null: nowhere to go back to (a consent with no `return_url`): the callback page says it is done. */
  readonly url: string | null;
}

export function storeLinkReturn(storage: Storage, target: LinkReturn): void {
  storage.setItem(KEY, JSON.stringify(target));
}

/** The stored way back for `session`, removed as it is read; null (and left alone) when there is none for it. */
export function takeLinkReturn(storage: Storage, session: string): { readonly url: string | null } | null {
  let target: Partial<LinkReturn> | null = null;
  try {
    target = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<LinkReturn> | null;
  } catch {
    storage.removeItem(KEY);
    return null;
  }
  if (target?.session !== session || (typeof target.url !== 'string' && target.url !== null)) return null;
  storage.removeItem(KEY);
  return { url: target.url };
}
