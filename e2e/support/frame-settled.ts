import { expect, type Locator } from '@playwright/test';

/**
 * Waits until an element's iframe is as tall as its content. The frame reports its
 * height debounced (60 ms, spec §9), so after its content changes (a decline's message
 * goes as the shopper types) the merchant's button under it still moves for a moment;
 * a click then can land where the button was. A shopper's eye waits for the page to
 * stop moving; this is that wait.
 */
export async function expectFrameSettled(iframe: Locator): Promise<void> {
  await expect
    .poll(async () => {
      const frame = await (await iframe.elementHandle()).contentFrame();
      if (!frame) return 'no frame';
      const content = await frame.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height)).catch(() => -1);
      const shown = await iframe.evaluate((element) => (element as HTMLIFrameElement).getBoundingClientRect().height);
      return Math.abs(shown - content) <= 1 ? 'settled' : `iframe ${shown}px, content ${content}px`;
    })
    .toBe('settled');
}
