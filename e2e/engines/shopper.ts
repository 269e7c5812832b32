/**
 * What a journey may do, in any engine: the tiny interface each engine's driver
 * implements (drivers/), so that a journey is written once. A place on the page is
 * a CSS selector, inside the frames named from the top (`frames`: each an iframe's
 * selector within the one before).
 */
export type EngineName = 'chromium' | 'firefox' | 'webkit' | 'phone';

/**
 * The pause between two keys the drivers type: a fast typist's (about 100 ms a key is
 * quick). A split field moves focus on when it is complete, across frames, in a few
 * milliseconds; keys sent with no pause at all can outrun that move on a loaded
 * machine, as no hand can.
 */
export const KEY_PAUSE_MS = 30;

export interface Place {
  readonly frames?: readonly string[];
  readonly css: string;
  /** Of the elements `css` matches, the first whose text or `aria-label` contains this (a button by its name). */
  readonly text?: string;
}

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface Shopper {
  readonly engine: EngineName;
  /** An address on the merchant origin (`/card-script.html`) or a whole URL. */
  goto(address: string): Promise<void>;
  url(): Promise<string>;
  /** Presses (or, on a phone, taps) the element. */
  click(place: Place): Promise<void>;
  /**
   * Focuses the field as a shopper does (a click, or a tap) and types `text` into it, `pauseMs`
   * between keys (KEY_PAUSE_MS unless given; 0: as fast as the driver can).
   */
  fill(place: Place, text: string, pauseMs?: number): Promise<void>;
  /** Picks the option of `value` in a `<select>`. */
  select(place: Place, value: string): Promise<void>;
  /** Types into whatever has focus, key after key, as a shopper types. */
  type(text: string): Promise<void>;
  /** The element's visible text, or `null` when there is no such element (yet). */
  text(place: Place): Promise<string | null>;
  /** An input's value, or `null` when there is no such element (yet). */
  value(place: Place): Promise<string | null>;
  /** An attribute of the element (`null` when it or the attribute is absent). */
  attribute(place: Place, name: string): Promise<string | null>;
  /** Whether the element is there and can be pressed (not disabled). */
  enabled(place: Place): Promise<boolean>;
  /** Where the element is drawn on the top page, in CSS pixels; `null` when there is no such element. */
  rect(place: Place): Promise<Rect | null>;
  /**
   * The value of a JavaScript expression evaluated in the document of the frames named from
   * the top (none: the top page), as JSON; a test's own probe (a focus timeline), never a shopper's act.
   */
  evaluate(frames: readonly string[], expression: string): Promise<unknown>;
  /** A PNG of what the window shows (to look at a journey's screen, as a shopper would). */
  screenshot(): Promise<Buffer>;
  /** The top page's viewport, in CSS pixels. */
  viewport(): Promise<{ width: number; height: number }>;
  /**
   * Presses the element, which opens a window (a wallet's sheet, a bank's page): the
   * shopper in that window, as a window of this journey (its problems are the journey's).
   */
  popup(place: Place): Promise<Shopper>;
  /** Another window of the same browser at `address`: the shopper's phone, reading a QR code. */
  openWindow(address: string): Promise<Shopper>;
  /** Whether this window is still open (a wallet's sheet closes itself once a card is picked). */
  isOpen(): Promise<boolean>;
  /** Console errors and warnings, and CSP reports, of any window of the journey (in WebKit, see drivers/webkit-console.ts for what is seen). */
  problems(): Promise<readonly string[]>;
  /** Closes the window (the journey's first one: the whole browser context). */
  close(): Promise<void>;
}

/** Polls `read` until `accept` takes what it returns; throws with the last reading after `timeoutMs`. */
export async function waitFor<T>(what: string, read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  let failure: unknown;
  while (Date.now() < deadline) {
    try {
      last = await read();
      failure = undefined;
      if (accept(last)) return last;
    } catch (error) {
      // A frame being replaced or a page navigating: read again.
      failure = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`waited ${timeoutMs} ms for ${what}; last saw ${JSON.stringify(last)}${failure ? ` (${String(failure)})` : ''}`);
}

/** Waits until the element's text matches. */
export function waitForText(shopper: Shopper, place: Place, expected: RegExp | string, timeoutMs?: number): Promise<string | null> {
  const matches = (text: string | null) => text !== null && (typeof expected === 'string' ? text.trim() === expected : expected.test(text));
  return waitFor(`${describe(place)} to read ${String(expected)}`, () => shopper.text(place), matches, timeoutMs);
}

export async function waitForEnabled(shopper: Shopper, place: Place, timeoutMs?: number): Promise<void> {
  await waitFor(
    `${describe(place)} to be enabled`,
    () => shopper.enabled(place),
    (on) => on,
    timeoutMs,
  );
}

export function describe(place: Place): string {
  return [...(place.frames ?? []), place.css + (place.text ? ` "${place.text}"` : '')].join(' » ');
}
