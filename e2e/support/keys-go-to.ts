import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The shopper's next key goes to `input`, in the iframe `frame` of the page: the input is focused, in the frame that
 * has the page's focus. The first alone (Playwright's toBeFocused) also holds for an input focused in a frame the
 * page's focus has not reached yet, where a key typed goes elsewhere.
 */
export async function expectKeysGoTo(page: Page, frame: string, input: Locator): Promise<void> {
  await expect(input).toBeFocused();
  await expect
    .poll(() => page.evaluate((selector) => document.activeElement === document.querySelector(selector), frame), { message: `the page's focus in ${frame}` })
    .toBe(true);
}
