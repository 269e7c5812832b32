/** Steps the methods family's visits share (e2e/screen-walk/visits-methods.ts, visits-methods-pages.ts). */
import type { Page } from '@playwright/test';
import { WalletApp } from '../support/qr-page';
import { nextFrame } from './visit';
import type { Walk } from './walk';

export const CONFIRM = '**/api/v1/pa/payment_intents/*/confirm';
/** A phone's browser, for WeChat Pay's flow there. */
export const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** Clicks a merchant page's own Pay button once it is in view (a click right after a scroll can miss at 320 px). */
export async function clickPay(page: Page): Promise<void> {
  const pay = page.locator('#pay');
  await pay.scrollIntoViewIfNeeded();
  await nextFrame(page);
  await pay.click();
}

/** Answers the next confirm with the provider's intent, its next action's address replaced by one that must never be followed. */
export async function poisonNextConfirm(page: Page): Promise<void> {
  await page.route(
    CONFIRM,
    async (route) => {
      const response = await route.fetch();
      const intent = (await response.json()) as { next_action: Record<string, unknown> };
      await route.fulfill({ response, json: { ...intent, next_action: { ...intent.next_action, url: 'javascript:void 0' } } });
    },
    { times: 1 },
  );
}

/** The wallet app (/qrcode/mock), as the shopper's phone: a second page of the walk's context. */
export async function walletApp(walk: Walk): Promise<WalletApp> {
  return new WalletApp(await walk.page.context().newPage());
}
