import type { Locator, Page } from '@playwright/test';

/**
 * Presses `key` in a window the press itself closes (a wallet's sheet, a bank's page):
 * the key goes down, the window acts and closes, and the key's release finds it gone.
 * That end is the one expected; any other failure of the press is still thrown.
 */
export async function pressToClose(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key).catch(async (error: unknown) => {
    if (page.isClosed()) return;
    await page.waitForEvent('close', { timeout: 2_000 }).catch(() => {
      throw error;
    });
  });
}

/** Clicks `target` in a window the click closes (a wallet's sheet, a bank's popup): the window gone is the expected end. */
export async function clickToClose(target: Locator): Promise<void> {
  const page = target.page();
  await target.click().catch(async (error: unknown) => {
    if (page.isClosed()) return;
    await page.waitForEvent('close', { timeout: 2_000 }).catch(() => {
      throw error;
    });
  });
}
