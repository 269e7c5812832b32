/**
 * Firefox ESR through puppeteer-core over WebDriver BiDi (Playwright 1.65 cannot drive
 * Debian's Firefox: /work/shared/TOOLCHAIN.md). One browser per worker; one browser
 * context (a fresh profile's storage) per journey. Dark mode is a Firefox pref, so a
 * dark journey gets a browser of its own.
 */
import puppeteer, { type Browser, type ElementHandle, type Frame, type Page } from 'puppeteer-core';
import { KEY_PAUSE_MS, type Place, type Shopper } from '../shopper';
import { reportCspViolations } from './csp-console';

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

export async function openFirefox(browser: Browser, merchantUrl: string): Promise<Shopper> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const seen: string[] = [];
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
      if ((await element.evaluate((node) => node.textContent ?? '')).includes(place.text)) return element;
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

  return shopperOf(page, {
    goto: async (address) => void (await page.goto(new URL(address, merchantUrl).href)),
    click: async (place) => (await must(place)).click(),
    fill: async (place, text) => {
      await (await must(place)).click();
      await page.keyboard.type(text, { delay: KEY_PAUSE_MS });
    },
    select: async (place, value) => void (await (await must(place)).select(value)),
    text: (place) => read(place, 'textContent'),
    value: (place) => read(place, 'value'),
    enabled: async (place) => {
      const element = await locate(place);
      return element !== null && (await element.evaluate((node) => !(node as HTMLButtonElement).disabled));
    },
    rect: async (place) => (await locate(place))?.boundingBox() ?? null,
    attribute: async (place, name) => (await (await locate(place))?.evaluate((node, attribute) => node.getAttribute(attribute), name)) ?? null,
    seen,
    close: () => context.close(),
  });
}

type Parts = Pick<Shopper, 'goto' | 'click' | 'fill' | 'select' | 'text' | 'value' | 'attribute' | 'enabled' | 'rect' | 'close'> & { readonly seen: string[] };

function shopperOf(page: Page, parts: Parts): Shopper {
  return {
    engine: 'firefox',
    ...parts,
    url: async () => page.url(),
    viewport: () => page.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight })),
    type: (text) => page.keyboard.type(text, { delay: KEY_PAUSE_MS }),
    problems: () => parts.seen,
  };
}
