/**
 * Firefox ESR through puppeteer-core over WebDriver BiDi (Playwright 1.65 cannot drive
 * Debian's Firefox: /work/shared/TOOLCHAIN.md). One browser per worker; one browser
 * context (a fresh profile's storage) per journey. Dark mode is a Firefox pref, so a
 * dark journey gets a browser of its own.
 */
import puppeteer, { type Browser, type ElementHandle, type Frame, type Page } from 'puppeteer-core';
import { describe, KEY_PAUSE_MS, waitFor, type Place, type Shopper } from '../shopper';
import { reportCspViolations } from './csp-console';
import type { OpenOptions } from './open-options';

export const FIREFOX = '/usr/bin/firefox-esr';

export function launchFirefox(options: { dark?: boolean } = {}): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.PORTICO_FIREFOX ?? FIREFOX,
    headless: true,
    // 0: dark, 1: light (what `prefers-color-scheme` answers); otherwise the system's.
    extraPrefsFirefox: { 'layout.css.prefers-color-scheme.content-override': options.dark ? 0 : 1 },
  });
}

export async function openFirefox(browser: Browser, merchantUrl: string, options: OpenOptions = {}): Promise<Shopper> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  if (options.initScript) await page.evaluateOnNewDocument(options.initScript);
  return windowShopper(page, { merchantUrl, seen: [] }, () => context.close());
}

interface Journeying {
  readonly merchantUrl: string;
  /** Every window's console problems, in one list: a wallet's sheet is as much ours as the page. */
  readonly seen: string[];
}

/** `name` of the element: its text, or its aria-label (a button drawn as a picture, a wallet's). */
const named = (element: Element, name: string) => (element.textContent ?? '').includes(name) || (element.getAttribute('aria-label') ?? '').includes(name);

async function windowShopper(page: Page, journey: Journeying, close: () => Promise<void>): Promise<Shopper> {
  const { seen, merchantUrl } = journey;
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warn') seen.push(`${message.type()}: ${message.text()} (${message.location().url ?? ''})`);
  });
  page.on('pageerror', (error) => seen.push(`pageerror: ${String(error)}`));
  await page.evaluateOnNewDocument(reportCspViolations);

  const locate = async (place: Place): Promise<ElementHandle<Element> | null> => {
    let frame: Frame = page.mainFrame();
    for (const selector of place.frames ?? []) {
      const element = await frame.$(selector);
      const inner = await element?.contentFrame();
      if (!inner) return null;
      frame = inner;
    }
    if (!place.text) return frame.$(place.css);
    for (const element of await frame.$$(place.css)) {
      if (await element.evaluate(named, place.text)) return element;
    }
    return null;
  };
  const must = async (place: Place) => {
    const element = await locate(place);
    if (!element) throw new Error(`no ${[...(place.frames ?? []), place.css].join(' » ')} in Firefox`);
    return element;
  };
  const read = async (place: Place, property: 'textContent' | 'value') => {
    const element = await locate(place);
    return element ? element.evaluate((node, name) => String((node as unknown as Record<string, unknown>)[name] ?? ''), property) : null;
  };
  // A press may close its window (a wallet's sheet, a bank's page): that end is the expected one.
  // The element found may be replaced before the press lands (the boot markup's field by the
  // runtime's): a shopper presses what is there then, so the place is found again, as
  // Playwright's locators do.
  const click = async (place: Place, replacedBefore = 0): Promise<void> =>
    (await must(place)).click().catch((error: unknown) => {
      if (page.isClosed()) return;
      if (replacedBefore < 3 && error instanceof Error && /detached/i.test(error.message)) return click(place, replacedBefore + 1);
      throw error;
    });

  return {
    engine: 'firefox',
    goto: async (address) => void (await page.goto(new URL(address, merchantUrl).href)),
    url: async () => page.url(),
    click,
    fill: async (place, text, pauseMs = KEY_PAUSE_MS) => {
      await click(place);
      await page.keyboard.type(text, { delay: pauseMs });
    },
    select: async (place, value) => void (await (await must(place)).select(value)),
    type: (text) => page.keyboard.type(text, { delay: KEY_PAUSE_MS }),
    text: (place) => read(place, 'textContent'),
    value: (place) => read(place, 'value'),
    enabled: async (place) => {
      const element = await locate(place);
      return element !== null && (await element.evaluate((node) => !(node as HTMLButtonElement).disabled));
    },
    rect: async (place) => (await locate(place))?.boundingBox() ?? null,
    attribute: async (place, name) => (await (await locate(place))?.evaluate((node, attribute) => node.getAttribute(attribute), name)) ?? null,
    evaluate: async (frames, expression) => {
      let frame: Frame = page.mainFrame();
      for (const selector of frames) {
        const inner = await (await frame.$(selector))?.contentFrame();
        if (!inner) throw new Error(`no frame ${selector}`);
        frame = inner;
      }
      return frame.evaluate(expression);
    },
    screenshot: async () => Buffer.from(await page.screenshot()),
    viewport: () => page.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight })),
    popup: async (place) => {
      // Not Page's 'popup' event: over BiDi it is not sent for a window a frame opened (the checkout's frames open them).
      const before = await page.browserContext().pages();
      await click(place);
      const pages = await waitFor(
        `a window opened by ${describe(place)}`,
        () => page.browserContext().pages(),
        (all) => all.some((one) => !before.includes(one)),
        10_000,
      );
      const popup = pages.find((one) => !before.includes(one));
      if (!popup) throw new Error(`${describe(place)} opened no window`);
      return windowShopper(popup, journey, async () => void (popup.isClosed() ? undefined : await popup.close()));
    },
    openWindow: async (address) => {
      const opened = await page.browserContext().newPage();
      const shopper = await windowShopper(opened, journey, () => opened.close());
      await shopper.goto(address);
      return shopper;
    },
    isOpen: async () => !page.isClosed(),
    problems: async () => seen,
    close,
  };
}
