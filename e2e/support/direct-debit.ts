import { expect, type APIRequestContext, type FrameLocator, type Page, type Request } from '@playwright/test';
import { MERCHANT_KEY } from './instructions-page';

const SUCCESS = 'Thank you, your payment succeeded';

/** A typed account per scheme the sandbox accepts (docs/sandbox/methods.md), and the page's currency for it. */
export const ACCOUNTS = {
  ach_direct_debit: {
    currency: 'USD',
    method: 'ACH Direct Debit',
    fields: { 'Routing number': '110000000', 'Account number': '000123456789' },
    bank: 'Portico Test Bank',
  },
  bacs_direct_debit: {
    currency: 'GBP',
    method: 'Bacs Direct Debit',
    fields: { 'Sort code': '108800', 'Account number': '00012345' },
    bank: 'Portico Test Bank',
  },
  sepa_direct_debit: { currency: 'EUR', method: 'SEPA Direct Debit', fields: { IBAN: 'DE89370400440532013000' }, bank: 'Account in Germany' },
  becs_direct_debit: { currency: 'AUD', method: 'BECS Direct Debit', fields: { BSB: '000000', 'Account number': '123456' }, bank: 'Portico Test Bank' },
} as const;
export type Scheme = keyof typeof ACCOUNTS;

/** The demo merchant's direct-debit page: a drop-in with the direct debits of one currency. */
export class DirectDebitPage {
  /** Every request the page and its frames sent, to tell which reached the provider. */
  readonly requests: Request[] = [];

  constructor(
    readonly page: Page,
    readonly merchantUrl: string,
  ) {
    page.on('request', (request) => this.requests.push(request));
  }

  get frame(): FrameLocator {
    return this.page.frameLocator('#dropin iframe');
  }

  async open(currency: string, query = ''): Promise<void> {
    await this.page.goto(`${this.merchantUrl}/direct-debit.html?currency=${currency}${query}`);
    await expect(this.frame.getByRole('checkbox')).toBeVisible();
    await expect(this.payButton).toBeVisible();
  }

  get payButton() {
    return this.frame.locator('.portico-dropin__pay');
  }

  /** Confirms the provider was sent (payment details leave the frame only there). */
  confirms(): Request[] {
    return this.requests.filter((request) => request.method() === 'POST' && /\/payment_intents\/[^/]+\/confirm$/.test(new URL(request.url()).pathname));
  }

  async typeDetails(scheme: Scheme, overrides: Partial<Record<string, string>> = {}): Promise<void> {
    if (scheme !== 'becs_direct_debit') await this.frame.getByRole('button', { name: 'Enter account details instead' }).click();
    const fields: Record<string, string> = {
      "Account holder's name": 'Ada Lovelace',
      'Email address': 'ada@example.com',
      ...ACCOUNTS[scheme].fields,
      ...overrides,
    };
    for (const [label, value] of Object.entries(fields)) await this.frame.getByLabel(label, { exact: true }).fill(value);
  }

  async agree(): Promise<void> {
    await this.frame.getByRole('checkbox').check();
  }

  /** What the merchant's `error` handler received last (the demo page shows it). */
  merchantError(): Promise<Record<string, unknown>> {
    return this.page
      .locator('#merchant-error')
      .textContent()
      .then((text) => JSON.parse(text ?? 'null') as Record<string, unknown>);
  }

  async expectPaid(): Promise<void> {
    await expect(this.page.locator('#headline')).toHaveText(SUCCESS, { timeout: 15_000 });
  }
}

/**
 * A consent verified with typed account details through the sandbox API (the merchant
 * key), so micro-deposits wait for the shopper; and the customer's client secret the
 * verify page is opened with.
 */
export async function consentWithDeposits(request: APIRequestContext, checkoutUrl: string): Promise<{ consentId: string; clientSecret: string }> {
  const post = async (path: string, data: unknown) => {
    const res = await request.post(`${checkoutUrl}/api/v1/pa${path}`, { headers: MERCHANT_KEY, data });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const customer = await post('/customers/create', { request_id: crypto.randomUUID(), merchant_customer_id: `dd_${crypto.randomUUID()}` });
  const consent = await post('/payment_consents/create', {
    request_id: crypto.randomUUID(),
    customer_id: customer.id,
    next_triggered_by: 'merchant',
    merchant_trigger_reason: 'scheduled',
    terms_of_use: { payment_amount_type: 'FIXED', fixed_payment_amount: 9.99, payment_currency: 'GBP', billing_cycle: 'MONTH' },
  });
  const verified = await post(`/payment_consents/${String(consent.id)}/verify`, {
    request_id: crypto.randomUUID(),
    payment_method: {
      type: 'bacs_direct_debit',
      bacs_direct_debit: { account_holder_name: 'Ada Lovelace', sort_code: '10-88-00', account_number: '00012345' },
    },
  });
  expect(verified.status).toBe('PENDING_VERIFICATION');
  const secret = await post(`/customers/${String(customer.id)}/generate_client_secret`, {});
  return { consentId: String(consent.id), clientSecret: String(secret.client_secret) };
}
