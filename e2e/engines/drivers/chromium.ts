/**
 * Chromium through Playwright, as the rest of the suite drives it (Debian's binary),
 * and the same on a phone: Chromium's mobile emulation (touch, a 390 px wide screen
 * at device scale 3, a phone's user agent), tapping instead of clicking.
 */
import { chromium, type Browser, type BrowserContextOptions, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from '../../support/chromium';
import { KEY_PAUSE_MS, type Place, type Shopper } from '../shopper';
import type { OpenOptions } from './open-options';

export function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  return chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });
}

/** A phone as spec §3 means one: narrow, touch, dense pixels, a mobile browser's user agent. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
};

export async function openChromium(browser: Browser, merchantUrl: string, options: OpenOptions & { phone?: boolean } = {}): Promise<Shopper> {
  const context = await browser.newContext({ ...(options.phone ? PHONE : {}), colorScheme: options.dark ? 'dark' : 'light' });
  if (options.initScript) await context.addInitScript({ content: options.initScript });
  const page = await context.newPage();
  return windowShopper(page, { merchantUrl, phone: options.phone === true, seen: [] }, () => context.close());
}

interface Journeying {
  readonly merchantUrl: string;
  readonly phone: boolean;
  /** Every window's console problems, in one list: a wallet's sheet is as much ours as the page. */
  readonly seen: string[];
}

/** A window closed by the press that acts in it (a wallet's sheet): its end is the one expected. */
async function pressInClosingWindow(page: Page, press: () => Promise<void>): Promise<void> {
  await press().catch(async (error: unknown) => {
    if (page.isClosed()) return;
    await page.waitForEvent('close', { timeout: 2_000 }).catch(() => {
      throw error;
    });
  });
}

function windowShopper(page: Page, journey: Journeying, close: () => Promise<void>): Shopper {
  const { seen, phone, merchantUrl } = journey;
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') seen.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => seen.push(`pageerror: ${String(error)}`));

  const locate = (place: Place): Locator => {
    let scope: Page | FrameLocator = page;
    for (const frame of place.frames ?? []) scope = scope.frameLocator(frame);
    const all = scope.locator(place.css);
    if (!place.text) return all.first();
    return all
      .filter({ hasText: place.text })
      .or(all.and(scope.locator(`[aria-label*=${JSON.stringify(place.text)}]`)))
      .first();
  };
  const present = async (place: Place) => (await locate(place).count()) > 0;
  const press = (place: Place) => pressInClosingWindow(page, () => (phone ? locate(place).tap() : locate(place).click()));

  return {
    engine: phone ? 'phone' : 'chromium',
    goto: async (address) => void (await page.goto(new URL(address, merchantUrl).href)),
    url: async () => page.url(),
    click: press,
    fill: async (place, text, pauseMs = KEY_PAUSE_MS) => {
      await press(place);
      await page.keyboard.type(text, { delay: pauseMs });
    },
    select: async (place, value) => void (await locate(place).selectOption(value)),
    type: (text) => page.keyboard.type(text, { delay: KEY_PAUSE_MS }),
    text: async (place) => ((await present(place)) ? locate(place).textContent({ timeout: 2000 }) : null),
    value: async (place) => ((await present(place)) ? locate(place).inputValue({ timeout: 2000 }) : null),
    enabled: async (place) => (await present(place)) && locate(place).isEnabled({ timeout: 2000 }),
    attribute: async (place, name) => ((await present(place)) ? locate(place).getAttribute(name, { timeout: 2000 }) : null),
    rect: async (place) => ((await present(place)) ? locate(place).boundingBox({ timeout: 2000 }) : null),
    evaluate: async (frames, expression) => {
      let frame = page.mainFrame();
      for (const selector of frames) {
        const inner = await (await frame.$(selector))?.contentFrame();
        if (!inner) throw new Error(`no frame ${selector}`);
        frame = inner;
      }
      return frame.evaluate(expression);
    },
    screenshot: () => page.screenshot(),
    viewport: () => page.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight })),
    popup: async (place) => {
      const [opened] = await Promise.all([page.waitForEvent('popup'), press(place)]);
      return windowShopper(opened, journey, () => (opened.isClosed() ? Promise.resolve() : opened.close()));
    },
    openWindow: async (address) => {
      const opened = await page.context().newPage();
      const shopper = windowShopper(opened, journey, () => opened.close());
      await shopper.goto(address);
      return shopper;
    },
    isOpen: async () => !page.isClosed(),
    problems: async () => seen,
    close,
  };
}
