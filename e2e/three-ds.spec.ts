/**
 * 3-D Secure in the card element, with each 3DS card of docs/test-cards.md, across
 * the two origins: the hidden device-data step, the challenge in an overlay on the
 * merchant page (a popup, or a full-page redirect when asked or when the popup is
 * blocked), and the outcome the merchant gets.
 */
import { readFileSync } from 'node:fs';
import type { FrameLocator, Page } from '@playwright/test';
import { expect, test, type CardPage } from './support/fixtures';

const CARDS = {
  frictionless: '4000000000003014',
  challenge: '4000000000003220',
  challengeDecline: '4000000000003238',
  challengeCancel: '4000000000003246',
} as const;
const CODE = '1234';
const SUCCESS = 'Thank you, your payment succeeded';

const overlay = (page: Page) => page.locator('dialog[data-portico-3ds]');
const challengeFrame = (page: Page): FrameLocator => page.frameLocator('dialog[data-portico-3ds] iframe');
const bankPage = (challenge: FrameLocator): FrameLocator => challenge.frameLocator('iframe[name="portico-acs"]');

async function answer(bank: FrameLocator, code: string): Promise<void> {
  await bank.locator('#otp').fill(code);
  await bank.locator('button[value="submit"]').click();
}

async function startChallenge(cardPage: CardPage, number: string = CARDS.challenge, query = ''): Promise<FrameLocator> {
  await cardPage.open('/card-script.html', query);
  await cardPage.fill(number);
  await cardPage.pay();
  await expect(overlay(cardPage.page)).toBeVisible();
  return challengeFrame(cardPage.page);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test.describe(`3-D Secure at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('frictionless: the hidden device check, then the payment succeeds with no challenge', async ({ cardPage, page }) => {
      const deviceData = page.waitForRequest((request) => request.url().includes('/simulator/3ds/device-data'));
      await cardPage.open();
      await cardPage.fill(CARDS.frictionless);
      await cardPage.pay();
      await deviceData;
      await expect(page.locator('#headline')).toHaveText(SUCCESS);
      await expect(overlay(page)).toHaveCount(0);
    });

    test('challenge: the overlay shows the bank page; the right code pays', async ({ cardPage, page }) => {
      const challenge = await startChallenge(cardPage);
      await expect(page.locator('#status')).toHaveText('Waiting for your bank…');
      const box = await overlay(page).boundingBox();
      if (viewport.width < 600) {
        // EMV window size 05: the whole screen on a phone.
        expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height });
      } else {
        // EMV window size 03 (500 × 600) with our 56 px bar at most: as tall as the bank's page draws (issue 26).
        expect(box?.width).toBe(500);
        await expect.poll(async () => (await overlay(page).boundingBox())?.height).toBeLessThan(656);
        const bankBottom = await bankPage(challenge)
          .locator('main')
          .evaluate((main) => main.getBoundingClientRect().bottom + main.getBoundingClientRect().top);
        expect((await overlay(page).boundingBox())!.height).toBeCloseTo(bankBottom + 56, -1);
        // Fitted, it kept the top the window's full height (656) centres: the close button did not move.
        expect((await overlay(page).boundingBox())!.y).toBeCloseTo((viewport.height - 656) / 2, 0);
      }
      // Focus lands in the challenge, on the code field; one title (ours), not the bank's again.
      await expect(bankPage(challenge).locator('#otp')).toBeFocused();
      await expect(challenge.getByRole('heading', { name: 'Verify your payment' })).toBeVisible();
      await expect(bankPage(challenge).getByText('Verify your payment')).toHaveCount(0);
      await answer(bankPage(challenge), CODE);
      await expect(page.locator('#headline')).toHaveText(SUCCESS);
    });

    test('challenge: a wrong code, then the right one, pays once', async ({ cardPage, page }) => {
      const challenge = await startChallenge(cardPage);
      const bank = bankPage(challenge);
      await answer(bank, '0000');
      await expect(bank.locator('#otp-error')).toContainText('2 tries left');
      await answer(bank, CODE);
      await expect(page.locator('#headline')).toHaveText(SUCCESS);
    });

    test('cancel: the close button ends it as a cancel; another card then pays the same intent', async ({ cardPage, page }) => {
      const challenge = await startChallenge(cardPage);
      await challenge.getByRole('button', { name: 'Cancel verification' }).click();
      await expect(overlay(page)).toBeHidden();
      await expect(page.locator('#status')).toHaveText('You cancelled the verification. You can try again.');
      await expect(cardPage.elementMessage).toHaveText('You cancelled the card verification. You can try again.');
      await cardPage.frame.locator('input[name="number"]').fill('4111111111111111');
      await cardPage.pay();
      // Failing, it says where the shopper was left (once seen in CI only, under load).
      await cardPage.expectPaid();
    });

    test('challenge failure: three wrong codes end in an error the shopper can read', async ({ cardPage, page }) => {
      const challenge = await startChallenge(cardPage);
      const bank = bankPage(challenge);
      // Each wrong code reloads the bank's page: wait for it before the next one.
      await answer(bank, '1111');
      await expect(bank.locator('#otp-error')).toContainText('2 tries left');
      await answer(bank, '2222');
      await expect(bank.locator('#otp-error')).toContainText('1 try left');
      await answer(bank, '3333');
      await expect(overlay(page)).toHaveCount(0);
      await expect(cardPage.elementMessage).toHaveText('Your bank could not verify this card. Please try again or use a different card.');
      expect(await cardPage.merchantError()).toMatchObject({ code: '3ds_failed', audience: 'customer' });
    });

    test('challenge passed, then the issuer declines: the decline message, not a 3DS one', async ({ cardPage, page }) => {
      const challenge = await startChallenge(cardPage, CARDS.challengeDecline);
      await answer(bankPage(challenge), CODE);
      await expect(overlay(page)).toHaveCount(0);
      await expect(cardPage.elementMessage).toHaveText('Your card was declined. Please contact your card issuer or try a different card.');
      expect(await cardPage.merchantError()).toMatchObject({ code: 'issuer_declined', original_code: '05', audience: 'customer' });
    });

    test('the shopper gives up on the bank page (the self-cancelling card): a cancel', async ({ cardPage, page }) => {
      await cardPage.open();
      await cardPage.fill(CARDS.challengeCancel);
      await cardPage.pay();
      await expect(page.locator('#status')).toHaveText('You cancelled the verification. You can try again.');
      await expect(overlay(page)).toHaveCount(0);
    });

    test('device data that never comes back: the payment goes on after 10 s without it', async ({ cardPage, page }) => {
      test.setTimeout(45_000);
      await page.context().route('**/simulator/3ds/device-data', (route) => route.abort());
      await cardPage.open();
      await cardPage.fill(CARDS.frictionless);
      const started = Date.now();
      await cardPage.pay();
      await expect(page.locator('#headline')).toHaveText(SUCCESS, { timeout: 20_000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(10_000);
    });

    test('popup blocked: the page goes to the bank and comes back to the merchant, paid', async ({ cardPage, page, checkoutUrl }) => {
      await page.addInitScript(() => {
        window.open = () => null;
      });
      const heard = demoConsole(page);
      await cardPage.open('/card-script.html', '?challenge=popup');
      await cardPage.fill(CARDS.challenge);
      await cardPage.pay();
      await page.waitForURL((url) => url.origin === new URL(checkoutUrl).origin && url.pathname.startsWith('/simulator/3ds/challenge'));
      // Spec §4: the merchant heard the blocked popup before its page left.
      await expect.poll(() => heard).toEqual(['[demo] popupBlocked {"popup":"3ds"}']);
      await page.locator('#otp').fill(CODE);
      await page.locator('button[value="submit"]').click();
      await expect(page.locator('#headline')).toHaveText(SUCCESS);
    });
  });
}

/** What the demo page logs of the popup events and `complete` its handlers heard (examples/pages/demo.js). */
function demoConsole(page: Page): string[] {
  const heard: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[demo] ')) heard.push(message.text());
  });
  return heard;
}

test.describe('3-D Secure outcomes', () => {
  test('Escape closes the overlay as a cancel; focus stays in the dialog meanwhile', async ({ cardPage, page }) => {
    const challenge = await startChallenge(cardPage);
    await expect(bankPage(challenge).locator('#otp')).toBeVisible();
    // The rest of the merchant page is inert under the modal dialog.
    await expect(page.locator('#pay')).not.toBeFocused();
    await challenge.getByRole('button', { name: 'Cancel verification' }).focus();
    await page.keyboard.press('Escape');
    await expect(overlay(page)).toHaveCount(0);
    await expect(page.locator('#status')).toHaveText('You cancelled the verification. You can try again.');
  });

  test("in the shopper's language: the overlay's dialog and frame are named in German; Escape gives focus back to the card (Pay is disabled while paying)", async ({
    cardPage,
    page,
  }) => {
    const challenge = await startChallenge(cardPage, CARDS.challenge, '?lang=de');
    await expect(bankPage(challenge).locator('#otp')).toBeVisible();
    const title = (JSON.parse(readFileSync('runtime/platform/i18n/locales/de.json', 'utf8')) as { threeDs: { challenge: { title: string } } }).threeDs.challenge
      .title;
    await expect(overlay(page)).toHaveAttribute('aria-label', title);
    await expect(page.locator('dialog[data-portico-3ds] iframe')).toHaveAttribute('title', title);
    await challenge.getByRole('button', { name: 'Verifizierung abbrechen' }).focus();
    await page.keyboard.press('Escape');
    await expect(overlay(page)).toHaveCount(0);
    await expect(page.locator('#card-element iframe')).toBeFocused();
  });

  for (const [colorScheme, opacity] of [
    ['light', '0.3'],
    ['dark', '0.7'],
  ] as const) {
    test(`the overlay's backdrop has the ${colorScheme} theme's opacity, ${opacity} (spec §9)`, async ({ cardPage, page }) => {
      // The demo page gives the element the appearance mode of the system's colour scheme.
      await page.emulateMedia({ colorScheme });
      await startChallenge(cardPage);
      const backdrop = await overlay(page).evaluate((dialog) => {
        const style = getComputedStyle(dialog, '::backdrop');
        return { background: style.backgroundColor, opacity: style.opacity };
      });
      expect(backdrop).toEqual({ background: 'rgb(0, 0, 0)', opacity });
    });
  }

  test('a challenge left open 10 minutes ends as an error the shopper can retry', async ({ cardPage, page }) => {
    await page.clock.install();
    const challenge = await startChallenge(cardPage);
    await expect(bankPage(challenge).locator('#otp')).toBeVisible();
    await page.clock.fastForward('10:01');
    await expect(overlay(page)).toHaveCount(0);
    await expect(cardPage.elementMessage).toHaveText('The card verification took too long. Please try again.');
    await cardPage.pay();
    await expect(overlay(page)).toBeVisible();
    await answer(bankPage(challengeFrame(page)), CODE);
    await expect(page.locator('#headline')).toHaveText(SUCCESS);
  });
});

test.describe('3-D Secure fallbacks', () => {
  test('popup: asked for by the merchant, the challenge opens in a window and pays', async ({ cardPage, page }) => {
    const heard = demoConsole(page);
    await cardPage.open('/card-script.html', '?challenge=popup');
    await cardPage.fill(CARDS.challenge);
    const popupOpened = page.waitForEvent('popup');
    await cardPage.pay();
    const popup = await popupOpened;
    await answer(popup.frameLocator('iframe[name="portico-acs"]'), CODE);
    await expect(page.locator('#headline')).toHaveText(SUCCESS);
    await expect.poll(() => popup.isClosed()).toBe(true);
    // Spec §4: the window's life as the merchant heard it, then the flow's end.
    await expect
      .poll(() => heard)
      .toEqual(['[demo] popupOpened {"popup":"3ds"}', '[demo] popupClosed {"popup":"3ds"}', '[demo] complete {"outcome":"success"}']);
  });
});
