/**
 * The wallet buttons (Apple Pay, Google Pay) across two origins: paid through the
 * sandbox's sheet, express checkout, declines, a closed sheet, the keyboard, and a
 * wallet the browser cannot offer. axe for these screens is the screen walk's
 * (e2e/screen-walk.spec.ts: each button initial, cancelled, declined, processing and
 * paid, light at 1280 px and dark at 320 px).
 */
import type { Page, Request } from '@playwright/test';
import { DEFAULT_SECRET_KEY } from '../sandbox/server';
import { expect, test } from './support/fixtures';
import { installApplePay, setGooglePay, WALLETS, WALLET_NAMES, WalletPage, type WalletKind } from './support/wallets';
import { clickToClose, pressToClose } from './support/press-to-close';

const DECLINED = 'Your card was declined. Please contact your card issuer or try a different card.';
const GENERIC = 'Something went wrong. Please try again.';
const KEY = { 'x-api-key': process.env.PORTICO_SECRET_KEY ?? DEFAULT_SECRET_KEY };

/** Every request the page and its frames send, with its body and headers. */
function recordRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => void sent.push(request));
  return sent;
}

const confirmsOf = (sent: Request[]) => sent.filter((r) => /\/api\/v1\/pa\/payment_intents\/int_[^/]+\/confirm$/.test(r.url()));

/** A page per wallet: Apple Pay's stand-in installed in the checkout's frames first (Chromium has no Apple Pay). */
function walletTest(kind: WalletKind) {
  return test.extend<{ wallet: WalletPage }>({
    wallet: async ({ page, merchantUrl, checkoutUrl }, use) => {
      if (kind === 'apple-pay') await installApplePay(page, checkoutUrl);
      await use(new WalletPage(page, merchantUrl, kind));
    },
  });
}

