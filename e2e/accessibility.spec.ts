// axe over every screen and state is the screen walk's (e2e/screen-walk.spec.ts); these are the card's names, keys and announcements.
import { expect, test, TEST_CARDS } from './support/fixtures';

test.describe('accessibility (the merchant page and the card frame)', () => {
  test('every field has an accessible name and the frame a title', async ({ cardPage, page }) => {
    await cardPage.open();
    await expect(page.locator('#card-element iframe')).toHaveAttribute('title', 'Secure card payment input');
    for (const name of ['Card number', 'Expiry date', 'Security code']) {
      await expect(cardPage.frame.getByRole('textbox', { name })).toBeVisible();
    }
  });

  test('keyboard: element.focus() lands in the first unfinished field, Enter submits', async ({ cardPage, page }) => {
    await cardPage.open();
    await page.evaluate(() => document.querySelector<HTMLIFrameElement>('#card-element iframe')!.focus());
    await expect(cardPage.frame.locator('input[name="number"]')).toBeFocused();
    await page.keyboard.type(TEST_CARDS.visa);
    // A finished field hands focus on to the next.
    await expect(cardPage.frame.locator('input[name="expiry"]')).toBeFocused();
    await page.keyboard.type('1234');
    await expect(cardPage.frame.locator('input[name="cvc"]')).toBeFocused();
    await page.keyboard.type('123');
    await page.keyboard.press('Enter');
    await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
  });
});

/**
 * What the live regions of a frame said, in order: a region's text is recorded each time it
 * becomes a new non-empty text (what a screen reader reads out).
 */
async function listenToLiveRegions(frame: import('@playwright/test').Frame): Promise<() => Promise<string[]>> {
  await frame.evaluate(() => {
    const said: string[] = [];
    const last = new Map<Element, string>();
    const listen = () => {
      for (const region of document.querySelectorAll('[role="alert"], [role="status"], [aria-live]')) {
        const text = (region.textContent ?? '').trim();
        if (text !== '' && text !== last.get(region)) said.push(text);
        last.set(region, text);
      }
    };
    listen();
    said.length = 0;
    new MutationObserver(listen).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    Object.assign(window, { __said: said });
  });
  return () => frame.evaluate(() => [...(window as unknown as { __said: string[] }).__said]);
}

test('an error is announced once when the shopper leaves the field, not again per keystroke', async ({ cardPage, page }) => {
  await cardPage.open();
  const frame = page.frames().find((f) => f.url().includes('#/elements/card'))!;
  const said = await listenToLiveRegions(frame);
  const number = cardPage.frame.locator('input[name="number"]');
  await number.pressSequentially('4111 1111');
  await number.press('Tab');
  await expect(cardPage.elementMessage).not.toBeEmpty();
  const atBlur = await said();
  expect(atBlur.filter((text) => text !== 'Visa')).toHaveLength(1);
  // Back in the field, still incomplete: six keystrokes, nothing new read out.
  await number.focus();
  await number.pressSequentially('111111', { delay: 30 });
  // The last keystroke's render is done once the field shows it.
  await expect(number).toHaveValue('4111 1111 1111 11');
  expect(await said()).toEqual(atBlur);
});
