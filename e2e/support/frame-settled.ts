import { expect, type Locator } from '@playwright/test';

/**
 * Waits until each element iframe `iframes` matches is as tall as its content. The frame reports its
 * height debounced (60 ms, spec §9), so after its content changes (a decline's message
 * goes as the shopper types) the merchant's button under it still moves for a moment;
 * a click then can land where the button was. A shopper's eye waits for the page to
 * stop moving; this is that wait.
 */
export async function expectFrameSettled(iframes: Locator, intervals?: number[]): Promise<void> {
  await expect.poll(() => unsettledFrames(iframes), { intervals }).toBe('settled');
}

/** 'settled', or what each frame that is not as tall as its content shows. */
async function unsettledFrames(iframes: Locator): Promise<string> {
  const unsettled: string[] = [];
  for (const iframe of await iframes.elementHandles()) {
    const frame = await iframe.contentFrame();
    const content = frame ? await frame.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height)).catch(() => -1) : -1;
    const shown = await iframe.evaluate((element) => (element as Element).getBoundingClientRect().height);
    if (Math.abs(shown - content) > 1) unsettled.push(`iframe ${shown}px, content ${content}px`);
  }
  return unsettled.join('; ') || 'settled';
}
