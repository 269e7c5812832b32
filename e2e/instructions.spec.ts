import { expect, test } from './support/fixtures';
import { InstructionsPage, MERCHANT_KEY, METHODS, TARO, type MethodName } from './support/instructions-page';
import { addressParams } from './support/address-params';

// The pay-later methods on their checkout pages (spec §2 path routes), opened from the
// demo merchant's page on the other origin: the form, the instructions, and the
// sandbox settling the payment (paid or the deadline passed) while the page is open.
// axe for these screens is the screen walk's (e2e/screen-walk.spec.ts): each method's
// page from its form (empty, refused) through processing and the instructions to the
// deadline passed and paid, and the result page, light at 1280 px and dark at 320 px.

const EXPIRED = 'We did not receive your payment before the deadline. You can start again.';
const ALL = Object.keys(METHODS) as MethodName[];

const test2 = test.extend<{ shopper: InstructionsPage }>({
  shopper: async ({ page, request, merchantUrl, checkoutUrl }, use) => use(new InstructionsPage(page, request, merchantUrl, checkoutUrl)),
});

for (const method of ALL) {
  test2.describe(method, () => {
    test2('pays: the instructions, then "paid" as soon as the sandbox settles it, without a reload', async ({ shopper, page }) => {
      await shopper.open(method);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(METHODS[method].title);
      const sheet = await shopper.getInstructions(method);
      await expect(sheet).toContainText(METHODS[method].amount);
      for (const copy of METHODS[method].copies) await expect(sheet.getByRole('button', { name: `Copy ${copy}` })).toBeVisible();
      await expect(shopper.payButton).toHaveCount(0);
      expect((await shopper.intent()).status).toBe('REQUIRES_CUSTOMER_ACTION');

      await shopper.markDocument();
      await shopper.settle('pay');
      await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
      await expect(page.getByText(`Thank you. We have received your payment of ${METHODS[method].amount}.`)).toBeVisible();
      expect(await shopper.isSameDocument()).toBe(true);
      expect((await shopper.intent()).status).toBe('SUCCEEDED');
    });

    test2('the deadline passes unpaid: the failure is shown and the shopper can start again', async ({ shopper, page }) => {
      await shopper.open(method);
      await shopper.getInstructions(method);
      await shopper.settle('reject');
      await expect(page.getByRole('alert')).toHaveText(EXPIRED);
      await expect(shopper.payButton).toBeEnabled();
      // Starting again is a new attempt with new instructions.
      await shopper.payButton.click();
      await expect(shopper.sheet(method)).toBeVisible();
      expect((await shopper.intent()).status).toBe('REQUIRES_CUSTOMER_ACTION');
    });
  });
}

test2.describe('the form', () => {
  for (const method of ['konbini', 'pay-easy'] as const) {
    test2(`${method}: a phone of 9 digits is refused on its field, nothing is lost and nothing is sent`, async ({ shopper, page }) => {
      await shopper.open(method);
      const confirms: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/confirm')) confirms.push(request.postData() ?? '');
      });
      await shopper.fillContact({ ...TARO, store: method === 'konbini' ? 'lawson' : undefined, phone: '090123456' });
      await shopper.payButton.click();
      await expect(page.getByText('Enter a phone number of 10 or 11 digits.')).toBeVisible();
      const phone = page.getByLabel('Phone number');
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(phone).toBeFocused();
      await expect(phone).toHaveValue('090123456');
      await expect(page.getByLabel('Full name')).toHaveValue(TARO.name);
      await expect(page.getByLabel('Email address')).toHaveValue(TARO.email);
      // Fixed, it pays: the one confirm sent is this one (the refused Pay sent none).
      await phone.fill('09012345678');
      await shopper.payButton.click();
      await expect(shopper.sheet(method)).toContainText('09012345678');
      expect(confirms).toHaveLength(1);
      expect(JSON.parse(confirms[0]!)).toMatchObject({ payment_method: { [method === 'konbini' ? 'konbini' : 'pay_easy']: { shopper_phone: '09012345678' } } });
      expect((await shopper.intent()).latest_payment_attempt?.status).toBe('PENDING');
    });
  }

  test2('konbini: every empty field says what it wants; the store is required', async ({ shopper, page }) => {
    await shopper.open('konbini');
    await shopper.payButton.click();
    for (const message of ['Choose the store where you will pay.', 'Enter your full name.', 'Enter your email address.', 'Enter your phone number.']) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel('Store')).toBeFocused();
    expect((await shopper.intent()).latest_payment_attempt).toBeNull();
  });
});

