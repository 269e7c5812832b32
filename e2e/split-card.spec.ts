import { expect, test, TEST_CARDS } from './support/fixtures';
import { recordMessages, recorded, recordRequests, SplitCardPage } from './support/split-card';

const MODES = [
  { mode: 'BroadcastChannel', strip: false },
  { mode: 'no BroadcastChannel (through the page, encoded)', strip: true },
] as const;

/** The confirm itself, not its CORS preflight. */
const isConfirm = (r: { url: string; method: string }) => r.method === 'POST' && r.url.includes('/confirm');
const confirmBody = (body: string) => JSON.parse(body) as { payment_method: { card: Record<string, string> } };

test.describe('split card fields', () => {
  for (const { mode, strip } of MODES) {
    test(`pay from three frames (${mode})`, async ({ page, merchantUrl, checkoutUrl }) => {
      const split = new SplitCardPage(page, merchantUrl, checkoutUrl);
      if (strip) await split.withoutBroadcastChannel();
      const requests = recordRequests(page);
      await split.open();
      await split.fill(TEST_CARDS.visa, '12 / 34', '123');
      await page.locator('#pay').click();
      await expect(page).toHaveURL(/\/success\.html\?intent_id=int_/);
      await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
      const codec = requests.filter((r) => /\/api\/v1\/checkout\/(en|de)code$/.test(r.url));
      // Over BroadcastChannel nothing is encoded (spec §7); through the page every value is.
      if (strip) {
        expect(codec.some((r) => r.url.endsWith('/encode'))).toBe(true);
        expect(codec.some((r) => r.url.endsWith('/decode'))).toBe(true);
      } else {
        expect(codec).toEqual([]);
      }
      const confirm = requests.find(isConfirm);
      expect(confirmBody(confirm!.body).payment_method.card).toMatchObject({ number: TEST_CARDS.visa, expiry_month: '12', expiry_year: '2034', cvc: '123' });
    });

    test(`two split groups on one page stay separate (${mode})`, async ({ page, merchantUrl, checkoutUrl }) => {
      const split = new SplitCardPage(page, merchantUrl, checkoutUrl);
      if (strip) await split.withoutBroadcastChannel();
      const requests = recordRequests(page);
      await split.open('?groups=2');
      await expect(page.locator('#gift-pay')).toBeEnabled();
      await split.fill(TEST_CARDS.visa, '12 / 34', '123', 'card');
      await split.fill(TEST_CARDS.mastercard, '01 / 40', '999', 'gift');
      await page.locator('#gift-pay').click();
      await expect(page.locator('#gift-status')).toHaveText(/^Paid: int_/);
      await page.locator('#pay').click();
      await expect(page.locator('#status')).toHaveText(/^Paid: int_/);
      const confirms = requests.filter(isConfirm).map((r) => ({ url: r.url, card: confirmBody(r.body).payment_method.card }));
      expect(confirms).toHaveLength(2);
      expect(confirms[0]!.card).toMatchObject({ number: TEST_CARDS.mastercard, expiry_month: '01', expiry_year: '2040', cvc: '999' });
      expect(confirms[1]!.card).toMatchObject({ number: TEST_CARDS.visa, expiry_month: '12', expiry_year: '2034', cvc: '123' });
      // Each group paid its own intent.
      expect(confirms[0]!.url).not.toBe(confirms[1]!.url);
    });

    test(`a PAN scan finds the card number only in the confirm request to the payment API (${mode})`, async ({ page, merchantUrl, checkoutUrl }) => {
      const split = new SplitCardPage(page, merchantUrl, checkoutUrl);
      if (strip) await split.withoutBroadcastChannel();
      await recordMessages(page, checkoutUrl);
      const requests = recordRequests(page);
      await split.open('?stay');
      await split.fill(TEST_CARDS.visa, '12 / 34', '123');
      await page.locator('#pay').click();
      await expect(page.locator('#status')).toHaveText(/^Paid: int_/);
      const carriesPan = (text: string) => text.replace(/\D/g, '').includes(TEST_CARDS.visa) || text.includes('4111 1111');
      const withPan = requests.filter((r) => carriesPan(r.url) || carriesPan(r.body) || carriesPan(JSON.stringify(r.headers)));
      expect(withPan.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
        expect.stringMatching(/^POST \/api\/v1\/pa\/payment_intents\/int_\w+\/confirm$/),
      ]);
      const messages = await recorded(page);
      // The recorder saw the traffic (the page's ports, the frames' channel), and no number in it.
      expect(messages.some((m) => m.startsWith('port-in'))).toBe(true);
      if (strip) expect(messages.some((m) => m.includes('update_expiry'))).toBe(true);
      else expect(messages.some((m) => m.startsWith('broadcast') && m.includes('update_cvc'))).toBe(true);
      expect(messages.filter(carriesPan)).toEqual([]);
    });
  }

  test('browser autofill in the number frame fills the expiry and CVC frames (hidden relay)', async ({ page, merchantUrl, checkoutUrl }) => {
    const split = new SplitCardPage(page, merchantUrl, checkoutUrl);
    await split.open();
    await split.input('number').fill(TEST_CARDS.visa);
    const numberFrame = await split.frameOf('number');
    const relay = numberFrame.locator('input[autocomplete="cc-exp"], input[autocomplete="cc-csc"]');
    await expect(relay).toHaveCount(2);
    for (const input of await relay.all()) {
      await expect(input).toHaveAttribute('tabindex', '-1');
      expect(await input.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
    }
    // What a browser's autofill does: set the values natively and fire input and change.
    await numberFrame.evaluate(() => {
      for (const [autocomplete, value] of [
        ['cc-exp', '11/2031'],
        ['cc-csc', '321'],
      ] as const) {
        const input = document.querySelector<HTMLInputElement>(`input[autocomplete="${autocomplete}"]`)!;
        input.value = value;
        input.dispatchEvent(new Event('input', { bubbles: true }));
        input.dispatchEvent(new Event('change', { bubbles: true }));
      }
    });
    await expect(split.input('expiry')).toHaveValue('11 / 31');
    await expect(split.input('cvc')).toHaveValue('321');
    await page.locator('#pay').click();
    await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
  });

  test('an incomplete group is refused before any API call: each frame shows its own error', async ({ page, merchantUrl, checkoutUrl }) => {
    const split = new SplitCardPage(page, merchantUrl, checkoutUrl);
    const requests = recordRequests(page);
    await split.open();
    await split.input('number').fill(TEST_CARDS.visa);
    await split.input('expiry').fill('12 / 3');
    await page.locator('#pay').click();
    await expect(page.locator('#status')).toHaveText('Please check your card details.');
    await expect(split.frame('expiry').getByRole('alert')).toHaveText("Your card's expiry date is incomplete.");
    await expect(split.frame('cvc').getByRole('alert')).toHaveText("Your card's security code is incomplete.");
    await expect(split.frame('number').locator('[role="alert"]')).toHaveText('');
    await expect(split.input('expiry')).toBeFocused();
    expect(requests.filter(isConfirm)).toEqual([]);
  });

  test('each field frame has its own title', async ({ page, merchantUrl, checkoutUrl }) => {
    const split = new SplitCardPage(page, merchantUrl, checkoutUrl);
    await split.open();
    await expect(page.locator('#card-number iframe')).toHaveAttribute('title', 'Secure card number input');
    await expect(page.locator('#card-expiry iframe')).toHaveAttribute('title', 'Secure card expiry date input');
    await expect(page.locator('#card-cvc iframe')).toHaveAttribute('title', 'Secure card security code input');
  });

  test('keyboard: Tab through the three frames, focus moves on as each is complete, Enter pays', async ({ page, merchantUrl, checkoutUrl }) => {
    const split = new SplitCardPage(page, merchantUrl, checkoutUrl);
    await split.open();
    await page.locator('h1').click();
    await page.keyboard.press('Tab');
    await split.expectKeysGoTo('number');
    await page.keyboard.press('Tab');
    await split.expectKeysGoTo('expiry');
    await page.keyboard.press('Tab');
    await split.expectKeysGoTo('cvc');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await split.expectKeysGoTo('number');
    await page.keyboard.type(TEST_CARDS.visa);
    // A finished field hands focus on to the next frame.
    await split.expectKeysGoTo('expiry');
    await page.keyboard.type('1234');
    await split.expectKeysGoTo('cvc');
    await page.keyboard.type('123');
    await page.keyboard.press('Enter');
    await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
  });

  test('focus(), blur() and clear() work on every field; the group handle clears them all', async ({ page, merchantUrl, checkoutUrl }) => {
    const split = new SplitCardPage(page, merchantUrl, checkoutUrl);
    await split.open();
    await split.fill(TEST_CARDS.visa, '12 / 34', '123');
    // The demo keeps its elements on window.splitDemo (for the console): drive them as a merchant's code would.
    const call = (expression: string) => page.evaluate(`(async () => { const { number, expiry, cvc, group } = window.splitDemo.card; ${expression}; })()`);
    await call('cvc.focus()');
    await expect(split.input('cvc')).toBeFocused();
    await call('cvc.blur()');
    await expect(split.input('cvc')).not.toBeFocused();
    await call('expiry.focus()');
    await expect(split.input('expiry')).toBeFocused();
    await call('await expiry.clear()');
    await expect(split.input('expiry')).toHaveValue('');
    await expect(split.input('number')).toHaveValue('4111 1111 1111 1111');
    await expect(split.input('cvc')).toHaveValue('123');
    await call('await group.clear()');
    for (const field of ['number', 'expiry', 'cvc'] as const) await expect(split.input(field)).toHaveValue('');
    await call('number.focus()');
    await expect(split.input('number')).toBeFocused();
  });
});
