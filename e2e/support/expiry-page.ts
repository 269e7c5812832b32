/**
 * A merchant's page for the session-expiry specs: the SDK from the checkout origin, the
 * elements of a setup (a card, split fields, a drop-in) on one intent, the `error` and
 * `success` events of the element that pays kept in `window.heard`, and its Pay.
 */
import { expect, type FrameLocator, type Page } from '@playwright/test';
import { TEST_CARDS } from './fixtures';
import { expectFrameSettled } from './frame-settled';
import { SDK_VERSION, type RunningServers } from './servers';

export type Setup = 'card' | 'split' | 'dropin';
const KINDS: Record<Setup, readonly string[]> = { card: ['card'], split: ['card-number', 'expiry', 'cvc'], dropin: ['dropin'] };
/** The element's words for an expired session, in English. */
export const EXPIRED_TEXT = 'This payment session has expired. Your details are still here';

export interface Outcome {
  readonly ok: boolean;
  readonly id?: string;
  readonly status?: string;
  readonly code?: string;
  readonly audience?: string;
  readonly details?: Record<string, unknown>;
}

/** The merchant's page: the SDK, the setup's elements on the intent, their `error` and `success` events kept. */
export async function mountOnMerchantPage(page: Page, servers: RunningServers, setup: Setup, intent: { id: string; client_secret: string }): Promise<void> {
  await page.goto(servers.merchantUrl);
  await page.addScriptTag({ url: `${servers.checkoutUrl}/sdk/v${SDK_VERSION}/portico.js` });
  await page.evaluate(
    async ({ kinds, intent }) => {
      document.body.insertAdjacentHTML('beforeend', kinds.map((_, i) => `<div id="slot-${i}"></div>`).join(''));
      const w = window as unknown as { Portico: typeof import('../../sdk/index'); paying: unknown; heard: unknown[] };
      const portico = await w.Portico.init();
      const options = { intent_id: intent.id, client_secret: intent.client_secret };
      const elements = kinds.map((kind) => portico.createElement(kind as 'card', options));
      w.heard = [];
      const paying = elements[0]!;
      paying.on('error', (error) => w.heard.push({ event: 'error', code: error.code, audience: error.audience }));
      paying.on('success', ({ intent }) => w.heard.push({ event: 'success', id: intent.id }));
      await Promise.all(
        elements.map(
          (element, i) =>
            new Promise((ready) => {
              element.on('ready', ready);
              element.mount(`#slot-${i}`);
            }),
        ),
      );
      w.paying = paying;
    },
    { kinds: KINDS[setup], intent },
  );
}

export const frameOf = (page: Page, slot = 0): FrameLocator => page.frameLocator(`#slot-${slot} iframe`);

/** Each field's frame and accessible name: one frame for the card and the drop-in, three for split fields. */
export function fields(page: Page, setup: Setup) {
  const slot = (i: number) => (setup === 'split' ? i : 0);
  return [
    { input: frameOf(page, slot(0)).getByRole('textbox', { name: 'Card number' }), typed: TEST_CARDS.visa, shown: '4111 1111 1111 1111' },
    { input: frameOf(page, slot(1)).getByRole('textbox', { name: 'Expiry date' }), typed: '12 / 34', shown: '12 / 34' },
    { input: frameOf(page, slot(2)).getByRole('textbox', { name: 'Security code' }), typed: '123', shown: '123' },
  ];
}

/** Pays as the setup's merchant page would: `confirm()` for the card and the split group, the drop-in's own Pay button. */
export async function pay(page: Page, setup: Setup): Promise<Outcome> {
  await expectFrameSettled(page.locator('iframe'));
  if (setup === 'dropin') {
    const before = await page.evaluate(() => (window as unknown as { heard: unknown[] }).heard.length);
    await frameOf(page).locator('.portico-dropin__pay').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard.length)).toBeGreaterThan(before);
    const last = await page.evaluate(() => (window as unknown as { heard: Array<Record<string, unknown>> }).heard.at(-1)!);
    return last.event === 'success'
      ? { ok: true, id: last.id as string, status: 'SUCCEEDED' }
      : { ok: false, code: last.code as string, audience: last.audience as string };
  }
  return page.evaluate(() =>
    (window as unknown as { paying: import('../../sdk/index').PorticoElement<'card'> }).paying.confirm().then(
      (intent) => ({ ok: true, id: intent.id, status: intent.status }),
      (error: { code: string; audience: string; details: Record<string, unknown> }) => ({
        ok: false,
        code: error.code,
        audience: error.audience,
        details: error.details,
      }),
    ),
  );
}
