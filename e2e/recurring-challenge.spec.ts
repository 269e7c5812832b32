/**
 * 3-D Secure at save in recurring mode (issue 39): a card whose issuer asks for a
 * challenge is saved through it. The element holds the customer's client secret only;
 * the SDK shows the challenge of the consent's verification intent in its overlay, as
 * for a payment, and `verifyConsent()` resolves with the consent VERIFIED. A cancelled
 * challenge saves nothing, the consent waits for another card.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { expect, test, TEST_CARDS } from './support/fixtures';
import { expectFrameSettled } from './support/frame-settled';

const CHALLENGE = '4000000000003220';
const CANCELS_ITSELF = '4000000000003246';
const AUTH_REQUIRED_LATER = '4000000000003261';

async function openDemo(page: Page, merchantUrl: string, query = ''): Promise<FrameLocator> {
  await page.goto(`${merchantUrl}/recurring.html${query}`);
  const frame = page.frameLocator('#element iframe');
  await expect(frame.getByRole('heading', { name: 'Saved for future payments' })).toBeVisible();
  return frame;
}

async function fillCard(frame: FrameLocator, number: string): Promise<void> {
  await frame.getByRole('textbox', { name: 'Card number' }).fill(number);
  await frame.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
  await frame.getByRole('textbox', { name: 'Security code' }).fill('123');
}

/** The bank's one-time-code page inside the SDK's overlay: the right code. */
async function answerChallenge(page: Page): Promise<void> {
  const bank = page.frameLocator('dialog[data-portico-3ds] iframe').frameLocator('iframe[name="portico-acs"]');
  await bank.locator('#otp').fill('1234');
  await bank.locator('button[value="submit"]').click();
}

/** The consent the merchant's page heard of last, as the merchant's server reads it from the provider. */
async function lastConsent(page: Page, merchantUrl: string): Promise<{ id: string; status: string; payment_method_id: string | null }> {
  const heard = JSON.parse((await page.locator('#consent-log').textContent()) ?? 'null') as { id: string };
  return (await page.request.get(`${merchantUrl}/api/consents/${heard.id}`)).json();
}

test.describe('recurring mode: a card that asks for 3-D Secure at save', () => {
  for (const number of [CHALLENGE, AUTH_REQUIRED_LATER]) {
    test(`${number}: the card element opens the bank's challenge, the right code saves the card, VERIFIED`, async ({ page, merchantUrl }) => {
      const frame = await openDemo(page, merchantUrl);
      await fillCard(frame, number);
      await expectFrameSettled(page.locator('#element iframe'));
      await page.getByRole('button', { name: 'Save and subscribe' }).click();
      await expect(page.locator('dialog[data-portico-3ds]')).toBeVisible();
      await answerChallenge(page);
      await expect(page.locator('#status')).toHaveText('Subscribed: your payment method is saved.');
      await expect(page.locator('dialog[data-portico-3ds]')).toHaveCount(0);
      await expect(page.locator('#merchant-error')).toBeHidden();
      expect(await lastConsent(page, merchantUrl)).toMatchObject({ status: 'VERIFIED', payment_method_id: expect.stringMatching(/^mtd_/) });
    });
  }

  test('a challenge the shopper cancels saves nothing: 3ds_cancelled, then a plain card verifies the same consent', async ({ page, merchantUrl }) => {
    const frame = await openDemo(page, merchantUrl);
    await fillCard(frame, CANCELS_ITSELF);
    await expectFrameSettled(page.locator('#element iframe'));
    await page.getByRole('button', { name: 'Save and subscribe' }).click();
    await expect(page.locator('#merchant-error')).toContainText('3ds_cancelled');
    await expect(page.locator('dialog[data-portico-3ds]')).toHaveCount(0);
    await expect(page.locator('#status')).not.toHaveText('Subscribed: your payment method is saved.');
    const heard = JSON.parse((await page.locator('#consent-log').textContent()) ?? 'null') as { id: string };
    expect(((await (await page.request.get(`${merchantUrl}/api/consents/${heard.id}`)).json()) as { status: string }).status).toBe('PENDING_VERIFICATION');
    await fillCard(frame, TEST_CARDS.visa);
    await page.getByRole('button', { name: 'Save and subscribe' }).click();
    await expect(page.locator('#status')).toHaveText('Subscribed: your payment method is saved.');
    expect(await lastConsent(page, merchantUrl)).toMatchObject({ id: heard.id, status: 'VERIFIED' });
  });

  test("the drop-in's own button: the challenge, then saved", async ({ page, merchantUrl }) => {
    const frame = await openDemo(page, merchantUrl, '?kind=dropin');
    await fillCard(frame, CHALLENGE);
    await frame.getByRole('button', { name: 'Agree and save' }).click();
    await answerChallenge(page);
    await expect(page.locator('#status')).toHaveText('Subscribed: your payment method is saved.');
    expect((await lastConsent(page, merchantUrl)).status).toBe('VERIFIED');
  });
});

test("the hosted recurring page: the whole tab goes to the bank's challenge and back, where the card is saved", async ({ page, merchantUrl, checkoutUrl }) => {
  await page.goto(`${merchantUrl}/recurring.html?hosted=1`);
  await page.getByRole('link', { name: 'Continue to the secure page' }).click();
  await page.waitForURL((url) => url.origin === checkoutUrl && url.hash.startsWith('#/standalone/recurring'));
  await page.getByRole('textbox', { name: 'Card number' }).fill(CHALLENGE);
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
  await page.getByRole('button', { name: 'Agree and save' }).click();
  // No merchant page to lay an overlay on: the tab itself goes to the bank's page.
  await page.locator('#otp').fill('1234');
  await page.locator('button[value="submit"]').click();
  await page.waitForURL((url) => url.hash.startsWith('#/standalone/recurring'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment method saved');
  await page.getByRole('link', { name: /^Back to / }).click();
  await expect(page.locator('#status')).toHaveText(/^Consent cst_\w+: VERIFIED$/);
});