for (const kind of WALLETS) {
  const it = walletTest(kind);
  const name = WALLET_NAMES[kind];
  const type = kind === 'apple-pay' ? 'applepay' : 'googlepay';

  it.describe(`${name} button`, () => {
    it('pays the order with the test card picked in the sheet', async ({ wallet, page, checkoutUrl }) => {
      const sent = recordRequests(page);
      await wallet.open();
      await expect(page.locator('#wallet-element iframe')).toHaveAttribute('title', `Secure ${name} button`);
      const box = await wallet.button.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      const sheet = await wallet.openSheet();
      await expect(sheet.getByText('25.00 USD')).toBeVisible();
      await WalletPage.pick(sheet, 'tok_visa');
      await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
      await expect(page.locator('#detail')).toContainText('25.00 USD');
      await expect(page.locator('#detail')).toContainText('SUCCEEDED');
      const [confirm] = confirmsOf(sent);
      expect(confirm!.postDataJSON()).toMatchObject({ payment_method: { type, [type]: { token: { test_token: 'tok_visa' } } } });
      if (kind === 'apple-pay') {
        // The merchant was validated by the provider for the frame's own domain, with the intent's client secret.
        const validation = sent.find((r) => r.url() === `${checkoutUrl}/pa/wallet_verification`)!;
        expect(validation.postDataJSON()).toEqual({
          validation_url: 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession',
          initiative_context: new URL(checkoutUrl).hostname,
        });
        expect(await validation.headerValue('client-secret')).toBeTruthy();
      }
    });

    it('a decline is shown in the element and the shopper pays on a second try', async ({ wallet, page }) => {
      await wallet.open();
      const sheet = await wallet.openSheet();
      await Promise.all([sheet.waitForEvent('close'), WalletPage.pick(sheet, 'tok_declined')]);
      await expect(wallet.elementMessage).toHaveText(DECLINED);
      expect(await wallet.merchantError()).toMatchObject({ code: 'issuer_declined', original_code: '05', audience: 'customer' });
      await WalletPage.pick(await wallet.openSheet(), 'tok_mastercard');
      await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
    });

    it('closing the sheet is a cancel: nothing charged, the button stays', async ({ wallet, page }) => {
      const sent = recordRequests(page);
      await wallet.open();
      const sheet = await wallet.openSheet();
      await clickToClose(sheet.getByRole('button', { name: 'Cancel' }));
      await expect(page.locator('#status')).toHaveText('Payment cancelled. You can try again.');
      await expect(wallet.button).toBeEnabled();
      expect(confirmsOf(sent)).toHaveLength(0);
    });

    it('express checkout: the sheet prices each address, the handler makes the intent, the total is paid', async ({ wallet, page }) => {
      await wallet.open('?express=1');
      const sheet = await wallet.openSheet();
      const address = sheet.getByLabel('Ship to');
      // The default address (US: free shipping) was priced when the sheet opened.
      await expect(address).toBeEnabled();
      await expect(sheet.locator('.total')).toContainText('25.00 USD');
      await address.selectOption({ label: 'Tokyo, Tokyo, 100-0005, JP' });
      await expect(sheet.getByRole('alert')).toHaveText('Sorry, we do not ship to JP.');
      await address.selectOption({ label: 'London, EC1A 1BB, GB' });
      await expect(sheet.locator('.total')).toContainText('32.00 USD');
      await expect(sheet.getByRole('alert')).toHaveText('');
      await WalletPage.pick(sheet, 'tok_visa');
      await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
      await expect(page.locator('#detail')).toContainText('32.00 USD');
    });

    it("express checkout with shipping: 'none': the sheet asks for no address, the intent is for the price alone", async ({ wallet, page }) => {
      await wallet.open('?express=1&shipping=none');
      const sheet = await wallet.openSheet();
      await expect(sheet.locator('.total')).toContainText('25.00 USD');
      await expect(sheet.getByLabel('Ship to')).toHaveCount(0);
      await WalletPage.pick(sheet, 'tok_visa');
      await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
      await expect(page.locator('#detail')).toContainText('25.00 USD');
    });

    it('express checkout whose paymentAuthorized handler answers nothing: a clear merchant error, nothing charged', async ({ wallet, page }) => {
      // The SDK answers "nothing" (null) at once: the frame says so without waiting for its 30 s limit.
      const sent = recordRequests(page);
      await wallet.open('?express=1&handler=none');
      await WalletPage.pick(await wallet.openSheet(), 'tok_visa');
      await expect(page.locator('#merchant-error')).toBeVisible({ timeout: 5_000 });
      const error = await wallet.merchantError();
      expect(error).toMatchObject({ code: 'express_intent_missing', audience: 'merchant' });
      expect((error.details as { reason: string }).reason).toBe('no_intent');
      expect(error.message).toBe('Express checkout: paymentAuthorized must return { intent_id, client_secret } within 30 s.');
      await expect(wallet.elementMessage).toHaveText(GENERIC);
      expect(confirmsOf(sent)).toHaveLength(0);
    });

    it('the button fills the frame on a 320 px phone; insufficient funds is said in the element', async ({ wallet, page }) => {
      await page.setViewportSize({ width: 320, height: 700 });
      await wallet.open();
      await expect(wallet.button).toBeVisible();
      const frameWidth = (await page.locator('#wallet-element iframe').boundingBox())!.width;
      expect((await wallet.button.boundingBox())!.width).toBeGreaterThan(frameWidth - 12);
      await WalletPage.pick(await wallet.openSheet(), 'tok_insufficient_funds');
      await expect(wallet.elementMessage).toContainText('sufficient funds');
    });
  });
}

const applePay = walletTest('apple-pay');
const googlePay = walletTest('google-pay');

test.describe('keyboard', () => {
  applePay('Apple Pay: Tab reaches the button, Enter opens the sheet, the shopper pays', async ({ wallet, page }) => {
    await wallet.open();
    await expect(wallet.button).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(wallet.button).toBeFocused();
    const [sheet] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
    await WalletPage.pick(sheet, 'tok_visa');
    await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
  });

  googlePay('Google Pay: Tab reaches the button, Space opens the sheet, the shopper pays', async ({ wallet, page }) => {
    await wallet.open();
    await expect(wallet.button).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(wallet.button).toBeFocused();
    const [sheet] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Space')]);
    await sheet.keyboard.press('Tab');
    await expect(sheet.getByRole('button', { name: /tok_visa/ })).toBeFocused();
    await pressToClose(sheet, 'Enter');
    await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
  });
});

