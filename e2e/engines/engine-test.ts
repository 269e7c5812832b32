/**
 * The journeys' test: a Shopper of the project's engine for each journey, the two
 * origins of the global setup, and a clean console at the end (no error, warning or
 * CSP refusal from our pages). Each engine's browser (or driver process) is started
 * once per worker.
 */
import { test as base } from '@playwright/test';
import type { Browser as PlaywrightBrowser } from '@playwright/test';
import type { Browser as PuppeteerBrowser } from 'puppeteer-core';
import { launchChromium, openChromium } from './drivers/chromium';
import { launchFirefox, openFirefox } from './drivers/firefox';
import { openWebKit, startWebKitHost, type WebKitHost } from './drivers/webkit';
import type { Journey, Origins } from './journeys/journey';
import type { EngineName, Shopper } from './shopper';

interface Engines {
  open: (journey: Journey, origins: Origins) => Promise<Shopper>;
}

export const test = base.extend<{ origins: Origins }, { engine: EngineName; engines: Engines }>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  engines: [
    async ({ engine }, use) => {
      const held: { chromium?: PlaywrightBrowser; firefox?: PuppeteerBrowser; webkit?: WebKitHost; darkFirefox: PuppeteerBrowser[] } = { darkFirefox: [] };
      await use({
        open: async (journey, origins) => {
          const { merchantUrl } = origins;
          const dark = journey.dark === true;
          const options = { dark, ...(journey.initScript ? { initScript: journey.initScript(origins) } : {}) };
          switch (engine) {
            case 'chromium':
            case 'phone':
              held.chromium ??= await launchChromium();
              return openChromium(held.chromium, merchantUrl, { ...options, phone: engine === 'phone' });
            case 'firefox': {
              if (!dark) return openFirefox((held.firefox ??= await launchFirefox()), merchantUrl, options);
              const browser = await launchFirefox({ dark: true });
              held.darkFirefox.push(browser);
              return openFirefox(browser, merchantUrl, options);
            }
            case 'webkit':
              held.webkit ??= await startWebKitHost();
              return openWebKit(held.webkit, merchantUrl, options);
          }
        },
      });
      await held.chromium?.close();
      await held.firefox?.close();
      for (const browser of held.darkFirefox) await browser.close();
      await held.webkit?.stop();
    },
    { scope: 'worker' },
  ],
  origins: async ({}, use) => {
    const merchantUrl = process.env.PORTICO_MERCHANT_URL;
    const checkoutUrl = process.env.PORTICO_CHECKOUT_URL;
    if (!merchantUrl || !checkoutUrl) throw new Error('no servers: the journeys run under playwright.engines.config.ts, whose global setup starts them');
    await use({ merchantUrl, checkoutUrl });
  },
});

/** Runs the journey in the project's engine; fails on a console problem of ours even when the journey passed. */
export function journeyTest(journey: Journey): void {
  test(journey.name, async ({ engines, origins, engine }, testInfo) => {
    const reason = journey.skip?.[engine];
    test.skip(reason !== undefined, reason);
    const shopper = await engines.open(journey, origins);
    try {
      await journey.run(shopper, origins);
      const ours = (await shopper.problems()).filter((line) => isOurs(line, origins));
      if (ours.length > 0) throw new Error(`console problems from our pages in ${shopper.engine}:\n${ours.join('\n')}`);
    } finally {
      const all = await shopper.problems().catch(() => []);
      if (all.length > 0) await testInfo.attach('console', { body: all.join('\n'), contentType: 'text/plain' });
      await shopper.close();
    }
  });
}

/**
 * A line that names one of our two origins, or names none (a console line of ours without a
 * location). The browser's own note of an API answer with an error status (a decline is a
 * 402, a refused confirm a 400) is the network's, not a page's: the page handled the answer.
 */
function isOurs(line: string, { merchantUrl, checkoutUrl }: Origins): boolean {
  const urls = line.match(/https?:\/\/[^\s)'"]+/g) ?? [];
  if (/Failed to load resource/.test(line) && urls.every((url) => url.startsWith(`${checkoutUrl}/api/`))) return false;
  return urls.length === 0 || urls.some((url) => url.startsWith(merchantUrl) || url.startsWith(checkoutUrl));
}
