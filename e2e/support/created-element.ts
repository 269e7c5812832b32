/**
 * A handle on the element a demo page makes: the demo keeps its element to itself, so the
 * SDK's global (`window.Portico`, set by its script tag) is wrapped before the page runs and
 * the element its `createElement` returns is kept as `window.createdElement`. Only the SDK's
 * public surface is used: what a merchant's own code could do with the element.
 */
import type { Page } from '@playwright/test';

interface Updatable {
  update(update: { locale: string }): Promise<void>;
}

/** Keeps the next element the page creates (call before the page is opened). */
export async function keepCreatedElement(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Portico = { init(...args: unknown[]): Promise<{ createElement(...args: unknown[]): unknown }> };
    const w = window as unknown as { Portico?: Portico; createdElement?: unknown };
    let sdk: Portico | undefined;
    Object.defineProperty(w, 'Portico', {
      configurable: true,
      get: () => sdk,
      set(value: Portico) {
        sdk = {
          init: async (...args) => {
            const portico = await value.init(...args);
            return { ...portico, createElement: (...rest) => (w.createdElement = portico.createElement(...rest)) };
          },
        };
      },
    });
  });
}

/** The kept element's `update({ locale })`, as the merchant calls it. */
export function updateLocale(page: Page, locale: string): Promise<void> {
  return page.evaluate((lng) => (window as unknown as { createdElement: Updatable }).createdElement.update({ locale: lng }), locale);
}
