/**
 * Issue 15: "an unregistered origin: 0 payable fields". The checkout serves an element's
 * document (`/?account=<account_id>#/elements/card?…`) with `Content-Security-Policy:
 * frame-ancestors <registered origins>` (sandbox/static/document-headers.ts); the demo
 * merchant's origin is registered, no other is. A merchant page on a third loopback origin
 * (127.0.0.2, registered nowhere) mounts a card element with a valid client secret. The
 * SDK must report `origin_not_registered`, and the card inputs visible in the frame are
 * counted: there must be none. Anything else (ready, a time-out) fails the row.
 */
import type { BrowserContext } from '@playwright/test';
import type { Scenario } from '../scenario';
import { createIntent, type Intent } from '../support/lab-page';
import { serveOn } from '../support/loopback-server';
import { inContext, type World } from '../support/world';

const EXPECTED_CODE = 'origin_not_registered';
/** Longer than the SDK's handshake time-out (15 s), so a frame the browser refused to show is reported one way or another. */
const WAIT_MS = 20_000;

function merchantPage(world: World, intent: Intent): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unregistered shop</title>
<script src="${world.sdkUrl}"></script></head><body><main><div id="card"></div>
<script type="module">
  const portico = await window.Portico.init();
  const card = portico.createElement('card', ${JSON.stringify(intent)});
  window.__outcome = new Promise((resolve) => {
    card.on('error', (error) => resolve({ event: 'error', code: error.code }));
    card.on('ready', () => resolve({ event: 'ready', code: null }));
    setTimeout(() => resolve({ event: 'nothing', code: null }), ${WAIT_MS});
  });
  card.mount('#card');
</script></main></body></html>`;
}

/** Opens the shop, waits for the SDK's first word on the element, and counts the card inputs the frame shows. */
async function mountOnShop(context: BrowserContext, shopUrl: string): Promise<{ heard: string; code: string | null; payable: number }> {
  const page = await context.newPage();
  await page.goto(`${shopUrl}/`);
  await page.waitForFunction(() => '__outcome' in window);
  const outcome = await page.evaluate(() => (window as unknown as { __outcome: Promise<{ event: string; code: string | null }> }).__outcome);
  const payable = await page.frameLocator('#card iframe').locator('input:visible').count();
  return { heard: outcome.code ? `${outcome.event} ${outcome.code}` : outcome.event, code: outcome.code, payable };
}

export const unregisteredOrigin: Scenario = {
  id: 'unregistered-origin',
  title: 'A card element on an origin the account has not registered',
  async run(_seed, _scale, lazyWorld) {
    const world = await lazyWorld.get();
    const shop = await serveOn('127.0.0.2', new Map([['/', { body: merchantPage(world, await createIntent(world)) }]]));
    try {
      const { heard, code, payable } = await inContext(world, (context) => mountOnShop(context, shop.url));
      if (code !== EXPECTED_CODE) {
        return {
          runs: 1,
          figure: `${payable} payable fields`,
          pass: false,
          detail: `the SDK reported ${heard}, not ${EXPECTED_CODE}; the frame shows ${payable} card inputs`,
        };
      }
      return { runs: 1, figure: `${payable} payable fields after ${EXPECTED_CODE}`, pass: payable === 0 };
    } finally {
      await shop.close();
    }
  },
};
