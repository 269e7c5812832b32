/**
 * Bank linking through a popup, across the two origins (the demo merchant's
 * /bank-link.html, the checkout's frames, popup pages and the sandbox's link pages):
 * Plaid-style ACH and TrueLayer-style Bacs and SEPA paid through the popup; the shopper
 * cancelling on the link page, or closing the popup (one cancel); a blocked popup (the
 * whole tab goes and comes back); callback addresses replayed or opened on their own,
 * and a foreign message to the opener, changing nothing (checked through the sandbox
 * API); a keyboard path. Recurring mode: a consent verified by linking in the popup
 * (the lead's /recurring.html drop-in), and the sandbox's consent link page driven
 * through its API. axe for these screens is the screen walk's (e2e/screen-walk.spec.ts:
 * the popup's pages, Plaid's host page and each callback route in each state).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { BankLinkPage, finishInPopup, openRecurringLink, finishLinkPage, LINKS, linkPageIn, Provider, type LinkScheme } from './support/bank-link';
import { pressToClose } from './support/press-to-close';
import { addressParams } from './support/address-params';

/**
 * Resolves once `popup` is closed, including when it closed before anyone listened: under load the
 * callback page closes it while the link page's click is still being awaited, and a late
 * `waitForEvent('close')` would wait forever.
 */
async function closedOf(popup: Page): Promise<void> {
  if (!popup.isClosed()) await popup.waitForEvent('close', { timeout: 15_000 }).catch(() => undefined);
  expect(popup.isClosed()).toBe(true);
}

/** Every address the popup's top page went to, in order. */
function addressesOf(popup: Page): string[] {
  const seen: string[] = [popup.url()];
  popup.on('framenavigated', (frame) => frame === popup.mainFrame() && seen.push(frame.url()));
  return seen;
}

