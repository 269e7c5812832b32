/**
 * What the checkout's frames send their parent, and where every window message is sent:
 * the suite-wide scan's view of postMessage (traffic-scan.ts). An init script in every
 * document of a test's context reports, through one binding:
 *   - each window.postMessage call with its target origin, from any document (a `'*'`
 *     target is counted against the product unless test code made the call: a call whose
 *     stack holds no script address came from a test's evaluate or a srcdoc it wrote);
 *   - the payload of each message a checkout document sends (over a window or a port;
 *     not React's empty scheduling messages): the parent-bound traffic, scanned for card
 *     numbers, CVCs and secrets;
 *   - each storage write (`setItem`), from any document.
 * A cross-origin `parent.postMessage(…)` never reaches a wrapper on either window (the
 * browser hands out its own function for a cross-origin window), so the script hands
 * the page's code a proxy for every other window it can reach (`parent`, `opener`, an
 * iframe's `contentWindow`, a message's `source`), one per window, so comparisons between
 * them still hold; the proxy records `postMessage` and passes everything else through.
 * What `open()` returns is proxied too (a popup's `opener` is, and a page compares the two);
 * a proxy hands out a window's constructors as they are (`new popup.CSSStyleSheet()`), and
 * its methods bound to the window.
 */
import type { BrowserContext } from '@playwright/test';

export interface SentMessage {
  readonly channel: 'window' | 'port' | 'storage';
  /** The sending document's origin (storage writes: and the key written). */
  readonly origin: string;
  /** Window messages: the target origin (`/` when none was given). */
  readonly target: string | null;
  /** The call came from a test's own script, not from a page's. */
  readonly fromTest: boolean;
  /** The message as text, for checkout documents and storage writes; `null` otherwise. */
  readonly payload: string | null;
}

const SEND_BINDING = '__porticoScanSend';

/** Runs in every document, before its scripts; self-contained (it is serialised into the page). */
function instrument({ checkoutOrigin, binding, windows }: { checkoutOrigin: string; binding: string; windows: boolean }): void {
  const own = window as unknown as Window & Record<string, unknown>;
  if (own.__porticoScanInstalled) return;
  own.__porticoScanInstalled = true;
  const isCheckout = location.origin === checkoutOrigin;
  const report = (sent: Record<string, unknown>) => void (own[binding] as ((sent: unknown) => Promise<void>) | undefined)?.(sent);
  const asText = (data: unknown): string => {
    try {
      return (JSON.stringify(data) ?? String(data)).slice(0, 65_536);
    } catch {
      return String(data);
    }
  };
  // The first two lines are the Error and this script; a page's own call has a script address below them.
  const fromTest = () => !/https?:\/\//.test((new Error().stack ?? '').split('\n').slice(3).join('\n'));
  const targetOf = (options: unknown): string =>
    typeof options === 'string' ? options : typeof options === 'object' && options !== null && 'targetOrigin' in options ? String(options.targetOrigin) : '/';
  const isWindow = (value: unknown): value is Window => {
    try {
      return typeof value === 'object' && value !== null && (value as Window).window === value;
    } catch {
      return false;
    }
  };
  const proxies = new WeakMap<Window, Window>();
  const RAW = '__porticoScanRaw';
  /** The window behind a proxy, whichever document's script made it: a same-origin frame's patched getters hand out its own proxies. */
  const rawOf = (value: Window): Window => {
    try {
      return ((value as unknown as Record<string, unknown>)[RAW] as Window | undefined) ?? value;
    } catch {
      return value; // a cross-origin window: no proxy of ours, and no property to ask
    }
  };
  const proxyOf = (proxied: Window): Window => {
    const target = rawOf(proxied);
    if (target === own) return target;
    const known = proxies.get(target);
    if (known) return known;
    const proxy = new Proxy(target, {
      get(real, key) {
        if (key === RAW) return real;
        if (key === 'postMessage') {
          return (...args: Parameters<Window['postMessage']>) => {
            report({
              channel: 'window',
              origin: location.origin,
              target: targetOf(args[1]),
              fromTest: fromTest(),
              payload: isCheckout ? asText(args[0]) : null,
            });
            return (real.postMessage as (...rest: unknown[]) => void)(...args);
          };
        }
        const value: unknown = Reflect.get(real, key);
        if (isWindow(value)) return proxyOf(value);
        // A method needs its window as `this`; a constructor (it has a prototype: `popup.CSSStyleSheet`) stays itself.
        return typeof value === 'function' && !('prototype' in value) ? (value as (...rest: unknown[]) => unknown).bind(real) : value;
      },
      set: (real, key, value) => Reflect.set(real, key, value),
    });
    proxies.set(target, proxy);
    return proxy;
  };
  const wrapWindows = (value: unknown) => (isWindow(value) ? proxyOf(value) : value);
  const patchGetter = (holder: object, key: string) => {
    const descriptor = Object.getOwnPropertyDescriptor(holder, key);
    if (!descriptor?.get || !descriptor.configurable) return;
    const get = descriptor.get;
    Object.defineProperty(holder, key, {
      ...descriptor,
      get(this: unknown) {
        return wrapWindows(get.call(this));
      },
    });
  };
  if (windows) {
    patchGetter(own, 'parent');
    patchGetter(own, 'opener');
    patchGetter(HTMLIFrameElement.prototype, 'contentWindow');
    patchGetter(MessageEvent.prototype, 'source');
    const open = own.open;
    // A method (no prototype), as the window's own open() is: a proxy binds it to its window.
    own.open = {
      open(this: unknown, ...args: Parameters<Window['open']>) {
        return wrapWindows(open.apply(this ?? own, args)) as Window | null;
      },
    }.open;
  }
  if (isCheckout) {
    const portPost = MessagePort.prototype.postMessage;
    MessagePort.prototype.postMessage = function (this: MessagePort, ...args: unknown[]) {
      // React's scheduler posts `null` to itself for every render: nothing to scan, and far too many to report.
      if (args[0] !== null && args[0] !== undefined)
        report({ channel: 'port', origin: location.origin, target: null, fromTest: false, payload: asText(args[0]) });
      return (portPost as (...rest: unknown[]) => void).apply(this, args);
    };
  }
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
    report({ channel: 'storage', origin: `${location.origin} ${key}`, target: null, fromTest: fromTest(), payload: `${key}=${value}` });
    return setItem.call(this, key, value);
  };
}

/**
 * The window proxies are on in every run (the proof's wildcard row reads what they record);
 * `PORTICO_SCAN_WINDOWS=0` turns them off, to tell whether a failure is theirs. Ports and
 * storage writes are watched in every run.
 */
const SCAN_WINDOWS = process.env.PORTICO_SCAN_WINDOWS !== '0';

/** Installs the script and its binding in `context`; `onSent` hears each report. */
export async function watchSentMessages(
  context: BrowserContext,
  checkoutOrigin: string,
  onSent: (sent: SentMessage) => void,
  windows = SCAN_WINDOWS,
): Promise<void> {
  await context.exposeBinding(SEND_BINDING, (_source, sent: SentMessage) => onSent(sent));
  await context.addInitScript(instrument, { checkoutOrigin, binding: SEND_BINDING, windows });
}
