/**
 * The suite's Chromium flags (e2e/support/chromium.ts): our `--disable-features` replaces
 * Playwright's, so it must still hold every feature Playwright turns off; and the omnibox's
 * WebUI popup, a renderer per window that no test shows, is not loaded.
 */
import { chromium } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from './support/chromium';
import { expect, test } from './support/fixtures';

const featuresIn = (args: readonly string[]): string[] =>
  args.flatMap((arg) => (arg.startsWith('--disable-features=') ? arg.slice('--disable-features='.length).split(',') : []));

test("the suite's --disable-features keeps every feature Playwright itself disables", async () => {
  const server = await chromium.launchServer({ executablePath: chromiumPath() });
  try {
    const playwrights = featuresIn(server.process().spawnargs);
    expect(playwrights.length, "Playwright's own --disable-features, read from a default launch").toBeGreaterThan(0);
    expect(featuresIn(CHROMIUM_ARGS)).toEqual(expect.arrayContaining(playwrights));
  } finally {
    await server.close();
  }
});

test("a test's window loads no browser UI page (the omnibox popup's WebUI)", async ({ browser, page, merchantUrl }) => {
  await page.goto(`${merchantUrl}/card-script.html`);
  await expect(page.locator('#pay')).toBeEnabled();
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] });
  // The page's own targets are there: the filter lists every kind, so an empty answer would prove nothing.
  expect(targetInfos.filter((target) => target.type === 'page').length).toBeGreaterThan(0);
  expect(targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url)).toEqual([]);
});