test2.describe('the voucher', () => {
  // A shopper in London paying a Japanese konbini: the deadline on their clock, and on the shop's.
  test2.use({ timezoneId: 'Europe/London' });

  test2("konbini from London: the store's mark, the amount, the deadline on both clocks, codes set apart from Copy", async ({ shopper }) => {
    await shopper.open('konbini');
    const sheet = await shopper.getInstructions('konbini');
    await expect(sheet.locator('.portico-instr__badge .portico-store-mark[data-store="lawson"]')).toBeVisible();
    const deadline = sheet.locator('[data-row="deadline"] dd');
    await expect(deadline).toContainText(/(GMT|BST)/);
    await expect(deadline.locator('.portico-instr__shop-time')).toHaveText(/^Shop's time: .*(GMT\+9|JST)$/);
    // No browser indent; the heading below the page's title; a gap between a code and its Copy.
    expect(await sheet.locator('[data-row="payment_code"] dd').evaluate((dd) => getComputedStyle(dd).marginInlineStart)).toBe('0px');
    const size = (selector: string) =>
      sheet
        .page()
        .locator(selector)
        .first()
        .evaluate((h) => parseFloat(getComputedStyle(h).fontSize));
    expect(await size('.portico-instr__heading')).toBeLessThan(await size('h1'));
    const code = await sheet.locator('[data-row="payment_code"] dd > span').boundingBox();
    const copy = await sheet.getByRole('button', { name: 'Copy Payment code' }).boundingBox();
    expect(copy!.x - (code!.x + code!.width)).toBeGreaterThanOrEqual(16);
  });
});

test2.describe("the voucher on the shop's clock", () => {
  test2.use({ timezoneId: 'Asia/Tokyo' });

  test2('a shopper in Japan paying a konbini sees the deadline once, in JST', async ({ shopper }) => {
    await shopper.open('konbini');
    const sheet = await shopper.getInstructions('konbini');
    await expect(sheet.locator('[data-row="deadline"] dd')).toContainText(/(GMT\+9|JST)/);
    await expect(sheet.locator('.portico-instr__shop-time')).toHaveCount(0);
  });
});

test2.describe('copy buttons', () => {
  test2('copy each number to the clipboard', async ({ shopper, page, context, checkoutUrl }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: checkoutUrl });
    await shopper.open('bank-transfer');
    const sheet = await shopper.getInstructions('bank-transfer');
    for (const [copy, field] of [
      ['Sort code', 'sort_code'],
      ['Account number', 'account_number'],
      ['Reference', 'reference'],
    ] as const) {
      const row = sheet.locator(`[data-row="${field}"]`);
      const value = (await row.locator('dd > span').first().textContent()) ?? '';
      expect(value).not.toBe('');
      await row.getByRole('button', { name: `Copy ${copy}` }).click();
      await expect(row.getByRole('button', { name: `Copied ${copy}` })).toBeVisible();
      // Said once, in the sheet's one live region.
      await expect(sheet.getByRole('status').filter({ hasText: `${copy} copied.` })).toHaveCount(1);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
    }
  });

  test2(
    'a refused clipboard: the number is selected, the shopper is told to copy it by hand, onCopyFailed is logged',
    async ({ shopper, page, request, checkoutUrl }) => {
      await request.delete(`${checkoutUrl}/api/v1/simulation/telemetry/logs?name=onCopyFailed`, { headers: MERCHANT_KEY });
      // The checkout's page comes with a Permissions-Policy that forbids clipboard writes: the browser refuses them.
      await page.route(/\/page\/mx\/spei\/payment/, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, headers: { ...response.headers(), 'permissions-policy': 'clipboard-write=()' } });
      });
      await shopper.open('spei');
      const sheet = await shopper.getInstructions('spei');
      await sheet.getByRole('button', { name: 'Copy Reference' }).click();
      await expect(sheet.getByText('Could not copy. The Reference is selected: copy it by hand.')).toBeVisible();
      const reference = await sheet.locator('[data-row="reference"] dd > span').textContent();
      expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(reference);
      await expect
        .poll(
          async () => {
            const res = await request.get(`${checkoutUrl}/api/v1/simulation/telemetry/logs?name=onCopyFailed`, { headers: MERCHANT_KEY });
            return ((await res.json()) as { count: number }).count;
          },
          { timeout: 15_000 },
        )
        .toBeGreaterThan(0);
    },
  );
});

