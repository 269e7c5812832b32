/**
 * The popup's language and appearance, kept in its own tab's sessionStorage by its
 * first page, so the pages it comes back to from the provider (the callback routes,
 * whose addresses the provider writes) look like the element that opened it.
 */
import { isRecord, type Appearance } from '../../../../protocol';
import { parseOptions } from '../../../platform/router/options';

const KEY = 'portico:bank-link-look';

export interface StoredLook {
  readonly lang: string | null;
  readonly appearance: Appearance | undefined;
}

export function storeLook(storage: Storage, look: StoredLook): void {
  try {
    storage.setItem(KEY, JSON.stringify(look));
  } catch {
    // Storage full or denied: the callback pages fall back to the shopper's own settings.
  }
}

/** What was stored, read as untrusted (another script of the origin could have written it). */
export function readLook(storage: Storage): StoredLook {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
    if (!isRecord(value)) return { lang: null, appearance: undefined };
    const lang = typeof value.lang === 'string' && /^[A-Za-z-]{2,10}$/.test(value.lang) ? value.lang : null;
    // The reader of the address's `options`: only the known appearance fields, checked.
    const appearance = parseOptions(JSON.stringify({ appearance: value.appearance })).options?.appearance;
    return { lang, appearance };
  } catch {
    return { lang: null, appearance: undefined };
  }
}
