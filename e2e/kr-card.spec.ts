/**
 * The Korean card's four fields across two origins. axe for these screens is the screen
 * walk's (e2e/screen-walk.spec.ts: the four frames empty, typing, the number invalid,
 * processing, paid); audited here are the expiry's, the PIN's and the identifier's
 * errors, which the walk never brings up.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { GOOD_KR_CARD, KR_KINDS, KR_TEST_CARDS, KrCardPage } from './support/kr-card-page';

// WCAG A/AA, as the screen walk checks every frame.
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const IDENTIFIER_MESSAGE = 'Enter a valid date of birth (YYMMDD) or business registration number.';

/** Every request the page and its frames send, with its body. */
function recordRequests(page: Page): Array<{ url: string; body: string }> {
  const sent: Array<{ url: string; body: string }> = [];
  page.on('request', (request: Request) => sent.push({ url: request.url(), body: request.postData() ?? '' }));
  return sent;
}

const withKrPage = test.extend<{ krPage: KrCardPage }>({
  krPage: async ({ page, merchantUrl }, use) => use(new KrCardPage(page, merchantUrl)),
});

withKrPage.describe('Korean card fields (four frames, one payment)', () => {
  withKrPage('the four frames pay together; the card number goes out only in the confirm request', async ({ krPage, page, checkoutUrl }) => {
    const sent = recordRequests(page);
    await krPage.open();
    for (const kind of KR_KINDS) {
      expect(new URL((await page.locator(`#${kind} iframe`).getAttribute('src')) ?? '').origin).toBe(checkoutUrl);
    }
    await krPage.fill();
    await krPage.pay();
    await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
    await expect(page.locator('#detail')).toContainText('25000.00 KRW');
    await expect(page.locator('#detail')).toContainText('SUCCEEDED');

    const withNumber = sent.filter((request) => `${request.url} ${request.body}`.includes(KR_TEST_CARDS.success));
    expect(withNumber).toHaveLength(1);
    expect(withNumber[0]!.url).toMatch(new RegExp(`^${checkoutUrl}/api/v1/pa/payment_intents/int_[^/]+/confirm$`));
    const body = JSON.parse(withNumber[0]!.body) as { payment_method: { card: Record<string, unknown> } };
    expect(body.payment_method.card).toEqual({
      number: KR_TEST_CARDS.success,
      expiry_month: '12',
      expiry_year: '2034',
      kr_card: { psw_first_two: '12', identifier: '900101' },
    });
  });

  withKrPage('without BroadcastChannel the values cross the page encoded, and the payment still succeeds', async ({ krPage, page, checkoutUrl }) => {
    // In every frame of the page, the checkout's included: as a browser without the API.
    await page.addInitScript(() => {
      delete (window as { BroadcastChannel?: unknown }).BroadcastChannel;
    });
    const sent = recordRequests(page);
    await krPage.open();
    await krPage.fill();
    await krPage.pay();
    await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
    // The contributors' values went through the checkout's encode (spec §7), and no clear PIN digits or birth date left a frame but to it and in the confirm.
    const encodes = sent.filter((request) => request.url === `${checkoutUrl}/api/v1/checkout/encode`);
    expect(encodes.length).toBeGreaterThan(0);
    const confirm = sent.find((request) => request.url.endsWith('/confirm'));
    expect(JSON.parse(confirm?.body ?? '{}')).toMatchObject({ payment_method: { card: { kr_card: { psw_first_two: '12', identifier: '900101' } } } });
    expect(sent.filter((request) => request.body.includes(KR_TEST_CARDS.success))).toHaveLength(1);
  });

  withKrPage('an invalid identifier shows its error when left, and Pay is refused without a payment', async ({ krPage, page }) => {
    const sent = recordRequests(page);
    await krPage.open();
    await krPage.fill({ ...GOOD_KR_CARD, identifier: '900230' });
    await expect(krPage.message('kr-card-identifier')).toHaveText('');
    await krPage.input('kr-card-identifier').blur();
    await expect(krPage.message('kr-card-identifier')).toHaveText(IDENTIFIER_MESSAGE);
    await expect(krPage.input('kr-card-identifier')).toHaveAttribute('aria-invalid', 'true');

    await krPage.pay();
    await expect(page.locator('#status')).toHaveText('Please check your card details.');
    await expect(krPage.input('kr-card-identifier')).toBeFocused();
    for (const kind of ['kr-card-number', 'kr-card-expiry', 'kr-card-psw-first-two'] as const) {
      await expect(krPage.message(kind)).toHaveText('');
    }
    expect(sent.filter((request) => request.url.endsWith('/confirm'))).toHaveLength(0);

    // Fixed, the same intent pays.
    await krPage.input('kr-card-identifier').fill('1248100998');
    await expect(krPage.message('kr-card-identifier')).toHaveText('');
    await krPage.pay();
    await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
  });

  withKrPage("a wrong PIN declines: the number frame says so and the merchant's handler gets code 55", async ({ krPage, page }) => {
    await krPage.open();
    await krPage.fill({ ...GOOD_KR_CARD, number: KR_TEST_CARDS.wrongPin });
    await krPage.pay();
    await expect(krPage.message('kr-card-number')).toHaveText('The PIN you entered is incorrect. Please try again.');
    await expect(page.locator('#merchant-error')).toBeVisible();
    expect(JSON.parse((await page.locator('#merchant-error').textContent()) ?? 'null')).toMatchObject({
      code: 'issuer_declined',
      original_code: '55',
      audience: 'customer',
    });
    await expect(krPage.input('kr-card-psw-first-two')).toHaveValue('12');
  });

  withKrPage('each frame: a title, a labelled field, a masked PIN; no axe violations in the errors the walk never shows', async ({ krPage, page }) => {
    await krPage.open();
    const titles = {
      'kr-card-number': 'Secure card number input',
      'kr-card-expiry': 'Secure card expiry date input',
      'kr-card-psw-first-two': 'Secure card PIN input',
      'kr-card-identifier': 'Secure birth date or business number input',
    } as const;
    for (const kind of KR_KINDS) await expect(page.locator(`#${kind} iframe`)).toHaveAttribute('title', titles[kind]);
    await expect(krPage.frame('kr-card-number').getByRole('textbox', { name: 'Card number' })).toBeVisible();
    await expect(krPage.frame('kr-card-expiry').getByRole('textbox', { name: 'Expiry date' })).toBeVisible();
    await expect(krPage.frame('kr-card-identifier').getByRole('textbox', { name: 'Date of birth (YYMMDD) or business registration number' })).toBeVisible();
    const pin = krPage.frame('kr-card-psw-first-two').getByLabel('First 2 digits of card PIN');
    await expect(pin).toHaveAttribute('type', 'password');
    await expect(pin).toHaveAttribute('inputmode', 'numeric');
    await expect(pin).toHaveAttribute('autocomplete', 'off');

    await krPage.pay();
    await expect(krPage.message('kr-card-identifier')).not.toHaveText('');
    // The number's error is the walk's (elements.kr-card-number · invalid).
    for (const kind of KR_KINDS.filter((other) => other !== 'kr-card-number')) {
      await expect(krPage.input(kind)).toBeVisible();
      // The frame's content must be in the result, not only the iframe element; axe skips a
      // frame it could not reach in time (a loaded machine), so that analysis is run again.
      let result = await new AxeBuilder({ page }).withTags(WCAG).include(`#${kind}`).analyze();
      const reachedFrame = () => result.passes.some((rule) => rule.nodes.some((node) => node.target.length > 1));
      for (let attempt = 1; attempt < 3 && !reachedFrame(); attempt++) {
        result = await new AxeBuilder({ page }).withTags(WCAG).include(`#${kind}`).analyze();
      }
      expect(reachedFrame(), kind).toBe(true);
      expect(result.violations, kind).toEqual([]);
    }
  });

  withKrPage('keyboard: focus() lands in the number, each finished field hands focus to the next frame, Enter pays', async ({ krPage, page }) => {
    await krPage.open();
    await page.evaluate(() => document.querySelector<HTMLIFrameElement>('#kr-card-number iframe')!.focus());
    await krPage.expectKeysGoTo('kr-card-number');
    await page.keyboard.type(GOOD_KR_CARD.number);
    await krPage.expectKeysGoTo('kr-card-expiry');
    await page.keyboard.type('1234');
    await krPage.expectKeysGoTo('kr-card-psw-first-two');
    await page.keyboard.type('12');
    await krPage.expectKeysGoTo('kr-card-identifier');
    await page.keyboard.type('900101');
    await page.keyboard.press('Enter');
    await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
  });

  withKrPage('keyboard: Tab walks the four frames in page order, Shift+Tab back', async ({ krPage, page }) => {
    await krPage.open();
    await page.evaluate(() => document.querySelector<HTMLIFrameElement>('#kr-card-number iframe')!.focus());
    await krPage.expectKeysGoTo('kr-card-number');
    for (const kind of ['kr-card-expiry', 'kr-card-psw-first-two', 'kr-card-identifier'] as const) {
      await page.keyboard.press('Tab');
      await krPage.expectKeysGoTo(kind);
    }
    await page.keyboard.press('Shift+Tab');
    await krPage.expectKeysGoTo('kr-card-psw-first-two');
  });
});
