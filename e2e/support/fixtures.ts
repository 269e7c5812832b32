import { test as base, expect, type FrameLocator, type Page } from '@playwright/test';
import { FullCardPage } from './full-card-page';
import './axe-frames';
import { expectFrameSettled } from './frame-settled';
import { emptyTally, isBeacon, recordTally, scan, scanSent } from './traffic-scan';
import { watchSentMessages } from './sent-messages';
import { sweepStorage } from './storage-sweep';

export const TEST_CARDS = {
  visa: '4111111111111111',
  mastercard: '5555555555554444',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  declined: '4000000000000002',
  flaky: '4000000000005019',
  amex: '378282246310005',
  /** In the sandbox's BIN table as a US visa debit card (docs/sandbox/links-and-helpers.md). */
  visaDebit: '4000056655665556',
} as const;

/** The demo merchant's card page, as a shopper sees it. */
export class CardPage {
  constructor(
    readonly page: Page,
    readonly merchantUrl: string,
    readonly checkoutUrl: string,
  ) {}

  get frame(): FrameLocator {
    return this.page.frameLocator('#card-element iframe');
  }

  async open(path: '/card-script.html' | '/card-esm.html' | '/react/' | '/preact/' = '/card-script.html', query = ''): Promise<void> {
    await this.page.goto(`${this.merchantUrl}${path}${query}`);
    await expect(this.page.locator('#pay')).toBeEnabled();
  }

  async fill(number: string, expiry = '12 / 34', cvc = '123'): Promise<void> {
    await this.frame.locator('input[name="number"]').fill(number);
    await this.frame.locator('input[name="expiry"]').fill(expiry);
    await this.frame.locator('input[name="cvc"]').fill(cvc);
  }

  async pay(): Promise<void> {
    await expectFrameSettled(this.page.locator('#card-element iframe'));
    await this.page.locator('#pay').click();
  }

  get elementMessage() {
    return this.frame.locator('[role="alert"]');
  }

  /**
   * The merchant's success page says paid. On failure it shows where the shopper was left
   * (the merchant's status line, the element's message, the address), not only "not found".
   */
  async expectPaid(): Promise<void> {
    await expect
      .poll(async () => {
        const onSuccessPage = new URL(this.page.url()).pathname === '/success.html';
        const text = (selector: string) =>
          this.page
            .locator(selector)
            .textContent({ timeout: 500 })
            .catch(() => null);
        return onSuccessPage
          ? { page: 'success', headline: await text('#headline') }
          : { page: this.page.url(), status: await text('#status'), element: await this.elementMessage.textContent({ timeout: 500 }).catch(() => null) };
      })
      .toEqual({ page: 'success', headline: 'Thank you, your payment succeeded' });
  }

  merchantError(): Promise<Record<string, unknown>> {
    return this.page
      .locator('#merchant-error')
      .textContent()
      .then((text) => JSON.parse(text ?? 'null'));
  }
}

export const test = base.extend<{
  merchantUrl: string;
  checkoutUrl: string;
  cardPage: CardPage;
  fullCardPage: FullCardPage;
  policyGuard: void;
  trafficScan: void;
}>({
  /**
   * Every test is also a leak test (support/traffic-scan.ts): no card number, CVC or secret in
   * a request's URL, a telemetry beacon or a console line of anything the test opened. It
   * also records what the checkout's frames send their parent, where every window message
   * is sent (support/sent-messages.ts), and what is left in storage (support/storage-sweep.ts),
   * for `npm run proof`.
   */
  trafficScan: [
    async ({ context, checkoutUrl }, use, testInfo) => {
      const tally = emptyTally();
      tally.file = testInfo.file.slice(testInfo.file.lastIndexOf('/e2e/') + 1);
      const watch = (page: Page) => page.on('console', (message) => scan(tally, 'console', message.location().url, message.text()));
      context.pages().forEach(watch);
      context.on('page', watch);
      context.on('request', (request) => {
        scan(tally, 'url', request.url(), request.url());
        if (isBeacon(request.url())) scan(tally, 'beacon', request.url(), request.postData() ?? '');
      });
      await watchSentMessages(context, new URL(checkoutUrl).origin, (sent) => scanSent(tally, sent));
      await use();
      for (const entry of await sweepStorage(context)) scan(tally, 'storage', entry.where, entry.value);
      recordTally(tally, testInfo.workerIndex);
      expect(tally.findings, 'card numbers or secrets where they must never be').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * Every test is also a test of the checkout's Content-Security-Policy: whatever page or
   * frame of it the test opened, a resource or script the policy refused (Chromium says so
   * on the console) fails the test that met it; so does a Permissions-Policy it cannot read.
   */
  policyGuard: [
    async ({ context }, use) => {
      const refused: string[] = [];
      const watch = (page: Page) =>
        page.on('console', (message) => {
          // A header Chromium cannot read (a Permissions-Policy feature it does not know) is said on every document's console: the merchant's too.
          const malformed = /Error with Permissions-Policy header/i.test(message.text());
          if ((message.type() === 'error' && /Content Security Policy/i.test(message.text())) || malformed)
            refused.push(`${message.location().url}: ${message.text()}`);
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      expect(refused, 'Content-Security-Policy refusals').toEqual([]);
    },
    { auto: true },
  ],
  merchantUrl: async ({}, use) => use(requireEnv('PORTICO_MERCHANT_URL')),
  checkoutUrl: async ({}, use) => use(requireEnv('PORTICO_CHECKOUT_URL')),
  cardPage: async ({ page, merchantUrl, checkoutUrl }, use) => use(new CardPage(page, merchantUrl, checkoutUrl)),
  fullCardPage: async ({ page, merchantUrl, checkoutUrl }, use) => use(new FullCardPage(page, merchantUrl, checkoutUrl)),
});
export { expect };

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the global setup did not start the servers`);
  return value;
}