test.describe('bank linking in a popup', () => {
  for (const scheme of Object.keys(LINKS) as LinkScheme[]) {
    test(`${scheme}: the shopper picks an account on the ${LINKS[scheme].provider}-style page, the popup closes, the merchant hears paid`, async ({
      page,
      merchantUrl,
      checkoutUrl,
      request,
    }) => {
      const shop = new BankLinkPage(page, merchantUrl);
      await shop.open(scheme);
      const popup = await shop.startLink();
      // The merchant's page stays where it is: the link page opened in the popup.
      await finishInPopup(popup, scheme, 'Complete');
      await closedOf(popup);
      await shop.expectPaid();
      expect(page.url()).toMatch(new RegExp(`^${merchantUrl}/bank-link.html`));
      expect(await shop.events()).toEqual(['success']);
      const intent = await new Provider(request, checkoutUrl).intent(await shop.intentId());
      expect(intent).toMatchObject({ status: 'SUCCEEDED', latest_payment_attempt: { payment_method: { type: scheme } } });
    });
  }

  test("the popup's pages: the waiting screen while the confirm is out, then Plaid's host page with the bank's page in it, to paid", async ({
    page,
    merchantUrl,
  }) => {
    const shop = new BankLinkPage(page, merchantUrl);
    await shop.open('ach_direct_debit');
    // Hold the confirm, so the popup waits on its first page.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/payment_intents/*/confirm', async (route) => {
      await held;
      await route.continue();
    });
    const popup = await shop.startLink();
    await expect(popup.getByRole('heading', { level: 1, name: 'Connecting to your bank…' })).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Cancel' })).toBeVisible();
    release();
    await expect(popup.getByRole('heading', { level: 1, name: 'Link your bank account' })).toBeVisible();
    await expect(linkPageIn(popup, 'ach_direct_debit').getByRole('button', { name: 'Complete' })).toBeVisible();
    await finishInPopup(popup, 'ach_direct_debit', 'Complete');
    await shop.expectPaid();
  });

  test('the shopper cancels on the link page: one cancel, the payment refused; linking again pays', async ({ page, merchantUrl, checkoutUrl, request }) => {
    const shop = new BankLinkPage(page, merchantUrl);
    const provider = new Provider(request, checkoutUrl);
    await shop.open('bacs_direct_debit');
    const popup = await shop.startLink();
    await finishInPopup(popup, 'bacs_direct_debit', 'Cancel');
    await closedOf(popup);
    await expect(page.locator('#events')).toHaveText('cancel');
    expect(await provider.intent(await shop.intentId())).toMatchObject({
      status: 'REQUIRES_PAYMENT_METHOD',
      latest_payment_attempt: { status: 'FAILED', failure_code: 'shopper_cancelled' },
    });
    // Something valid last: a second link pays, and no other cancel came before it.
    const again = await shop.startLink();
    await finishInPopup(again, 'bacs_direct_debit', 'Complete');
    await shop.expectPaid();
    expect(await shop.events()).toEqual(['cancel', 'success']);
  });

  test('the shopper closes the popup: cancel exactly once, nothing paid; linking again pays', async ({ page, merchantUrl, checkoutUrl, request }) => {
    const shop = new BankLinkPage(page, merchantUrl);
    await shop.open('ach_direct_debit');
    const popup = await shop.startLink();
    await expect(linkPageIn(popup, 'ach_direct_debit').getByRole('button', { name: 'Complete' })).toBeVisible();
    await popup.close();
    await expect(page.locator('#events')).toHaveText('cancel');
    // Spec §4: the merchant heard the window open and close, and the flow end as a cancel.
    await expect(page.locator('#lifecycle')).toHaveText('popupOpened, popupClosed, complete:cancel');
    expect(await new Provider(request, checkoutUrl).status(await shop.intentId())).toBe('REQUIRES_CUSTOMER_ACTION');
    await expect(shop.linkButton).toBeEnabled();
    const again = await shop.startLink();
    await finishInPopup(again, 'ach_direct_debit', 'Complete');
    await shop.expectPaid();
    expect(await shop.events()).toEqual(['cancel', 'success']);
  });

  for (const [name, blocker] of [
    ['window.open answers null', 'return null;'],
    ['the popup is closed at once', 'const w = open(...args); w && w.close(); return w;'],
  ] as const) {
    test(`a blocked popup (${name}): the whole tab leaves at once for the link page and comes back paid`, async ({
      page,
      merchantUrl,
      checkoutUrl,
      request,
    }) => {
      // In the checkout's element frames only, as a popup blocker would answer there.
      await page.addInitScript(`(() => {
        if (location.origin !== ${JSON.stringify(checkoutUrl)} || !location.hash.startsWith('#/elements/')) return;
        const open = window.open.bind(window);
        window.open = (...args) => { ${blocker} };
      })()`);
      const shop = new BankLinkPage(page, merchantUrl);
      await shop.open('sepa_direct_debit');
      const popups: Page[] = [];
      page.on('popup', (popup) => popups.push(popup));
      const answered = page.waitForResponse((response) => /\/payment_intents\/[^/]+\/confirm$/.test(response.url())).then(() => Date.now());
      // The whole tab leaves (for the checkout's waiting screen, which goes on to the link page).
      const leaving = page.waitForRequest((request) => request.isNavigationRequest() && request.frame() === page.mainFrame()).then(() => Date.now());
      await shop.linkButton.click();
      // At once: not after waiting on a popup that never shows its page. Within a second, not 500 ms: both moments are heard
      // in this process, over the browser's protocol, and on 2 cores under two workers that has taken 640 ms.
      expect((await leaving) - (await answered)).toBeLessThan(1000);
      await page.waitForURL((url) => url.pathname === '/simulator/truelayer');
      await finishLinkPage(page, 'sepa_direct_debit', 'Complete');
      await page.waitForURL(new RegExp(`^${checkoutUrl}/page/sepa_direct_debit/success[?#]`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/paid|received|succeeded/i);
      expect(await new Provider(request, checkoutUrl).status(addressParams(page.url()).get('intent_id') ?? '')).toBe('SUCCEEDED');
      expect(popups.filter((popup) => !popup.isClosed())).toEqual([]);
    });
  }

  test('a foreign-origin message to the opener is ignored (and logged); the real result, sent last, pays', async ({ page, merchantUrl }) => {
    const shop = new BankLinkPage(page, merchantUrl);
    await shop.open('bacs_direct_debit');
    const popup = await shop.startLink();
    await expect(popup.getByRole('button', { name: 'Complete' })).toBeVisible();
    const session = new URL(popup.url()).searchParams.get('session');
    const intentId = await shop.intentId();
    const logged = page.waitForRequest(
      (request) => request.url().endsWith('/api/v1/checkout/logs') && (request.postData() ?? '').includes('onTrueLayerFlowError'),
    );
    // The merchant's page (another origin) forges the popup's "cancelled" for the very session.
    await page.evaluate(
      ([session, intentId]) => {
        const frame = document.querySelector<HTMLIFrameElement>('#dropin iframe');
        const result = { provider: 'truelayer', session, outcome: 'cancelled', subject: { kind: 'intent', id: intentId } };
        frame?.contentWindow?.postMessage({ ns: 'portico-bank-link', type: 'result', result }, '*');
      },
      [session, intentId],
    );
    await logged;
    await finishInPopup(popup, 'bacs_direct_debit', 'Complete');
    await shop.expectPaid();
    expect(await shop.events()).toEqual(['success']);
  });

  test('keyboard only: link, pick an account and complete, all by keys', async ({ page, merchantUrl }) => {
    const shop = new BankLinkPage(page, merchantUrl);
    await shop.open('bacs_direct_debit');
    await shop.linkButton.focus();
    const opened = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    const popup = await opened;
    await expect(popup.getByRole('button', { name: 'Complete' })).toBeVisible();
    // The sandbox's page: the first account is checked; Tab reaches it, arrows move, Tab to Complete.
    await popup.keyboard.press('Tab');
    await expect(popup.getByRole('radio').first()).toBeFocused();
    await popup.keyboard.press('ArrowDown');
    await popup.keyboard.press('ArrowUp');
    await popup.keyboard.press('Tab');
    await expect(popup.getByRole('button', { name: 'Complete' })).toBeFocused();
    await pressToClose(popup, 'Enter');
    await shop.expectPaid();
  });

  test('Escape on the waiting screen cancels, once', async ({ page, merchantUrl }) => {
    const shop = new BankLinkPage(page, merchantUrl);
    await shop.open('ach_direct_debit');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/payment_intents/*/confirm', async (route) => {
      await held;
      await route.continue();
    });
    const popup = await shop.startLink();
    await expect(popup.getByRole('heading', { name: 'Connecting to your bank…' })).toBeVisible();
    const closed = popup.waitForEvent('close');
    // The window closes on the key going down: there is no page left to send its key-up to.
    await popup.keyboard.down('Escape').catch(() => undefined);
    await closed;
    release();
    await expect(page.locator('#events')).toHaveText('cancel');
    await expect(shop.linkButton).toBeEnabled();
  });
});

test.describe('callback addresses that change nothing', () => {
  test('a callback replayed on its own, after a paid link: says so, and the intent is as it was', async ({
    page,
    context,
    merchantUrl,
    checkoutUrl,
    request,
  }) => {
    const shop = new BankLinkPage(page, merchantUrl);
    const provider = new Provider(request, checkoutUrl);
    await shop.open('bacs_direct_debit');
    const popup = await shop.startLink();
    const addresses = addressesOf(popup);
    await finishInPopup(popup, 'bacs_direct_debit', 'Complete');
    await shop.expectPaid();
    const callback = addresses.find((url) => url.includes('#/page/uk/truelayer/complete/'));
    expect(callback).toBeDefined();
    const before = await provider.intent(await shop.intentId());

    const replay = await context.newPage();
    await replay.goto(callback ?? '');
    await expect(replay.getByRole('heading', { level: 1, name: 'Nothing to return to' })).toBeVisible();
    await expect(replay.getByRole('alert')).toHaveText(/Nothing was changed/);
    await expect(replay.getByRole('button', { name: 'Close this window' })).toBeVisible();
    expect(await provider.intent(await shop.intentId())).toEqual(before);
    expect(await shop.events()).toEqual(['success']);
  });

  test('a forged "complete" for a cancelled link, opened on its own: nothing changes', async ({ page, checkoutUrl, request }) => {
    const provider = new Provider(request, checkoutUrl);
    const { intentId, linkUrl } = await provider.waitingForLink('ach_direct_debit');
    await page.goto(linkUrl);
    await page.getByRole('button', { name: 'Cancel' }).click();
    // The link page's own way back, in a tab of its own: no opener, nothing kept for it.
    await expect(page.getByRole('heading', { level: 1, name: 'Nothing to return to' })).toBeVisible();
    const before = await provider.intent(intentId);
    expect(before.status).toBe('REQUIRES_PAYMENT_METHOD');
    const session = new URL(linkUrl).searchParams.get('session') ?? '';
    await page.goto(
      `${checkoutUrl}/#/page/us/plaid/complete/${session}?session=${session}&outcome=completed&account_id=acc_plaid_checking&intent_id=${intentId}&status=SUCCEEDED`,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Nothing to return to' })).toBeVisible();
    expect(await provider.intent(intentId)).toEqual(before);
  });

  test('an opener that did not start the session refuses it: the popup says so, the waiting payment is untouched, its own link still pays', async ({
    page,
    merchantUrl,
    checkoutUrl,
    request,
  }) => {
    const shop = new BankLinkPage(page, merchantUrl);
    const provider = new Provider(request, checkoutUrl);
    await shop.open('bacs_direct_debit');
    // A first link, cancelled: its callback address is one this element no longer waits for.
    const first = await shop.startLink();
    const firstAddresses = addressesOf(first);
    await finishInPopup(first, 'bacs_direct_debit', 'Cancel');
    await expect(page.locator('#events')).toHaveText('cancel');
    const oldCallback = firstAddresses.find((url) => url.includes('#/page/uk/truelayer/cancel/')) ?? '';
    expect(oldCallback).not.toBe('');

    const second = await shop.startLink();
    await expect(second.getByRole('button', { name: 'Complete' })).toBeVisible();
    const linkUrl = second.url();
    await second.goto(oldCallback);
    await expect(second.getByRole('heading', { level: 1, name: 'Nothing to return to' })).toBeVisible();
    expect(await provider.status(await shop.intentId())).toBe('REQUIRES_CUSTOMER_ACTION');
    // Its own link page, last: paid, and the refused address cancelled nothing.
    await second.goto(linkUrl);
    await finishInPopup(second, 'bacs_direct_debit', 'Complete');
    await shop.expectPaid();
    expect(await shop.events()).toEqual(['cancel', 'success']);
  });

  test('an incomplete callback address says so, and the popup page opened alone says it is not part of a payment', async ({ page, checkoutUrl }) => {
    await page.goto(`${checkoutUrl}/#/page/truelayer/callback?session=ses_x&action=complete`);
    await expect(page.getByRole('heading', { level: 1, name: 'This link is incomplete' })).toBeVisible();
    await page.goto(`${checkoutUrl}/#/frame/popup`);
    await expect(page.getByRole('heading', { level: 1, name: "This window isn't part of a payment" })).toBeVisible();
  });
});

test.describe('recurring mode: a consent verified by linking the account in the popup', () => {
  for (const scheme of ['ach_direct_debit', 'bacs_direct_debit'] as const) {
    test(`${scheme} in the drop-in: the link page in the popup verifies the consent; the merchant hears VERIFIED`, async ({ page, merchantUrl }) => {
      const frame = await openRecurringLink(page, merchantUrl, scheme);
      const opened = page.waitForEvent('popup');
      await frame.getByRole('button', { name: 'Link your bank account' }).click();
      const popup = await opened;
      await expect(frame.getByText('Finish linking your account in the window that opened.')).toBeVisible();
      await finishInPopup(popup, scheme, 'Complete');
      await closedOf(popup);
      await expect(page.locator('#status')).toHaveText('Subscribed: your payment method is saved.');
      const { id } = JSON.parse((await page.locator('#consent-log').textContent()) ?? '{}') as { id: string };
      expect(await (await page.request.get(`${merchantUrl}/api/consents/${id}`)).json()).toMatchObject({
        status: 'VERIFIED',
        payment_method_id: expect.stringMatching(/^mtd_/),
      });
    });
  }
});

test("recurring mode, popup blocked: the whole tab links the account on the waiting screen's way, and the consent is verified", async ({
  page,
  merchantUrl,
  checkoutUrl,
}) => {
  await page.addInitScript(`(() => {
    if (location.origin === ${JSON.stringify(checkoutUrl)} && location.hash.startsWith('#/elements/')) window.open = () => null;
  })()`);
  const frame = await openRecurringLink(page, merchantUrl, 'bacs_direct_debit');
  await frame.getByRole('button', { name: 'Link your bank account' }).click();
  await page.waitForURL((url) => url.pathname === '/simulator/truelayer');
  await finishLinkPage(page, 'bacs_direct_debit', 'Complete');
  // The demo gives no return_url in recurring mode: the checkout's page says it is done.
  await expect(page.getByRole('heading', { level: 1, name: 'All done' })).toBeVisible();
  const consentId = new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('consent_id') ?? '';
  expect(await (await page.request.get(`${merchantUrl}/api/consents/${consentId}`)).json()).toMatchObject({ status: 'VERIFIED' });
});

test.describe('a consent verified by linking (the sandbox part, through its API)', () => {
  for (const scheme of ['ach_direct_debit', 'sepa_direct_debit'] as const) {
    test(`${scheme}: the consent's link page completed in the browser verifies it; its way back names the consent`, async ({ page, checkoutUrl, request }) => {
      const provider = new Provider(request, checkoutUrl);
      const { consentId, linkUrl } = await provider.consentWaitingForLink(scheme);
      await page.goto(linkUrl);
      await expect(page.getByText('Future payments (a payment consent): nothing is charged now')).toBeVisible();
      await finishLinkPage(page, scheme, 'Complete');
      await page.waitForURL((url) => url.hash.includes(`consent_id=${consentId}`));
      const back = new URLSearchParams(new URL(page.url()).hash.split('?')[1]);
      expect(back.get('status')).toBe('VERIFIED');
      await expect(page.getByRole('heading', { level: 1, name: 'Nothing to return to' })).toBeVisible();
      expect(await provider.consent(consentId)).toMatchObject({ status: 'VERIFIED', payment_method: { type: scheme } });
    });
  }
});
