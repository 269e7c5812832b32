/**
 * A card element the test's own code mounts on an open merchant page (the SDK by its script
 * tag, `init(initOptions)`), filled with the test card and confirmed by the page's code.
 * Resolves with what `confirm()` gave: the intent, or the error as plain data.
 */
import type { Page } from '@playwright/test';
import { TEST_CARDS } from './fixtures';

export interface CardIntent {
  readonly intent_id: string;
  readonly client_secret: string;
}

export type Confirmed = { readonly ok: boolean; readonly value: Record<string, unknown> };

export async function payWithCardElement(page: Page, checkoutUrl: string, intent: CardIntent, initOptions: Record<string, unknown> = {}): Promise<Confirmed> {
  await page.addScriptTag({ url: `${checkoutUrl}/sdk/v0.1.0/portico.js` });
  await page.evaluate(
    async ({ intent, initOptions }) => {
      document.body.insertAdjacentHTML('beforeend', '<div id="target"></div>');
      const w = window as unknown as { Portico: typeof import('../../sdk/index'); card: unknown };
      const card = (await w.Portico.init(initOptions)).createElement('card', { intent_id: intent.intent_id, client_secret: intent.client_secret });
      await new Promise((resolve) => {
        card.on('ready', resolve);
        card.mount('#target');
      });
      w.card = card;
    },
    { intent, initOptions },
  );
  const frame = page.frameLocator('#target iframe');
  await frame.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARDS.visa);
  await frame.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
  await frame.getByRole('textbox', { name: 'Security code' }).fill('123');
  return page.evaluate(async () => {
    const card = (window as unknown as { card: import('../../sdk/index').PorticoElement<'card'> }).card;
    return card.confirm().then(
      (value) => ({ ok: true, value: value as unknown as Record<string, unknown> }),
      (error: unknown) => ({ ok: false, value: JSON.parse(JSON.stringify(error)) as Record<string, unknown> }),
    );
  });
}
