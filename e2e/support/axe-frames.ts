/**
 * axe's Playwright runner injects axe-core into each frame against a 1 s timer, and a
 * frame that misses it is left out of the results without a word. On this machine's
 * Chromium (Debian's 156) injecting into a cross-origin frame takes 2–3 s, so every
 * element frame was silently skipped (the specs' "axe reached into the frame" checks
 * caught it). Here the same injection waits as long as the test lets it.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Frame } from '@playwright/test';

interface Injecting {
  inject(frames: Frame[], shouldThrow?: boolean): Promise<void>;
  script(): string;
  axeConfigure(): Promise<string>;
}

const runner = AxeBuilder.prototype as unknown as Injecting;
runner.inject = async function inject(this: Injecting, frames: Frame[], shouldThrow?: boolean): Promise<void> {
  for (const frame of frames) {
    try {
      await frame.evaluate(this.script());
      await frame.evaluate(await this.axeConfigure());
    } catch (error) {
      if (shouldThrow) throw error;
    }
  }
};
