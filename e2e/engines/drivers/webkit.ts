/**
 * WebKit (Safari's engine) through Debian's WebKitWebDriver (W3C WebDriver classic)
 * and MiniBrowser, under Xvfb when there is no display. One driver process per
 * Playwright worker; one browser session per journey (a fresh profile each).
 *
 * Console: not watched. WebDriver classic has no log command, and MiniBrowser's
 * `--enable-write-console-messages-to-stdout` is not applied to the views it opens in
 * `--automation` mode (checked with WebKitGTK 2.50: nothing is written). So a WebKit
 * journey proves what the shopper sees and what the sandbox recorded, not a clean console.
 */
import { WebDriverSession, type ElementRef } from '../webdriver-client';
import { KEY_PAUSE_MS, type Place, type Shopper } from '../shopper';
import { freePort, startServer, startXvfb, type Started } from './processes';

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

export interface WebKitHost {
  readonly base: string;
  /** What the driver (and the browsers it starts) said since the last take: for a failure's report. */
  takeLines(): string[];
  stop(): Promise<void>;
}

export async function startWebKitHost(): Promise<WebKitHost> {
  const xvfb = process.env.DISPLAY ? null : await startXvfb();
  const port = await freePort();
  let lines: string[] = [];
  const base = `http://127.0.0.1:${port}`;
  let driver: Started;
  try {
    driver = await startServer(WEBKIT_DRIVER, [`--port=${port}`], { ...process.env, ...(xvfb ? { DISPLAY: xvfb.display } : {}) }, (line) => lines.push(line), async () => (await fetch(`${base}/status`)).ok);
  } catch (error) {
    await xvfb?.stop();
    throw error;
  }
  return {
    base,
    takeLines: () => {
      const taken = lines;
      lines = [];
      return taken;
    },
    stop: async () => {
      await driver.stop();
      await xvfb?.stop();
    },
  };
}

export async function openWebKit(host: WebKitHost, merchantUrl: string, options: { dark?: boolean } = {}): Promise<Shopper> {
  host.takeLines();
  const args = ['--automation', ...(options.dark ? ['--dark-mode'] : [])];
  const session = await WebDriverSession.create(host.base, { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args } });
  // A WebDriver session has one current frame: one command sequence at a time, or two reads switch each other's frame.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <A extends unknown[], T>(work: (...args: A) => Promise<T>) => (...args: A): Promise<T> => {
    const next = queue.then(() => work(...args));
    queue = next.catch(() => undefined);
    return next;
  };

  /** Into the frames of `place` from the top; the element, or null. Once more when a frame was replaced meanwhile. */
  const locate = (place: Place): Promise<ElementRef | null> => locateOnce(place).catch((error: unknown) => {
    if (!/stale element/.test(String(error))) throw error;
    return locateOnce(place);
  });
  const locateOnce = async (place: Place): Promise<ElementRef | null> => {
    await session.switchTo(null);
    for (const frame of place.frames ?? []) {
      const element = await session.find(frame);
      if (!element) return null;
      await session.switchTo(element);
    }
    if (!place.text) return session.find(place.css);
    for (const element of await session.findAll(place.css)) {
      if (String(await session.property(element, 'textContent')).includes(place.text)) return element;
    }
    return null;
  };
  const must = async (place: Place): Promise<ElementRef> => {
    const element = await locate(place);
    if (!element) throw new Error(`no ${[...(place.frames ?? []), place.css].join(' » ')} in WebKit`);
    return element;
  };

  return {
    engine: 'webkit',
    goto: serial(async (address: string) => void (await session.goto(new URL(address, merchantUrl).href))),
    url: serial(() => session.url()),
    click: serial(async (place: Place) => void (await session.click(await must(place)))),
    fill: serial(async (place: Place, text: string) => {
      const element = await must(place);
      await session.click(element);
      await session.keys(text, KEY_PAUSE_MS);
    }),
    // WebDriver picks an option by a click on it.
    select: serial(async (place: Place, value: string) => void (await session.click(await must({ ...place, css: `${place.css} option[value="${value}"]` })))),
    type: serial(async (text: string) => void (await session.keys(text, KEY_PAUSE_MS))),
    text: serial(async (place: Place) => {
      const element = await locate(place);
      return element ? String(await session.property(element, 'textContent')) : null;
    }),
    value: serial(async (place: Place) => {
      const element = await locate(place);
      return element ? String(await session.property(element, 'value')) : null;
    }),
    enabled: serial(async (place: Place) => {
      const element = await locate(place);
      return element !== null && (await session.property(element, 'disabled')) !== true;
    }),
    attribute: serial(async (place: Place, name: string) => {
      const element = await locate(place);
      return element ? session.attribute(element, name) : null;
    }),
    rect: serial(async (place: Place) => {
      const element = await locate(place);
      return element ? session.rect(element) : null;
    }),
    viewport: serial(async () => {
      await session.switchTo(null);
      return (await session.execute('return { width: window.innerWidth, height: window.innerHeight };')) as { width: number; height: number };
    }),
    problems: () => [],
    close: () => session.close(),
  };
}
