/**
 * Structured-clone data from another window is untrusted. Accept only plain JSON-like
 * data of bounded size, with no key that could reach a prototype.
 */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 8;
const MAX_NODES = 2000;
const MAX_STRING = 10_000;

export function isPlainData(value: unknown): boolean {
  let nodes = 0;
  const walk = (v: unknown, depth: number): boolean => {
    if (++nodes > MAX_NODES || depth > MAX_DEPTH) return false;
    if (v === null || typeof v === 'boolean') return true;
    if (typeof v === 'number') return Number.isFinite(v);
    if (typeof v === 'string') return v.length <= MAX_STRING;
    if (typeof v !== 'object') return false;
    if (Array.isArray(v)) return v.every((item) => walk(item, depth + 1));
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) return false;
    for (const key of Reflect.ownKeys(v)) {
      if (typeof key !== 'string' || FORBIDDEN_KEYS.has(key)) return false;
      if (!walk((v as Record<string, unknown>)[key], depth + 1)) return false;
    }
    return true;
  };
  return walk(value, 0);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
