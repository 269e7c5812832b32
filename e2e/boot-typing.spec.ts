/**
 * The card typed before its runtime has booted (runtime/host/boot/), with the runtime held back:
 * the card's screen chunk answers late, so the shopper types into the boot markup, and keeps
 * typing after the runtime took the field over, in the same field, without clicking it again. Nothing typed is lost, focus and caret stay in
 * the number field, a value pasted into the expiry before boot is kept, and the card typed pays.
 */
import { expect, test, TEST_CARDS } from './support/fixtures';
import { intentOf } from './engines/sandbox';
import type { FrameLocator, Page } from '@playwright/test';
import { SplitCardPage } from './support/split-card';

/** Holds the screen chunks `chunks` names (by default the card's, and only it) until `release` is called: the boot markup is the form until then. */
async function holdCardChunk(page: Page, chunks = /\/static\/js\/CardElement\.[^/]+\.js$/): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.context().route(chunks, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The number shown whole, focus moved on to the expiry: the rest typed, each field moving on, and Enter pays. */
async function typeTheRestAndPayWithEnter(page: Page, frame: FrameLocator): Promise<void> {
  await expect(frame.locator('input[name="number"]')).toHaveValue('4111 1111 1111 1111');
  await expect(frame.locator('input[name="expiry"]')).toBeFocused();
  await page.keyboard.type('1234');
  await expect(frame.locator('input[name="cvc"]')).toBeFocused();
  await page.keyboard.type('123');
  await page.keyboard.press('Enter');
  await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
}

test('keys typed before and while the runtime takes the card over are all kept, and pay', async ({ page, merchantUrl }) => {
  // Held until the first keys are in.
  const release = await holdCardChunk(page);
  await page.goto(`${merchantUrl}/card-script.html`);
  const frame = page.frameLocator('#card-element iframe');
  const boot = frame.locator('#portico-boot');
  await boot.locator('input[name="number"]').waitFor();
  // Pasted before boot (as autofill or a paste sets a value: one input event).
  await boot.locator('input[name="expiry"]').fill('12/34');
  await boot.locator('input[name="number"]').click();
  await page.keyboard.type('4111 1111', { delay: 0 });
  expect(await boot.count()).toBe(1);
  release();
  // Keep typing, a key every 100 ms, while the boot markup is the form; the last two keys after the runtime took it over.
  let remaining = '11111111';
  while (remaining.length > 2 && (await boot.count()) === 1) {
    await page.keyboard.type(remaining[0]!);
    remaining = remaining.slice(1);
    await page.waitForTimeout(100);
  }
  await expect(boot).toHaveCount(0, { timeout: 10_000 });
  // Taken over: focus and caret where the shopper left them, in the number, at the end of what was typed.
  const number = frame.locator('input[name="number"]');
  const typedSoFar = `4111 1111 ${'11111111'.slice(0, 8 - remaining.length)}`.replace(/\D/g, '');
  const shown = await number.inputValue();
  expect(shown.replace(/\D/g, '')).toBe(typedSoFar);
  expect(await number.evaluate((input: HTMLInputElement) => [document.activeElement === input, input.selectionStart])).toEqual([true, shown.length]);
  await page.keyboard.type(remaining, { delay: 0 });
  await expect(number).toHaveValue('4111 1111 1111 1111');
  // Complete, the number hands focus on to the expiry, as when typed in the runtime.
  await expect(frame.locator('input[name="expiry"]')).toBeFocused();
  await expect(frame.locator('input[name="expiry"]')).toHaveValue('12 / 34');
  await frame.locator('input[name="cvc"]').click();
  await page.keyboard.type('123');
  await expect(page.locator('#pay')).toBeEnabled();
  await page.locator('#pay').click();
  await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
});

test('the merchant hears ready from the boot markup; a Pay pressed before the runtime is wired waits for it, and pays the card typed', async ({
  page,
  merchantUrl,
  checkoutUrl,
}) => {
  // Held until the shopper has pressed Pay.
  const release = await holdCardChunk(page);
  const confirms: string[] = [];
  page.on('request', (request) => /\/payment_intents\/[^/]+\/confirm$/.test(new URL(request.url()).pathname) && confirms.push(request.url()));
  await page.goto(`${merchantUrl}/card-script.html`);
  const frame = page.frameLocator('#card-element iframe');
  const boot = frame.locator('#portico-boot');
  // The demo enables Pay on `ready`: here the boot markup's, the runtime still held.
  await expect(page.locator('#pay')).toBeEnabled();
  expect(await boot.count()).toBe(1);
  await boot.locator('input[name="number"]').click();
  await page.keyboard.type('5555555555554444', { delay: 0 });
  await boot.locator('input[name="expiry"]').click();
  await page.keyboard.type('1234', { delay: 0 });
  await boot.locator('input[name="cvc"]').click();
  await page.keyboard.type('123', { delay: 0 });
  await page.locator('#pay').click();
  await expect(page.locator('#status')).toHaveText('Paying…');
  // The confirm waits for the runtime: nothing has left for the payment API, and the boot markup is still the form.
  expect(confirms).toEqual([]);
  expect(await boot.count()).toBe(1);
  release();
  await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
  expect(confirms).toHaveLength(1);
  const intent = (await intentOf(checkoutUrl, new URL(page.url()).searchParams.get('intent_id') ?? '')) as Awaited<ReturnType<typeof intentOf>> & {
    latest_payment_attempt?: { payment_method?: { card?: { last4?: string; brand?: string } } };
  };
  expect(intent.status).toBe('SUCCEEDED');
  expect(intent.latest_payment_attempt?.payment_method?.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
});

test('element.focus() as soon as the boot markup said ready puts the keys in the card number, before and after the runtime took over; it pays', async ({
  page,
  merchantUrl,
}) => {
  const release = await holdCardChunk(page);
  await page.goto(`${merchantUrl}/card-script.html`);
  const frame = page.frameLocator('#card-element iframe');
  const boot = frame.locator('#portico-boot');
  await expect(page.locator('#pay')).toBeEnabled();
  // What the SDK's element.focus() does (sdk/element.ts): the page's focus into the frame, nothing inside it focused.
  await page.evaluate(() => document.querySelector<HTMLIFrameElement>('#card-element iframe')!.focus());
  await expect(boot.locator('input[name="number"]')).toBeFocused();
  await page.keyboard.type('411111111111111', { delay: 0 });
  expect(await boot.count()).toBe(1);
  release();
  await expect(boot).toHaveCount(0);
  await page.keyboard.type('1');
  await typeTheRestAndPayWithEnter(page, frame);
});

test('a number typed whole before the runtime took the card over hands focus on to the expiry once it has; Enter pays', async ({ page, merchantUrl }) => {
  const release = await holdCardChunk(page);
  await page.goto(`${merchantUrl}/card-script.html`);
  const frame = page.frameLocator('#card-element iframe');
  const boot = frame.locator('#portico-boot');
  await boot.locator('input[name="number"]').click();
  // A shopper on a slow network: the whole number typed into the boot markup, which moves no focus itself.
  await page.keyboard.type(TEST_CARDS.visa, { delay: 0 });
  expect(await boot.count()).toBe(1);
  await expect(boot.locator('input[name="number"]')).toBeFocused();
  release();
  await expect(boot).toHaveCount(0);
  await typeTheRestAndPayWithEnter(page, frame);
});

test('split fields: each typed whole before its runtime took over hands the keys on to the next frame once it has; Enter pays', async ({
  page,
  merchantUrl,
  checkoutUrl,
}) => {
  const release = await holdCardChunk(page, /\/static\/js\/(CardNumber|Expiry|Cvc)Element\.[^/]+\.js$/);
  const split = new SplitCardPage(page, merchantUrl, checkoutUrl);
  // The demo enables Pay on the three frames' ready: here their boot markup's.
  await split.open();
  const boot = (field: 'number' | 'expiry' | 'cvc') => split.frame(field).locator('#portico-boot');
  await boot('number').locator('input[name="number"]').click();
  await page.keyboard.type(TEST_CARDS.visa, { delay: 0 });
  expect(await boot('number').count()).toBe(1);
  release();
  await expect(boot('number')).toHaveCount(0);
  await expect(split.input('number')).toHaveValue('4111 1111 1111 1111');
  // Into the expiry's frame, its boot markup or its runtime's field, whichever holds it by then.
  await split.expectKeysGoTo('expiry');
  await page.keyboard.type('1234');
  await split.expectKeysGoTo('cvc');
  await page.keyboard.type('123');
  await expect(boot('cvc')).toHaveCount(0);
  await expect(split.input('expiry')).toHaveValue('12 / 34');
  await expect(split.input('cvc')).toHaveValue('123');
  await page.keyboard.press('Enter');
  await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
});
