import type { Locator } from '@playwright/test';

/**
 * Scrolls `target` into the window and waits until the page has been drawn there, before a
 * click or a check. Playwright scrolls and presses at once, and Chromium may still route the
 * press by where a cross-origin frame was before the scroll (its new place reaches the browser
 * a frame later): a press meant for a button in the frame then lands on the merchant's page,
 * the frame never hears it, and Playwright's hit check, which runs in the frame, reports the
 * click done. The method's header in the recurring drop-in at 375 px was lost that way.
 */
export async function inView(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await target.page().evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Clicks `target` once it is in the window and drawn there (inView). */
export async function clickInView(target: Locator): Promise<void> {
  await inView(target);
  await target.click();
}
