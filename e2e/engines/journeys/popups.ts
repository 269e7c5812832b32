/**
 * Journeys through a second window: the wallets' test sheets and a bank's link page
 * (popups the checkout opens), and WeChat Pay's wallet app on the shopper's phone (a
 * window of its own, reading the QR code). Docs: docs/sandbox/methods.md, "Wallet stand-ins".
 */
import { expect } from '@playwright/test';
import { walletStandIn } from '../../../sandbox/simulator/wallet-routes';
import { onlyOnCheckoutOrigin } from '../../support/wallets';
import { intentOf, intentOfSession } from '../sandbox';
import { waitFor, waitForEnabled, waitForText, type Place, type Shopper } from '../shopper';
import { expectPaid } from './cards';
import type { Journey } from './journey';

const WALLET_FRAME = '#wallet-element iframe';

/** The merchant's order page for the wallet: its button pressed, a test card picked in the sheet, paid. */
async function payInSheet(shopper: Shopper, page: string, wallet: string, checkoutUrl: string): Promise<void> {
  await shopper.goto(page);
  const button: Place = { frames: [WALLET_FRAME], css: 'button, [role="button"]', text: wallet };
  await waitForEnabled(shopper, button);
  const sheet = await shopper.popup(button);
  // What the shopper reads in the sheet: the wallet, and the order's amount.
  await waitForText(sheet, { css: 'body' }, /25\.00 USD/);
  await sheet.click({ css: 'button', text: '(tok_visa)' });
  await expectPaid(shopper, checkoutUrl);
  // The stand-in's sheet may still say "Paying…" once its opener has gone on to the success page.
  await sheet.close();
}

export const googlePay: Journey = {
  name: "Google Pay: the button opens the wallet's sheet, which shows the amount; a card picked there pays",
  run: (shopper, { checkoutUrl }) => payInSheet(shopper, '/google-pay.html', 'Google Pay', checkoutUrl),
};

export const applePay: Journey = {
  name: "Apple Pay (the sandbox's ApplePaySession): the sheet validates the merchant, a card picked there pays",
  // The stand-in is installed before the checkout's frames run, as on a device with Apple Pay.
  initScript: ({ checkoutUrl }) => onlyOnCheckoutOrigin(checkoutUrl, walletStandIn('apple-pay')),
  skip: {
    webkit:
      "WebKitGTK has no ApplePaySession (Apple Pay exists only in Safari on Apple hardware), and WebDriver classic cannot install the sandbox's stand-in before the checkout's frames run",
  },
  run: (shopper, { checkoutUrl }) => payInSheet(shopper, '/apple-pay.html', 'Apple Pay', checkoutUrl),
};

export const wechatOnDesktop: Journey = {
  name: 'WeChat Pay on a desktop: the QR code, paid in the wallet app on the phone (another window); the page goes on to paid',
  run: async (shopper, { checkoutUrl }) => {
    await shopper.goto('/wechat.html');
    await waitForEnabled(shopper, { css: '#pay' });
    await waitForText(shopper, { frames: ['#payment-element iframe'], css: 'p', text: 'Scan it with WeChat' }, /Scan it with WeChat/);
    await shopper.click({ css: '#pay' });
    const code: Place = { frames: ['#payment-element iframe'], css: '[data-qr-content]' };
    const content =
      (await waitFor(
        'the QR code',
        () => shopper.attribute(code, 'data-qr-content'),
        (text) => text !== null && text !== '',
      )) ?? '';
    const session = new URLSearchParams(content.split('?')[1] ?? '').get('session') ?? '';
    const intentId = await intentOfSession(checkoutUrl, session);
    expect((await intentOf(checkoutUrl, intentId)).status).toBe('REQUIRES_CUSTOMER_ACTION');
    const phone = await shopper.openWindow(content);
    await waitForText(phone, { css: 'dd', text: 'WeChat' }, 'WeChat Pay');
    await phone.click({ css: 'button', text: 'Pay ' });
    await expectPaid(shopper, checkoutUrl);
    await phone.close();
  },
};

const DROPIN = '#dropin iframe';

export const bankLinkPopup: Journey = {
  name: "Bacs direct debit: the mandate agreed, the bank's link page in a popup, an account picked; it closes and the debit is paid",
  run: async (shopper, { checkoutUrl }) => {
    await shopper.goto('/bank-link.html?currency=GBP');
    const link: Place = { frames: [DROPIN], css: 'button', text: 'Link your bank account' };
    await waitForEnabled(shopper, link);
    await shopper.click({ frames: [DROPIN], css: 'label', text: 'I agree to this' });
    const popup = await shopper.popup(link);
    await waitForText(popup, { css: 'h1' }, 'Link your bank account · TrueLayer (sandbox)');
    await popup.click({ css: 'label', text: 'Mock UK Bank: Current Account' });
    await popup.click({ css: 'button', text: 'Complete' });
    await waitFor(
      "the bank's window to close",
      () => popup.isOpen(),
      (open) => !open,
    );
    await waitForText(shopper, { css: '#headline' }, 'Thank you, your payment succeeded');
    const intentId = (await shopper.attribute({ css: 'body' }, 'data-intent-id')) ?? '';
    expect(await intentOf(checkoutUrl, intentId)).toMatchObject({ status: 'SUCCEEDED' });
  },
};