test.describe('wallet not available: a typed error event and no button', () => {
  /** The merchant's `error` handler got wallet_unavailable; by then the frame has decided: it holds no button and no height. */
  async function expectUnavailable(wallet: WalletPage, reason: string): Promise<void> {
    await expect(wallet.page.locator('#merchant-error')).toBeVisible();
    expect(await wallet.merchantError()).toMatchObject({
      code: 'wallet_unavailable',
      audience: 'merchant',
      details: { wallet: wallet.kind.replace('-', ''), reason },
    });
    // The frame's size report comes after its last render: the iframe has shrunk to nothing.
    await expect(wallet.page.locator('#wallet-element iframe')).toHaveJSProperty('offsetHeight', 0);
    await expect(wallet.frame.getByRole('button')).toHaveCount(0);
    await expect(wallet.frame.locator('body')).toHaveText('');
    await expect(wallet.page.locator('#status')).toHaveText(`${WALLET_NAMES[wallet.kind]} is not available in this browser. Pay by card instead.`);
  }

  test('Apple Pay: no ApplePaySession (logged onApplePayNotSupported)', async ({ page, merchantUrl, checkoutUrl }) => {
    const wallet = new WalletPage(page, merchantUrl, 'apple-pay');
    await wallet.open();
    await expectUnavailable(wallet, 'not_supported');
    await expect
      .poll(
        async () => {
          const logs = await (await page.request.get(`${checkoutUrl}/api/v1/simulation/telemetry/logs?name=onApplePayNotSupported`, { headers: KEY })).json();
          return logs.items.some((item: { level: string; data: { reason?: string } }) => item.level === 'warn' && item.data.reason === 'not_supported');
        },
        { timeout: 15_000 },
      )
      .toBe(true);
  });

  test('Apple Pay: canMakePayments() answers false', async ({ page, merchantUrl, checkoutUrl }) => {
    await installApplePay(page, checkoutUrl, { canMakePayments: false });
    const wallet = new WalletPage(page, merchantUrl, 'apple-pay');
    await wallet.open();
    await expectUnavailable(wallet, 'cannot_make_payments');
  });

  test('Google Pay: isReadyToPay answers false', async ({ page, merchantUrl, checkoutUrl }) => {
    await setGooglePay(page, checkoutUrl, { ready: false });
    const wallet = new WalletPage(page, merchantUrl, 'google-pay');
    await wallet.open();
    await expectUnavailable(wallet, 'not_ready_to_pay');
  });

  test("Google Pay: Google's script does not load", async ({ page, merchantUrl }) => {
    await page.route('**/simulator/google-pay/pay.js', (route) => route.abort('connectionrefused'));
    const wallet = new WalletPage(page, merchantUrl, 'google-pay');
    await wallet.open();
    await expectUnavailable(wallet, 'script_error');
  });
});

googlePay('Google Pay: a malformed token is logged (onReceiveGooglePayInvalidToken) and the shopper told', async ({ wallet, page, checkoutUrl }) => {
  const sent = recordRequests(page);
  await wallet.open();
  await WalletPage.pick(await wallet.openSheet(), 'malformed');
  await expect(wallet.elementMessage).toHaveText("Google Pay couldn't share this card. Please try again or choose another card.");
  expect(await wallet.merchantError()).toMatchObject({ code: 'wallet_token_invalid', audience: 'customer', details: { reason: 'not_json' } });
  expect(confirmsOf(sent)).toHaveLength(0);
  await expect
    .poll(
      async () => {
        const logs = await (
          await page.request.get(`${checkoutUrl}/api/v1/simulation/telemetry/logs?name=onReceiveGooglePayInvalidToken`, { headers: KEY })
        ).json();
        return logs.items.some((item: { level: string; data: { reason?: string } }) => item.level === 'warn' && item.data.reason === 'not_json');
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  // The shopper can still pay.
  await WalletPage.pick(await wallet.openSheet(), 'tok_visa');
  await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
});
