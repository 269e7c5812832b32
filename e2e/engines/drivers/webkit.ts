/**
 * WebKit (Safari's engine) through Debian's WebKitWebDriver (W3C WebDriver classic)
 * and MiniBrowser, under Xvfb when there is no display. One driver process per
 * Playwright worker; one browser session per journey (a fresh profile each).
 * Windows: one WebDriver session has one current window and one current frame, so the
 * shoppers of a journey's windows (a popup, a second window) share one queue of commands
 * and each switches to its own window first.
 *
 * Console: watched by a collector the driver puts in each document it reads
 * (webkit-console.ts, which says what it cannot see).
 */
import { SessionStartTimeout, WebDriverSession, type ElementRef } from '../webdriver-client';
import { describe, KEY_PAUSE_MS, waitFor, type Place, type Shopper } from '../shopper';
import type { OpenOptions } from './open-options';
import { freePort, startServer, startXvfb, type Started } from './processes';
import { COLLECT_PROBLEMS } from './webkit-console';

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

export interface WebKitHost {
  readonly base: string;
  /** What the driver (and the browsers it starts) said since the last take: for a failure's report. */
  takeLines(): string[];
  /** A fresh driver process (and display) in place of this one, at a new `base`. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function startWebKitHost(): Promise<WebKitHost> {
  let lines: string[] = [];
  let running = await startDriver((line) => lines.push(line));
  return {
    get base() {
      return running.base;
    },
    takeLines: () => {
      const taken = lines;
      lines = [];
      return taken;
    },
    restart: async () => {
      await running.stop();
      running = await startDriver((line) => lines.push(line));
    },
    stop: () => running.stop(),
  };
}

async function startDriver(onLine: (line: string) => void): Promise<{ base: string; stop(): Promise<void> }> {
  const xvfb = process.env.DISPLAY ? null : await startXvfb();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let driver: Started;
  try {
    driver = await startServer(
      WEBKIT_DRIVER,
      [`--port=${port}`],
      { ...process.env, ...(xvfb ? { DISPLAY: xvfb.display } : {}) },
      onLine,
      async () => (await fetch(`${base}/status`)).ok,
    );
  } catch (error) {
    await xvfb?.stop();
    throw error;
  }
  return {
    base,
    stop: async () => {
      await driver.stop();
      await xvfb?.stop();
    },
  };
}

export async function openWebKit(host: WebKitHost, merchantUrl: string, options: OpenOptions = {}): Promise<Shopper> {
  // No script runs before a document's own over WebDriver classic: a journey that needs one cannot run here (journeys say which).
  if (options.initScript) throw new Error("WebKit over WebDriver classic cannot run a script before the page's own");
  host.takeLines();
  const args = ['--automation', ...(options.dark ? ['--dark-mode'] : [])];
  const session = await startSession(host, { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args } });
  // A WebDriver session has one current window and frame: one command sequence at a time, or two reads switch each other's.
  let queue: Promise<unknown> = Promise.resolve();
  const serial =
    <A extends unknown[], T>(work: (...args: A) => Promise<T>) =>
    (...args: A): Promise<T> => {
      const next = queue.then(() => work(...args));
      queue = next.catch(() => undefined);
      return next;
    };
  const shared: Shared = { session, serial, merchantUrl, seen: [], current: await session.window() };
  return windowShopper(shared, shared.current, () => session.close());
}

/**
 * A session, from a fresh driver when this one started none in time. Under load on 2 cores
 * WebKitWebDriver has once waited for a MiniBrowser that never connected back, until the
 * journey's timeout; no page of ours has loaded at that point, so a second driver is fair.
 */
async function startSession(host: WebKitHost, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
  try {
    return await WebDriverSession.create(host.base, capabilities);
  } catch (error) {
    if (!(error instanceof SessionStartTimeout)) throw error;
    console.warn(`${error.message}; a fresh driver in its place. The driver said:\n${host.takeLines().join('\n')}`);
    await host.restart();
    return WebDriverSession.create(host.base, capabilities);
  }
}

interface Shared {
  readonly session: WebDriverSession;
  readonly serial: <A extends unknown[], T>(work: (...args: A) => Promise<T>) => (...args: A) => Promise<T>;
  readonly merchantUrl: string;
  readonly seen: string[];
  /** The window the session's commands go to now. */
  current: string;
}

function windowShopper(shared: Shared, handle: string, close: () => Promise<void>): Shopper {
  const { session, serial, merchantUrl, seen } = shared;
  const own = async () => {
    if (shared.current === handle) return;
    await session.switchToWindow(handle);
    shared.current = handle;
  };
  /** Into a document of ours: its collector installed (the first time) and emptied into the journey's list. */
  const collect = async () => {
    const problems = await session.execute(COLLECT_PROBLEMS).catch(() => []);
    if (Array.isArray(problems)) seen.push(...problems.map(String));
  };

  /** Into the frames of `place` from the top; the element, or null. Once more when a frame was replaced meanwhile. */
  const locate = (place: Place): Promise<ElementRef | null> =>
    locateOnce(place).catch((error: unknown) => {
      if (!/stale element/.test(String(error))) throw error;
      return locateOnce(place);
    });
  const locateOnce = async (place: Place): Promise<ElementRef | null> => {
    await own();
    await session.switchTo(null);
    await collect();
    for (const frame of place.frames ?? []) {
      const element = await session.find(frame);
      if (!element) return null;
      await session.switchTo(element);
      await collect();
    }
    if (!place.text) return session.find(place.css);
    for (const element of await session.findAll(place.css)) {
      const name = `${String(await session.property(element, 'textContent'))} ${(await session.attribute(element, 'aria-label')) ?? ''}`;
      if (name.includes(place.text)) return element;
    }
    return null;
  };
  const must = async (place: Place): Promise<ElementRef> => {
    const element = await locate(place);
    if (!element) throw new Error(`no ${describe(place)} in WebKit`);
    return element;
  };
  const isOpen = async () => (await session.windows()).includes(handle);
  // A press may close its window (a wallet's sheet, a bank's page): that end is the expected one.
  const press = async (place: Place) => {
    const element = await must(place);
    await session.click(element).catch(async (error: unknown) => {
      if (await isOpen()) throw error;
    });
  };
  const other = (opened: string) =>
    windowShopper(
      shared,
      opened,
      serial(async () => {
        if (!(await session.windows()).includes(opened)) return;
        await session.switchToWindow(opened);
        shared.current = opened;
        await session.closeWindow();
      }),
    );

  return {
    engine: 'webkit',
    goto: serial(async (address: string) => {
      await own();
      await session.goto(new URL(address, merchantUrl).href);
    }),
    url: serial(async () => {
      await own();
      return session.url();
    }),
    click: serial(press),
    fill: serial(async (place: Place, text: string, pauseMs = KEY_PAUSE_MS) => {
      await press(place);
      await session.keys(text, pauseMs);
    }),
    // WebDriver picks an option by a click on it.
    select: serial(async (place: Place, value: string) => void (await session.click(await must({ ...place, css: `${place.css} option[value="${value}"]` })))),
    type: serial(async (text: string) => {
      await own();
      await session.keys(text, KEY_PAUSE_MS);
    }),
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
    evaluate: serial(async (frames: readonly string[], expression: string) => {
      await own();
      await session.switchTo(null);
      for (const selector of frames) {
        const element = await session.find(selector);
        if (!element) throw new Error(`no frame ${selector} in WebKit`);
        await session.switchTo(element);
      }
      return session.execute(`return ${expression};`);
    }),
    screenshot: serial(async () => {
      await own();
      return session.screenshot();
    }),
    viewport: serial(async () => {
      await own();
      await session.switchTo(null);
      return (await session.execute('return { width: window.innerWidth, height: window.innerHeight };')) as { width: number; height: number };
    }),
    popup: serial(async (place: Place) => {
      const before = await session.windows();
      await press(place);
      const after = await waitFor(
        `a window opened by ${describe(place)}`,
        () => session.windows(),
        (handles) => handles.some((one) => !before.includes(one)),
        10_000,
      );
      return other(after.find((one) => !before.includes(one)) ?? '');
    }),
    openWindow: async (address: string) => {
      const opened = await serial(() => session.newWindow())();
      const shopper = other(opened);
      await shopper.goto(address);
      return shopper;
    },
    isOpen: serial(isOpen),
    // The last word of the window's top page, once the journey is done with it.
    problems: serial(async () => {
      if (await isOpen()) {
        await own();
        await session.switchTo(null);
        await collect();
      }
      return seen;
    }),
    close,
  };
}
