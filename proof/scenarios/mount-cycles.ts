/**
 * Issue 15: "1,000 mount/unmount cycles back to baseline". On a merchant page, card
 * elements are mounted and unmounted 1,000 times (a few at once, as a page with several
 * elements would): each element is mounted, waits for `ready`, is unmounted, mounted
 * again, waits for `ready`, and is destroyed. The page's footprint (support/page-footprint.ts)
 * is taken after one warm-up cycle (the SDK's lazy parts and the browser's caches loaded)
 * and again after the last cycle: iframes, frames, listeners and DOM nodes exactly as
 * they were, the JS heap within a small margin of it.
 */
import type { Page } from '@playwright/test';
import { scaled, type Scenario } from '../scenario';
import { createIntent, openLabPage, type Intent, type LabState } from '../support/lab-page';
import { footprint, type Footprint } from '../support/page-footprint';
import { waitUntil } from '../support/wait';
import { inContext } from '../support/world';

/** Elements cycling at once. */
const SLOTS = 8;
/** What the heap may grow by and still be "back": the SDK's caches and V8's own bookkeeping are not leaks. */
const HEAP_MARGIN_BYTES = 1024 * 1024;

/**
 * Runs `cycles` mount/unmount cycles (two per element) on `slots` elements at once, inside
 * the page.
 */
function cycle(page: Page, intent: Intent, cycles: number, slots: number): Promise<number> {
  return page.evaluate(
    async ({ intent, cycles, slots }) => {
      const { portico } = (window as unknown as { __lab: LabState }).__lab;
      let done = 0;
      await Promise.all(
        Array.from({ length: slots }, async () => {
          const host = document.body.appendChild(document.createElement('div'));
          while (done < cycles) {
            done += 2;
            const element = portico.createElement('card', intent);
            for (const last of [false, true]) {
              await new Promise<void>((resolve, reject) => {
                const settle = (error: Error | null): void => {
                  offReady();
                  offError();
                  if (error) reject(error);
                  else resolve();
                };
                const offReady: () => void = element.on('ready', () => settle(null));
                const offError: () => void = element.on('error', (error: { code: string }) => settle(new Error(error.code)));
                element.mount(host);
              });
              if (last) element.destroy();
              else element.unmount();
            }
          }
          host.remove();
        }),
      );
      return done;
    },
    { intent, cycles, slots },
  );
}

function describe(before: Footprint, after: Footprint): string {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `iframes ${before.iframes}→${after.iframes}, frames ${before.frames}→${after.frames}, listeners ${before.listeners}→${after.listeners}, nodes ${before.nodes}→${after.nodes}, heap ${mb(before.heap)}→${mb(after.heap)}`;
}

export const mountCycles: Scenario = {
  id: 'mount-cycles',
  title: 'Mount and unmount card elements 1,000 times',
  async run(_seed, scale, lazyWorld) {
    const world = await lazyWorld.get();
    return inContext(world, async (context) => {
      const page = await openLabPage(context, world);
      const session = await context.newCDPSession(page);
      const intent = await createIntent(world);
      await cycle(page, intent, 2, 1);
      const before = await footprint(page, session);
      const cycles = await cycle(page, intent, scaled(1_000, scale, 2), SLOTS);
      // Chromium reports each removed frame's detaching on its own: wait until it has for all of them.
      await waitUntil(() => page.frames().length <= before.frames, 10_000);
      const after = await footprint(page, session);
      const back = after.iframes === before.iframes && after.frames === before.frames && after.listeners === before.listeners && after.nodes === before.nodes;
      return {
        runs: cycles,
        figure: describe(before, after),
        pass: back && after.heap <= before.heap + HEAP_MARGIN_BYTES,
      };
    });
  },
};
