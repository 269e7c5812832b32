import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEFAULT_SECRET_KEY } from '../../sandbox/server';
import { addressParams } from './address-params';

/** The merchant's secret key the servers run with (e2e/support/servers.ts): for the sandbox's simulation API. */
export const MERCHANT_KEY = { 'x-api-key': process.env.PORTICO_SECRET_KEY ?? DEFAULT_SECRET_KEY };

/** Each method of the demo's pay-later page: its button, the checkout page it opens, and what its sheet shows. */
export const METHODS = {
  konbini: {
    button: /^Konbini/,
    path: '/page/jp/konbini/payment',
    title: 'Konbini (convenience store)',
    sheet: 'Pay at Lawson',
    amount: '¥1,200',
    copies: ['Payment code', 'Confirmation number'],
  },
  'pay-easy': {
    button: /^Pay-easy/,
    path: '/page/jp/payeasy-atm/payment',
    title: 'Pay-easy (ATM or online banking)',
    sheet: 'Pay at an ATM or in online banking',
    amount: '¥3,000',
    copies: ['Collection number', 'Customer number', 'Confirmation number'],
  },
  spei: {
    button: /^SPEI/,
    path: '/page/mx/spei/payment',
    title: 'SPEI bank transfer',
    sheet: 'Pay by SPEI transfer',
    amount: 'MX$250.50',
    copies: ['CLABE account number', 'Reference'],
  },
  'bank-transfer': {
    button: /^Bank transfer/,
    path: '/page/uk/bank-transfer/payment',
    title: 'Bank transfer',
    sheet: 'Pay by bank transfer',
    amount: '£25.00',
    copies: ['Sort code', 'Account number', 'Reference'],
  },
  paynow: {
    button: /^PayNow/,
    path: '/page/sg/pay-now/payment',
    title: 'PayNow bank transfer',
    sheet: 'Pay with PayNow',
    amount: 'SGD 25.00',
    copies: ['UEN (business number)', 'Reference'],
  },
} as const;
export type MethodName = keyof typeof METHODS;

export const TARO = { store: 'lawson', name: '山田 太郎', email: 'taro@example.jp', phone: '090-1234-5678' } as const;

/** A shopper on the checkout's page of one pay-later method, opened from the demo merchant's page. */
export class InstructionsPage {
  constructor(
    readonly page: Page,
    readonly request: APIRequestContext,
    readonly merchantUrl: string,
    readonly checkoutUrl: string,
  ) {}

  /** From the merchant's page: the shop creates the intent, the browser goes to the checkout's page for it. */
  async open(method: MethodName, merchantQuery = ''): Promise<void> {
    await this.page.goto(`${this.merchantUrl}/instructions.html${merchantQuery}`);
    await this.page.getByRole('button', { name: METHODS[method].button }).click();
    await this.page.waitForURL((url) => url.origin === this.checkoutUrl && url.pathname === METHODS[method].path);
    await expect(this.page.getByText(/^(Amount due|お支払い金額)/)).toBeVisible();
  }

  get intentId(): string {
    const id = addressParams(this.page.url()).get('intent_id');
    if (!id) throw new Error(`no intent_id in ${this.page.url()}`);
    return id;
  }

  get payButton(): Locator {
    return this.page.getByRole('button', { name: 'Get payment instructions' });
  }

  sheet(method: MethodName): Locator {
    return this.page.getByRole('region', { name: METHODS[method].sheet });
  }

  /** The konbini / Pay-easy form (the store only for konbini). */
  async fillContact(values: { store?: string; name: string; email: string; phone: string }): Promise<void> {
    if (values.store) await this.page.getByLabel('Store').selectOption(values.store);
    await this.page.getByLabel('Full name').fill(values.name);
    await this.page.getByLabel('Email address').fill(values.email);
    await this.page.getByLabel('Phone number').fill(values.phone);
  }

  /** Pays by `method` as a shopper would: the form if it has one, then the page's button; waits for the instructions. */
  async getInstructions(method: MethodName): Promise<Locator> {
    if (method === 'konbini') await this.fillContact(TARO);
    if (method === 'pay-easy') await this.fillContact({ ...TARO, store: undefined });
    await this.payButton.click();
    const sheet = this.sheet(method);
    await expect(sheet).toBeVisible();
    return sheet;
  }

  /** The sandbox's simulation API: the shopper paid at the store, ATM or bank (`pay`), or the deadline passed (`reject`). */
  async settle(action: 'pay' | 'reject'): Promise<void> {
    const res = await this.request.post(`${this.checkoutUrl}/api/v1/simulation/pa/shopper_actions/${action}`, {
      headers: MERCHANT_KEY,
      data: { request_id: crypto.randomUUID(), intent_id: this.intentId },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  async intent(): Promise<{ status: string; latest_payment_attempt: { status: string } | null }> {
    const res = await this.request.get(`${this.checkoutUrl}/api/v1/pa/payment_intents/${this.intentId}`, { headers: MERCHANT_KEY });
    expect(res.status()).toBe(200);
    return res.json();
  }

  /** Marks this document, so a test can tell the page changed without a reload. */
  async markDocument(): Promise<void> {
    await this.page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  }

  async isSameDocument(): Promise<boolean> {
    return this.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
  }
}
