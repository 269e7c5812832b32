/**
 * The shopper's typing keys as the split fields pass them on (carry.ts, one-go.ts):
 * each with the moment it was pressed on a clock every frame of the page shares
 * (`performance.timeOrigin + event.timeStamp`), so a field can put the keys carried
 * from the field before and the keys typed straight into it in the order they were
 * typed, whichever reaches it first.
 *
 * The keys of one page reach its frames one at a time, in the order they were typed
 * (the browser sends each to the frame that has focus then); only their way onward
 * (the group's channel, or the merchant page and the codec) can reorder them.
 */

/** A key that types one character. `at`: when it was pressed, in milliseconds on the page's shared clock. */
export interface StampedKey {
  readonly key: string;
  readonly at: number;
}

/** A key pressed and released without typing: it neither types nor ends a one-go. */
const MODIFIERS: ReadonlySet<string> = new Set(['Shift', 'Control', 'Alt', 'Meta', 'CapsLock', 'AltGraph']);

export type KeyKind = 'types' | 'modifier' | 'other';

/** Whether a key types a character, is a modifier alone, or does something else (edits, moves, composes, a shortcut). */
export function keyKind(event: KeyboardEvent): KeyKind {
  if (MODIFIERS.has(event.key)) return 'modifier';
  return event.key.length === 1 && !event.isComposing && !event.ctrlKey && !event.metaKey && !event.altKey ? 'types' : 'other';
}

// An event's timeStamp is relative to its document's time origin; an engine that still gives the epoch gives a far larger number.
const EPOCH_LIKE = 1e12;

export function stamp(event: KeyboardEvent): StampedKey {
  const at = event.timeStamp > EPOCH_LIKE ? event.timeStamp : performance.timeOrigin + event.timeStamp;
  return { key: event.key, at };
}

/**
 * `before` (keys carried from the field before) and `here` (keys typed in this frame),
 * in the order they were typed. A tie (a clock that rounds to the millisecond) goes to
 * the field before: keys only ever move on to later fields.
 */
export function mergeKeys(before: readonly StampedKey[], here: readonly StampedKey[]): StampedKey[] {
  const merged: StampedKey[] = [];
  let i = 0;
  let j = 0;
  while (i < before.length || j < here.length) {
    const fromBefore = j >= here.length || (i < before.length && (before[i] as StampedKey).at <= (here[j] as StampedKey).at);
    merged.push(fromBefore ? (before[i++] as StampedKey) : (here[j++] as StampedKey));
  }
  return merged;
}

export interface TypedField {
  /** The field's value after `raw` was typed over `previous`. */
  readonly format: (raw: string, previous: string) => string;
  /** Whether the value is complete: focus moves on, and further keys go to the next field. */
  readonly complete: (value: string) => boolean;
}

/** `keys` typed one by one after `base`: the field's value, and the keys left once it was complete. */
export function typeKeys(base: string, keys: readonly StampedKey[], field: TypedField): { readonly value: string; readonly rest: StampedKey[] } {
  let value = base;
  for (let i = 0; i < keys.length; i += 1) {
    if (field.complete(value)) return { value, rest: keys.slice(i) };
    value = field.format(value + (keys[i] as StampedKey).key, value);
  }
  return { value, rest: [] };
}

/** Keys as a group value (the relay encodes it like any value: spec §7). */
export function encodeKeys(keys: readonly StampedKey[]): string {
  return JSON.stringify(keys.map(({ key, at }) => [key, at]));
}

/** The keys of `encodeKeys`, or `null` if `value` is not such a list. */
export function decodeKeys(value: string): StampedKey[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const keys: StampedKey[] = [];
  for (const pair of parsed as unknown[]) {
    if (!Array.isArray(pair) || pair.length !== 2) return null;
    const [key, at] = pair as unknown[];
    if (typeof key !== 'string' || key.length !== 1 || typeof at !== 'number' || !Number.isFinite(at)) return null;
    keys.push({ key, at });
  }
  return keys;
}