test2.describe('pages around the payment', () => {
  test2('a reload shows the same instructions at once: nothing the shopper was given is lost', async ({ shopper, page }) => {
    await shopper.open('konbini');
    const sheet = await shopper.getInstructions('konbini');
    const code = await sheet.locator('[data-row="payment_code"] dd > span').textContent();
    await page.reload();
    await expect(shopper.sheet('konbini').locator('[data-row="payment_code"] dd > span')).toHaveText(code ?? '');
    await expect(shopper.payButton).toHaveCount(0);
  });

  test2('the print stylesheet prints the instructions alone, without buttons; Print opens the print dialog', async ({ shopper, page }) => {
    await shopper.open('pay-easy');
    const sheet = await shopper.getInstructions('pay-easy');
    await page.evaluate(() => {
      window.print = () => Object.assign(window, { __printed: true });
    });
    await sheet.getByRole('button', { name: 'Print instructions' }).click();
    expect(await page.evaluate(() => (window as unknown as { __printed?: boolean }).__printed)).toBe(true);
    await page.emulateMedia({ media: 'print' });
    await expect(sheet.locator('dt', { hasText: 'Customer number' })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Copy Customer number' })).toBeHidden();
    await expect(sheet.getByRole('button', { name: 'Print instructions' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  });

  test2('PayNow: a PayNow QR code with an accessible name, for the UEN, amount and reference', async ({ shopper }) => {
    await shopper.open('paynow');
    const sheet = await shopper.getInstructions('paynow');
    const qr = sheet.getByRole('img', { name: 'PayNow QR code to scan with your bank app' });
    await expect(qr.locator('svg')).toBeVisible();
    const reference = await sheet.locator('[data-row="reference"] dd > span').textContent();
    await expect(qr).toHaveAttribute('data-qr-content', new RegExp(`SG\\.PAYNOW.*201912345K.*540525\\.00.*${reference}.*6304[0-9A-F]{4}$`));
  });

  test2(
    'the result page reads the intent: pending, then paid without a reload, with a link back to the shop',
    async ({ shopper, page, merchantUrl, checkoutUrl }) => {
      await shopper.open('konbini');
      await shopper.getInstructions('konbini');
      const query = addressParams(page.url());
      const back = `${merchantUrl}/success.html?intent_id=${shopper.intentId}`;
      await page.goto(
        `${checkoutUrl}/page/konbini/success#?intent_id=${query.get('intent_id')}&client_secret=${query.get('client_secret')}&status=SUCCEEDED&return_url=${encodeURIComponent(back)}`,
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment not received yet');
      await shopper.markDocument();
      await shopper.settle('pay');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment received', { timeout: 15_000 });
      expect(await shopper.isSameDocument()).toBe(true);
      await page.getByRole('link', { name: 'Back to localhost' }).click();
      await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
    },
  );

  test2('the result page says "not completed" after the deadline passed', async ({ shopper, page, checkoutUrl }) => {
    await shopper.open('spei');
    await shopper.getInstructions('spei');
    await shopper.settle('reject');
    const query = addressParams(page.url());
    await page.goto(
      `${checkoutUrl}/page/spei/success#?intent_id=${query.get('intent_id')}&client_secret=${query.get('client_secret')}&return_url=javascript:alert(1)`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment not completed');
    await expect(page.getByRole('link')).toHaveCount(0);
  });

  test2("in Japanese: the konbini page in the shopper's language, with the yen amount", async ({ shopper, page }) => {
    await shopper.open('konbini', '?lang=ja');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('コンビニ払い');
    await expect(page.getByText('お支払い金額：￥1,200')).toBeVisible();
  });
});

test2.describe('accessibility', () => {
  test2('keyboard only: konbini from the first field to a copied payment code', async ({ shopper, page, context, checkoutUrl }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: checkoutUrl });
    await shopper.open('konbini');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Store')).toBeFocused();
    // A closed <select> takes the first letter of an option.
    await page.keyboard.press('l');
    await expect(page.getByLabel('Store')).toHaveValue('lawson');
    await page.keyboard.press('Tab');
    await page.keyboard.type(TARO.name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(TARO.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('09012345678');
    await page.keyboard.press('Enter');
    const sheet = shopper.sheet('konbini');
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(sheet.getByRole('button', { name: 'Copy Payment code' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(sheet.getByText('Payment code copied.')).toBeVisible();
    const code = await sheet.locator('[data-row="payment_code"] dd > span').textContent();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });
});

test2.describe("in the drop-in (the same bodies, in the merchant page's frame)", () => {
  test2(
    "konbini: a 9-digit phone refused, then the instructions in the frame, and the merchant's success page once settled",
    async ({ page, request, merchantUrl, checkoutUrl }) => {
      const created = page.waitForResponse((response) => response.url().endsWith('/api/create-intent'));
      await page.goto(`${merchantUrl}/dropin.html?currency=JPY&amount=1200&country=JP`);
      const intentId = ((await (await created).json()) as { intent_id: string }).intent_id;
      const frame = page.frameLocator('#dropin iframe');
      await frame.getByRole('button', { name: /^Konbini/ }).click();
      await frame.getByLabel('Store', { exact: true }).selectOption('familymart');
      await frame.getByLabel('Full name').fill(TARO.name);
      await frame.getByLabel('Email address').fill(TARO.email);
      await frame.getByLabel('Phone number').fill('090123456');
      const pay = frame.getByRole('button', { name: 'Get payment instructions' });
      await pay.click();
      await expect(frame.getByText('Enter a phone number of 10 or 11 digits.')).toBeVisible();
      await expect(frame.getByLabel('Full name')).toHaveValue(TARO.name);
      await frame.getByLabel('Phone number').fill('09012345678');
      await pay.click();
      const sheet = frame.getByRole('region', { name: 'Pay at FamilyMart' });
      await expect(sheet.getByRole('button', { name: 'Copy Payment code' })).toBeVisible();
      await expect(sheet).toContainText('¥1,200');
      await expect(pay).toHaveCount(0);
      const res = await request.post(`${checkoutUrl}/api/v1/simulation/pa/shopper_actions/pay`, {
        headers: MERCHANT_KEY,
        data: { request_id: crypto.randomUUID(), intent_id: intentId },
      });
      expect(res.status()).toBe(200);
      await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded', { timeout: 20_000 });
    },
  );
});
