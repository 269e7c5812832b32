import { expect, type FrameLocator, type Page, type Request } from '@playwright/test';
import { expectFrameSettled } from './frame-settled';

export interface BillingInput {
  readonly name: string;
  readonly country: string;
  readonly line1: string;
  readonly city: string;
  readonly postcode?: string;
  readonly state?: string;
}

export const ADA: BillingInput = { name: 'Ada Lovelace', country: 'GB', line1: '10 Downing Street', city: 'London', postcode: 'SW1A 2AA' };

/** The demo merchant's full-featured card page, as a shopper sees it. */
export class FullCardPage {
  constructor(
    readonly page: Page,
    readonly merchantUrl: string,
    readonly checkoutUrl: string,
  ) {}

  get frame(): FrameLocator {
    return this.page.frameLocator('#card-element iframe');
  }

  /** `query`: `customer=1` (a customer who may save the card), `brands=visa,mastercard`, `lang=de`. */
  async open(query = ''): Promise<void> {
    await this.page.goto(`${this.merchantUrl}/full-featured-card.html${query ? `?${query}` : ''}`);
    await expect(this.page.locator('#pay')).toBeEnabled();
  }

  async fillCard(number: string, expiry = '12 / 34', cvc = '123'): Promise<void> {
    await this.frame.locator('input[name="number"]').fill(number);
    await this.frame.locator('input[name="expiry"]').fill(expiry);
    await this.frame.locator('input[name="cvc"]').fill(cvc);
  }

  async fillBilling(billing: BillingInput = ADA): Promise<void> {
    await this.frame.getByLabel('Name on card').fill(billing.name);
    await this.frame.getByRole('combobox', { name: 'Country or region' }).selectOption(billing.country);
    await this.frame.getByLabel('Address', { exact: true }).fill(billing.line1);
    await this.frame.getByLabel('City').fill(billing.city);
    if (billing.postcode !== undefined) await this.frame.getByLabel(/^Postal code/).fill(billing.postcode);
    if (billing.state !== undefined) await this.frame.getByLabel(/^State, province or region/).fill(billing.state);
  }

  /**
   * Clicks Pay once it is in view and drawn there: a click sent right after
   * Playwright's own scroll can be hit-tested against the cross-origin iframe's old
   * place, and land in the frame instead.
   */
  async pay(): Promise<void> {
    const pay = this.page.locator('#pay');
    await expectFrameSettled(this.page.locator('#card-element iframe'));
    await pay.scrollIntoViewIfNeeded();
    await this.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await pay.click();
  }

  get elementMessage() {
    return this.frame.locator('#portico-card-message');
  }

  get status() {
    return this.page.locator('#status');
  }

  /** Every confirm request the frames send to the payment API, from now on. */
  recordConfirms(): Request[] {
    const confirms: Request[] = [];
    this.page.on('request', (request) => {
      if (request.method() === 'POST' && /\/payment_intents\/[^/]+\/confirm$/.test(new URL(request.url()).pathname)) confirms.push(request);
    });
    return confirms;
  }
}
