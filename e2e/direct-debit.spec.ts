/**
 * Direct debit on the shopper's side, against the sandbox: each scheme paid by typed
 * account details in the drop-in (the demo's /direct-debit.html), nothing sent while the
 * form is wrong or the mandate unticked, a declined account, the link button leaving
 * for the bank's page; the micro-deposit verify page (right, wrong then right, three
 * wrong) and the pending page for consents set up through the sandbox API; one form by
 * keyboard alone. axe for the verify and pending pages is the screen walk's
 * (e2e/screen-walk.spec.ts, each state); the walk's drop-in never opens a direct debit.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ACCOUNTS, consentWithDeposits, DirectDebitPage, type Scheme } from './support/direct-debit';

test.describe('direct debit in the drop-in', () => {
  for (const scheme of Object.keys(ACCOUNTS) as Scheme[]) {
    test(`${ACCOUNTS[scheme].method}: paid with typed account details`, async ({ page, merchantUrl }) => {
      const dd = new DirectDebitPage(page, merchantUrl);
      await dd.open(ACCOUNTS[scheme].currency);
      await expect(dd.frame.getByText(ACCOUNTS[scheme].method).first()).toBeVisible();
      await dd.typeDetails(scheme);
      // The bank code names its bank (SEPA: the IBAN its country): the shopper typed the right one.
      await expect(dd.frame.getByText(ACCOUNTS[scheme].bank)).toBeVisible();
      await dd.agree();
      await dd.payButton.click();
      await dd.expectPaid();
      expect(dd.confirms()).toHaveLength(1);
    });
  }

  test('nothing is sent while a field is wrong or the mandate unticked; each field says what is wrong', async ({ page, merchantUrl }) => {
    const dd = new DirectDebitPage(page, merchantUrl);
    await dd.open('USD');
    await dd.typeDetails('ach_direct_debit', { 'Email address': 'ada@example', 'Routing number': '123456789', 'Account number': '12' });
    await dd.payButton.click();
    await expect(dd.frame.getByText("This routing number doesn't exist. Check each digit.")).toBeVisible();
    await expect(dd.frame.getByText('Enter an email address like name@example.com.')).toBeVisible();
    await expect(dd.frame.getByText('An account number has 4 to 17 digits.')).toBeVisible();
    await expect(dd.frame.getByText('Tick the box to agree before you continue.')).toBeVisible();
    await expect(dd.frame.getByLabel('Routing number')).toHaveAttribute('aria-invalid', 'true');
    await expect(dd.frame.getByLabel('Email address')).toBeFocused();

    // Right details, mandate still unticked: refused on the box alone.
    await dd.frame.getByLabel('Email address').fill('ada@example.com');
    await dd.frame.getByLabel('Routing number').fill('021000021');
    await expect(dd.frame.getByText('Bank: JPMorgan Chase')).toBeVisible();
    await dd.frame.getByLabel('Account number').fill('000123456789');
    await dd.payButton.click();
    await expect(dd.frame.getByRole('checkbox')).toBeFocused();
    await expect(dd.frame.getByText('Tick the box to agree before you continue.')).toBeVisible();

    // Valid at last: the one confirm the provider ever saw is this one.
    await dd.agree();
    await dd.payButton.click();
    await dd.expectPaid();
    expect(dd.confirms()).toHaveLength(1);
    expect(dd.confirms()[0]?.postDataJSON()).toMatchObject({
      payment_method: {
        type: 'ach_direct_debit',
        ach_direct_debit: { routing_number: '021000021', account_number: '000123456789', owner_name: 'Ada Lovelace' },
      },
    });
  });

  test('an account ending 0002 is declined: the element says so, the details stay, another account pays', async ({ page, merchantUrl }) => {
    const dd = new DirectDebitPage(page, merchantUrl);
    await dd.open('GBP');
    await dd.typeDetails('bacs_direct_debit', { 'Account number': '00010002' });
    await dd.agree();
    await dd.payButton.click();
    await expect(dd.frame.getByRole('alert').filter({ hasText: 'declined' })).toHaveText(
      "Your bank declined the debit: the account doesn't have enough money. Use another account or another way to pay.",
    );
    await expect(dd.frame.getByLabel('Sort code')).toHaveValue('10-88-00');
    // The merchant's handler reads the bank's refusal in the same words (not a card's).
    expect(await dd.merchantError()).toMatchObject({
      code: 'issuer_declined',
      original_code: 'R01',
      message: "Your bank declined the debit: the account doesn't have enough money. Use another account or another way to pay.",
    });
    await dd.frame.getByLabel('Account number').fill('00012345');
    await dd.payButton.click();
    await dd.expectPaid();
    expect(dd.confirms()).toHaveLength(2);
  });

  test('"Link your bank account" asks for the mandate first, then opens the bank\'s link page in a popup (e2e/bank-link.spec.ts)', async ({
    page,
    merchantUrl,
    checkoutUrl,
  }) => {
    const dd = new DirectDebitPage(page, merchantUrl);
    await dd.open('GBP');
    const link = dd.frame.getByRole('button', { name: 'Link your bank account' });
    await link.click();
    await expect(dd.frame.getByText('Tick the box to agree before you continue.')).toBeVisible();
    expect(dd.confirms()).toHaveLength(0);
    await dd.agree();
    const opened = page.waitForEvent('popup');
    await link.click();
    const popup = await opened;
    await popup.waitForURL((url) => url.origin === checkoutUrl && url.pathname === '/simulator/truelayer');
    expect(dd.confirms()).toHaveLength(1);
  });

  test('keyboard only: SEPA from "Enter account details instead" to paid', async ({ page, merchantUrl }) => {
    const dd = new DirectDebitPage(page, merchantUrl);
    await dd.open('EUR');
    await dd.frame.getByRole('button', { name: 'Enter account details instead' }).focus();
    await page.keyboard.press('Enter');
    await expect(dd.frame.getByLabel("Account holder's name")).toBeFocused();
    await page.keyboard.type('Ada Lovelace');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ada@example.com');
    await page.keyboard.press('Tab');
    await expect(dd.frame.getByLabel('IBAN')).toBeFocused();
    await page.keyboard.type('de89370400440532013000');
    await expect(dd.frame.getByLabel('IBAN')).toHaveValue('DE89 3704 0044 0532 0130 00');
    await page.keyboard.press('Tab');
    await expect(dd.frame.getByText('Your rights', { exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dd.frame.getByRole('checkbox')).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(dd.payButton).toBeFocused();
    await page.keyboard.press('Enter');
    await dd.expectPaid();
  });
});

test.describe('micro-deposit pages', () => {
  const verifyUrl = (checkoutUrl: string, consentId: string, secret: string, merchantUrl: string) =>
    `${checkoutUrl}/#/page/direct-debit-verify-account/uk/${consentId}?client_secret=${secret}&return_url=${encodeURIComponent(`${merchantUrl}/`)}`;

  async function answer(page: Page, first: string, second: string) {
    await page.getByLabel('First deposit').fill(first);
    await page.getByLabel('Second deposit').fill(second);
    await page.getByRole('button', { name: 'Verify account' }).click();
  }

  test('right amounts: verified, with the way back to the shop', async ({ page, request, checkoutUrl, merchantUrl }) => {
    const { consentId, clientSecret } = await consentWithDeposits(request, checkoutUrl);
    await page.goto(verifyUrl(checkoutUrl, consentId, clientSecret, merchantUrl));
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your bank account' })).toBeVisible();
    await expect(page.getByText('10-88-00 •••• 2345')).toBeVisible();
    await expect(page.getByText('Portico Demo Store', { exact: true })).toBeVisible();
    // Refused before sending: no attempt is spent on a typo.
    await answer(page, '32', '');
    await expect(page.getByText('Enter the amount of this deposit.')).toBeVisible();
    await answer(page, '0.45', '0.32');
    await expect(page.getByRole('heading', { level: 1, name: 'Bank account verified' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Portico Demo Store' }).click();
    await expect(page).toHaveURL(`${merchantUrl}/`);
    // Opened again: already verified.
    await page.goto(verifyUrl(checkoutUrl, consentId, clientSecret, merchantUrl));
    await expect(page.getByRole('heading', { level: 1, name: 'This account is already verified' })).toBeVisible();
  });

  test('wrong then right: the attempts left are said, the right answer still verifies', async ({ page, request, checkoutUrl, merchantUrl }) => {
    const { consentId, clientSecret } = await consentWithDeposits(request, checkoutUrl);
    await page.goto(verifyUrl(checkoutUrl, consentId, clientSecret, merchantUrl));
    await answer(page, '0.12', '0.34');
    await expect(page.getByRole('alert')).toHaveText("These amounts don't match the deposits. Check your statement and try again. Attempts left: 2");
    await answer(page, '0.32', '0.45');
    await expect(page.getByRole('heading', { level: 1, name: 'Bank account verified' })).toBeVisible();
  });

  test('three wrong answers end it: the page says so and what to do', async ({ page, request, checkoutUrl, merchantUrl }) => {
    const { consentId, clientSecret } = await consentWithDeposits(request, checkoutUrl);
    await page.goto(verifyUrl(checkoutUrl, consentId, clientSecret, merchantUrl));
    await answer(page, '0.01', '0.02');
    await expect(page.getByRole('alert')).toContainText('Attempts left: 2');
    await answer(page, '0.03', '0.04');
    await expect(page.getByRole('alert')).toContainText('Attempts left: 1');
    await answer(page, '0.05', '0.06');
    await expect(page.getByRole('heading', { level: 1, name: 'Verification closed' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('contact the business you are paying');
    await expect(page.getByLabel('First deposit')).toHaveCount(0);
    const consent = await request.get(`${checkoutUrl}/api/v1/pa/payment_consents/${consentId}`, { headers: { 'client-secret': clientSecret } });
    expect(await consent.json()).toMatchObject({ status: 'DISABLED', disabled_reason: 'verification_failed' });
  });

  test('a link without its secret, or for an unknown consent, says who must act', async ({ page, request, checkoutUrl, merchantUrl }) => {
    const { clientSecret } = await consentWithDeposits(request, checkoutUrl);
    await page.goto(`${checkoutUrl}/#/page/direct-debit-verify-account/uk/cst_nope`);
    await expect(page.getByRole('heading', { level: 1, name: 'This link is incomplete' })).toBeVisible();
    await page.goto(verifyUrl(checkoutUrl, 'cst_000000000000000000000000', clientSecret, merchantUrl));
    await expect(page.getByRole('heading', { level: 1, name: "We can't find this verification" })).toBeVisible();
    await expect(page.getByText('Ask the business that sent it for a new link.')).toBeVisible();
  });

  test('the pending page shows the account and what happens next', async ({ page, request, checkoutUrl }) => {
    const { consentId, clientSecret } = await consentWithDeposits(request, checkoutUrl);
    await page.goto(`${checkoutUrl}/#/page/direct-debit-pending-verify?consent_id=${consentId}&client_secret=${clientSecret}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Check your bank account' })).toBeVisible();
    await expect(page.getByText('We have sent two small deposits to your bank account, each less than £1.00.')).toBeVisible();
    await expect(page.getByText('Attempts left: 3')).toBeVisible();
  });
});
