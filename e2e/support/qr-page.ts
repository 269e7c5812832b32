import { expect, type APIRequestContext, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { DEFAULT_SECRET_KEY } from '../../sandbox/server';

/** The demo merchant's QR code or WeChat Pay page (examples/pages/qrcode.html, wechat.html), as a shopper sees it. */
export class QrPage {
  constructor(
    readonly page: Page,
    readonly merchantUrl: string,
    readonly checkoutUrl: string,
    readonly kind: 'qrcode' | 'wechat' = 'qrcode',
  ) {}

  get frame(): FrameLocator {
    return this.page.frameLocator('#payment-element iframe');
  }

  get iframe(): Locator {
    return this.page.locator('#payment-element iframe');
  }

  /** The drawn code: an image with a name, its content in `data-qr-content`. */
  get code(): Locator {
    return this.frame.getByRole('img', { name: /^QR code to pay / });
  }

  get alert(): Locator {
    return this.frame.getByRole('alert');
  }

  get status(): Locator {
    return this.page.locator('#status');
  }

  /** `query`: `wallet=birdpay`, `method=paynow`, `stay` (stay on the page once paid), `return=0`. */
  async open(query = ''): Promise<void> {
    await this.page.goto(`${this.merchantUrl}/${this.kind}.html${query ? `?${query}` : ''}`);
    await expect(this.page.locator('#pay')).toBeEnabled();
  }

  /** The merchant's Pay: the element confirms, and the code appears. Returns what it encodes. */
  async pay(): Promise<string> {
    await this.page.locator('#pay').click();
    return this.content();
  }

  async content(): Promise<string> {
    await expect(this.code).toBeVisible();
    return (await this.code.getAttribute('data-qr-content')) ?? '';
  }

  merchantError(): Promise<{ code: string; details: Record<string, unknown> }> {
    return this.page
      .locator('#merchant-error')
      .textContent()
      .then((text) => JSON.parse(text ?? 'null'));
  }
}

/** The session token a QR code's content carries (`…/#/qrcode/mock?session=ses_…`). */
export function sessionOf(content: string): string {
  const url = new URL(content);
  const session = new URLSearchParams(url.hash.split('?')[1] ?? '').get('session');
  if (!session) throw new Error(`no session in ${content}`);
  return session;
}

/** The intent a QR session pays, as the sandbox's session endpoint says. */
export async function intentOfSession(request: APIRequestContext, checkoutUrl: string, session: string): Promise<string> {
  const body = (await (await request.get(`${checkoutUrl}/simulator/sessions/${session}`)).json()) as { intent: { id: string } };
  return body.intent.id;
}

/** The simulation API: settles whatever the intent waits for, as the shopper would (merchant key). */
export async function simulate(request: APIRequestContext, checkoutUrl: string, action: 'pay' | 'reject', intentId: string): Promise<void> {
  const response = await request.post(`${checkoutUrl}/api/v1/simulation/pa/shopper_actions/${action}`, {
    headers: { 'x-api-key': process.env.PORTICO_SECRET_KEY ?? DEFAULT_SECRET_KEY },
    data: { request_id: crypto.randomUUID(), intent_id: intentId },
  });
  expect(response.status()).toBe(200);
}

/** The /qrcode/mock page that plays the wallet app, opened in its own page. */
export class WalletApp {
  constructor(readonly page: Page) {}

  async open(content: string): Promise<void> {
    await this.page.goto(content);
    await expect(this.heading).not.toHaveText('Reading the QR code…');
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  fact(term: string): Locator {
    return this.page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  }

  get payButton(): Locator {
    return this.page.getByRole('button', { name: /^Pay / });
  }

  get rejectButton(): Locator {
    return this.page.getByRole('button', { name: 'Reject' });
  }
}
