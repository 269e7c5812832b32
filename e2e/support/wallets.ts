/**
 * The wallet button pages of the demo merchant, with the wallets' stand-ins (the
 * sandbox's scripts, docs/sandbox/methods.md "Wallet stand-ins"): Google Pay's loads by
 * itself on the local checkout; Apple Pay's ApplePaySession, which Chromium lacks, is
 * installed as an init script in the checkout origin's frames only.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { walletStandIn } from '../../sandbox/simulator/wallet-routes';
import { clickToClose } from './press-to-close';

export type WalletKind = 'apple-pay' | 'google-pay';
export const WALLETS: readonly WalletKind[] = ['apple-pay', 'google-pay'];
export const WALLET_NAMES: Record<WalletKind, string> = { 'apple-pay': 'Apple Pay', 'google-pay': 'Google Pay' };

/** `script`, run only in a document whose origin is the checkout's (never on the merchant's page). */
export function onlyOnCheckoutOrigin(checkoutUrl: string, script: string): string {
  return `if (location.origin === ${JSON.stringify(new URL(checkoutUrl).origin)}) {\n${script}\n}`;
}

/** Runs `script` in every frame of `page` whose origin is the checkout's. */
async function onCheckoutOrigin(page: Page, checkoutUrl: string, script: string): Promise<void> {
  await page.addInitScript({ content: onlyOnCheckoutOrigin(checkoutUrl, script) });
}

/** Installs the ApplePaySession stand-in (`canMakePayments: false` for a device without a card). */
export async function installApplePay(page: Page, checkoutUrl: string, knobs: { canMakePayments?: boolean } = {}): Promise<void> {
  await onCheckoutOrigin(page, checkoutUrl, `window.PORTICO_APPLE_PAY_STAND_IN = ${JSON.stringify(knobs)};\n${walletStandIn('apple-pay')}`);
}

/** Knobs of the Google Pay stand-in (`ready: false`: isReadyToPay answers false). */
export async function setGooglePay(page: Page, checkoutUrl: string, knobs: { ready?: boolean }): Promise<void> {
  await onCheckoutOrigin(page, checkoutUrl, `window.PORTICO_GOOGLE_PAY_STAND_IN = ${JSON.stringify(knobs)};`);
}

/** The merchant's wallet page as a shopper sees it: the button's frame, and the wallet's sheet once clicked. */
export class WalletPage {
  constructor(
    readonly page: Page,
    readonly merchantUrl: string,
    readonly kind: WalletKind,
  ) {}

  get frame(): FrameLocator {
    return this.page.frameLocator('#wallet-element iframe');
  }

  get button() {
    return this.frame.getByRole('button', { name: WALLET_NAMES[this.kind] });
  }

  get elementMessage() {
    return this.frame.getByRole('alert');
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`${this.merchantUrl}/${this.kind}.html${query}`);
  }

  /** Clicks the wallet's button and answers the wallet's test sheet (a popup window). */
  async openSheet(): Promise<Page> {
    const [sheet] = await Promise.all([this.page.waitForEvent('popup'), this.button.click()]);
    await sheet.waitForLoadState();
    return sheet;
  }

  /** Picks a test card in the sheet (`tok_visa`, `tok_declined`, …, `malformed` on Google Pay's). */
  static async pick(sheet: Page, token: string): Promise<void> {
    await clickToClose(sheet.getByRole('button', { name: new RegExp(`\\(${token}\\)`) }));
  }

  merchantError(): Promise<Record<string, unknown>> {
    return this.page
      .locator('#merchant-error')
      .textContent()
      .then((text) => JSON.parse(text ?? 'null') as Record<string, unknown>);
  }
}
