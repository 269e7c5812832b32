/**
 * Where a full-page 3DS redirect comes back to. The challenge page stores it in this
 * tab's sessionStorage before it leaves for the bank; the callback page reads it
 * once. Only our own page writes it, so the callback page is never an open
 * redirect, whatever its query says.
 */
const KEY = 'portico:3ds-return';

export interface ReturnTarget {
  readonly intent_id: string;
  readonly url: string;
}

export function storeReturnTarget(storage: Storage, target: ReturnTarget): void {
  storage.setItem(KEY, JSON.stringify(target));
}

/** The stored target for `intentId`, removed as it is read; null for any other intent. */
export function takeReturnTarget(storage: Storage, intentId: string): string | null {
  const raw = storage.getItem(KEY);
  storage.removeItem(KEY);
  try {
    const target = JSON.parse(raw ?? 'null') as Partial<ReturnTarget> | null;
    return target?.intent_id === intentId && typeof target.url === 'string' ? target.url : null;
  } catch {
    return null;
  }
}
