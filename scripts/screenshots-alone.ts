/**
 * Runs one screenshots script on its own: the servers on free ports, Debian's Chromium,
 * each width and scheme in turn, into .portico/screenshots/.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from '../e2e/support/chromium';
import { ensureCjkFonts } from './ensure-chromium.mjs';
import { startServers } from '../e2e/support/servers';

export const SHOTS_OUT = '.portico/screenshots';
export const SHOT_WIDTHS = [320, 375, 1280] as const;
export const SHOT_SCHEMES = ['light', 'dark'] as const;

export interface Shots {
  readonly browser: Browser;
  readonly merchantUrl: string;
  readonly checkoutUrl: string;
  readonly width: number;
  readonly scheme: (typeof SHOT_SCHEMES)[number];
  readonly out: string;
}

/** The servers on free ports (a fresh sandbox state) and Debian's Chromium, for any screenshots run. */
export async function startShotRun(): Promise<{ servers: Awaited<ReturnType<typeof startServers>>; browser: Browser }> {
  mkdirSync(SHOTS_OUT, { recursive: true });
  ensureCjkFonts();
  const servers = await startServers({
    merchantPort: 0,
    checkoutPort: 0,
    merchantHost: 'localhost',
    checkoutHost: '127.0.0.1',
    stateFile: join(mkdtempSync(join(tmpdir(), 'portico-shots-')), 'state.json'),
    quiet: true,
  });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  return { servers, browser };
}

export async function shootAlone(shoot: (shots: Shots) => Promise<void>): Promise<void> {
  const { servers, browser } = await startShotRun();
  try {
    for (const width of SHOT_WIDTHS) {
      for (const scheme of SHOT_SCHEMES)
        await shoot({ browser, merchantUrl: servers.merchantUrl, checkoutUrl: servers.checkoutUrl, width, scheme, out: SHOTS_OUT });
    }
    console.log(`Screenshots in ${SHOTS_OUT}/`);
  } finally {
    await browser.close();
    await servers.close();
  }
}

/** The card element on the demo's page, paid with the challenge card: waits until the bank's code field shows. */
export async function openChallenge(page: Page, merchantUrl: string): Promise<void> {
  await page.goto(`${merchantUrl}/card-script.html`);
  await page.locator('#pay:not([disabled])').waitFor();
  const frame = page.frameLocator('#card-element iframe');
  await frame.locator('input[name="number"]').fill('4000000000003220');
  await frame.locator('input[name="expiry"]').fill('12 / 34');
  await frame.locator('input[name="cvc"]').fill('123');
  await page.locator('#pay').click();
  await page.frameLocator('dialog[data-portico-3ds] iframe').frameLocator('iframe[name="portico-acs"]').locator('#otp').waitFor();
}
