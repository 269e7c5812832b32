/**
 * Bank linking in e2e: the demo's /bank-link.html (the drop-in with the direct debit of
 * its currency), the popup the shopper's click opens, the sandbox's link pages in it, and
 * the sandbox API to read what the provider says (never the page's word alone).
 */
import { expect, type APIRequestContext, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { MERCHANT_KEY } from './instructions-page';
import { clickToClose } from './press-to-close';
import { expectFrameSettled } from './frame-settled';
import { clickInView, inView } from './in-view';

const PAID = 'Thank you, your payment succeeded';

/** Each linkable scheme: its page currency, its provider, and a test account its link page offers (docs/sandbox/methods.md). */
export const LINKS = {
  ach_direct_debit: { currency: 'USD', provider: 'plaid', region: 'us', account: /First Platypus Bank: Plaid Saving/ },
  bacs_direct_debit: { currency: 'GBP', provider: 'truelayer', region: 'uk', account: /Mock UK Bank: Current Account/ },
  sepa_direct_debit: { currency: 'EUR', provider: 'truelayer', region: 'eu', account: /Mock EU Bank: Girokonto/ },
} as const;
export type LinkScheme = keyof typeof LINKS;

/**
 * Ticks the mandate's box once the frame stopped growing: the body has just come in, and
 * until its height reaches the merchant page (debounced, spec §9) the page may scroll under
 * the pointer between press and release (a click that lands nowhere; seen in CI).
 */
async function agreeToMandate(page: Page, frame: FrameLocator, iframe: string): Promise<void> {
  await expectFrameSettled(page.locator(iframe));
  const agree = frame.getByRole('checkbox', { name: /^I agree to this/ });
  await inView(agree);
  await agree.check();
  await expect(agree).toBeChecked();
}

/** The recurring demo's drop-in with `scheme` open and its mandate agreed: the link button is next. */
export async function openRecurringLink(page: Page, merchantUrl: string, scheme: LinkScheme): Promise<FrameLocator> {
  await page.goto(`${merchantUrl}/recurring.html?kind=dropin&currency=${LINKS[scheme].currency}`);
  const frame = page.frameLocator('#element iframe');
  await expect(frame.getByRole('heading', { name: 'Saved for future payments' })).toBeVisible();
  const header = frame.getByRole('button', { name: scheme === 'ach_direct_debit' ? /^ACH Direct Debit/ : /^Bacs Direct Debit/ }).first();
  await clickInView(header);
  await expect(header, 'the method opened by the click').toHaveAttribute('aria-expanded', 'true');
  // The method's own body (its mandate's box), not the one before it, is the one to tick.
  await expect(frame.getByRole('button', { name: 'Link your bank account' })).toBeVisible();
  await agreeToMandate(page, frame, '#element iframe');
  return frame;
}

export class BankLinkPage {
  constructor(
    readonly page: Page,
    readonly merchantUrl: string,
  ) {}

  get frame(): FrameLocator {
    return this.page.frameLocator('#dropin iframe');
  }

  get linkButton(): Locator {
    return this.frame.getByRole('button', { name: 'Link your bank account' });
  }

  async open(scheme: LinkScheme, query = ''): Promise<void> {
    await this.page.goto(`${this.merchantUrl}/bank-link.html?currency=${LINKS[scheme].currency}${query}`);
    // The drop-in has read its intent and methods once its Pay button is there (the body is not re-made after).
    await expect(this.frame.locator('.portico-dropin__pay')).toBeVisible();
    await expect(this.linkButton).toBeVisible();
    await agreeToMandate(this.page, this.frame, '#dropin iframe');
  }

  /** The intent the demo page made (its server's create-intent answer). */
  intentId(): Promise<string> {
    return this.page
      .locator('body')
      .getAttribute('data-intent-id')
      .then((id) => id ?? '');
  }

  /** Clicks "Link your bank account" and answers the popup it opened. */
  async startLink(): Promise<Page> {
    const popup = this.page.waitForEvent('popup', { timeout: 10_000 });
    await clickInView(this.linkButton);
    return popup;
  }

  /** The events the merchant's handlers heard, in order (the demo lists them). */
  async events(): Promise<string[]> {
    const text = (await this.page.locator('#events').textContent()) ?? '';
    return text === '' ? [] : text.split(', ');
  }

  async expectPaid(): Promise<void> {
    await expect(this.page.locator('#headline')).toHaveText(PAID, { timeout: 15_000 });
  }
}

/** Where the sandbox's link page is, in the popup: Plaid's inside the checkout's host page, TrueLayer's the popup itself. */
export function linkPageIn(popup: Page, scheme: LinkScheme): Page | FrameLocator {
  return LINKS[scheme].provider === 'plaid' ? popup.frameLocator('iframe.portico-link-host__frame') : popup;
}

/** On the sandbox's link page (`where`: the popup's, linkPageIn, or a whole tab): pick the scheme's test account, then Complete (or Cancel). */
export async function finishLinkPage(where: Page | FrameLocator, scheme: LinkScheme, action: 'Complete' | 'Cancel'): Promise<void> {
  await expect(where.getByRole('heading', { name: /Link your bank account · (Plaid|TrueLayer) \(sandbox\)/ })).toBeVisible();
  if (action === 'Complete') await where.getByLabel(LINKS[scheme].account).check();
  // In a popup the click ends it: the window may be gone before the click returns.
  await clickToClose(where.getByRole('button', { name: action }));
}

/** The same, in the popup the element opened. */
export function finishInPopup(popup: Page, scheme: LinkScheme, action: 'Complete' | 'Cancel'): Promise<void> {
  return finishLinkPage(linkPageIn(popup, scheme), scheme, action);
}

/** The sandbox API, with the merchant's key. */
export class Provider {
  constructor(
    readonly request: APIRequestContext,
    readonly checkoutUrl: string,
  ) {}

  /** The intent as the provider holds it (without `client_secret`, which each merchant read issues afresh). */
  async intent(id: string): Promise<Record<string, unknown>> {
    const res = await this.request.get(`${this.checkoutUrl}/api/v1/pa/payment_intents/${id}`, { headers: MERCHANT_KEY });
    expect(res.ok()).toBe(true);
    const { client_secret: _fresh, ...intent } = (await res.json()) as Record<string, unknown>;
    return intent;
  }

  async status(id: string): Promise<string> {
    return String((await this.intent(id)).status);
  }

  /** An intent confirmed with the scheme and no account details: its link page's address. */
  async waitingForLink(scheme: LinkScheme): Promise<{ intentId: string; linkUrl: string }> {
    const created = await this.request.post(`${this.checkoutUrl}/api/v1/pa/payment_intents/create`, {
      headers: MERCHANT_KEY,
      data: { request_id: crypto.randomUUID(), amount: 25, currency: LINKS[scheme].currency, merchant_order_id: `link_${Date.now()}` },
    });
    expect(created.ok()).toBe(true);
    const intent = (await created.json()) as { id: string; client_secret: string };
    const confirmed = await this.request.post(`${this.checkoutUrl}/api/v1/pa/payment_intents/${intent.id}/confirm`, {
      headers: { 'client-secret': intent.client_secret },
      data: { request_id: crypto.randomUUID(), payment_method: { type: scheme } },
    });
    expect(confirmed.ok()).toBe(true);
    const waiting = (await confirmed.json()) as { next_action: { url: string } };
    return { intentId: intent.id, linkUrl: waiting.next_action.url };
  }

  /** A customer's consent, verified by linking: its link page's address (the consent verify answers it). */
  async consentWaitingForLink(scheme: LinkScheme): Promise<{ consentId: string; linkUrl: string }> {
    const post = async (path: string, data: unknown) => {
      const res = await this.request.post(`${this.checkoutUrl}/api/v1/pa${path}`, { headers: MERCHANT_KEY, data });
      expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
      return (await res.json()) as Record<string, unknown>;
    };
    const customer = await post('/customers/create', { request_id: crypto.randomUUID(), merchant_customer_id: `link_${crypto.randomUUID()}` });
    const consent = await post('/payment_consents/create', { request_id: crypto.randomUUID(), customer_id: customer.id, next_triggered_by: 'customer' });
    const waiting = await post(`/payment_consents/${String(consent.id)}/verify`, { request_id: crypto.randomUUID(), payment_method: { type: scheme } });
    expect(waiting).toMatchObject({ status: 'PENDING_VERIFICATION', next_action: { type: 'redirect' } });
    return { consentId: String(consent.id), linkUrl: String((waiting.next_action as { url: string }).url) };
  }

  async consent(id: string): Promise<Record<string, unknown>> {
    const res = await this.request.get(`${this.checkoutUrl}/api/v1/pa/payment_consents/${id}`, { headers: MERCHANT_KEY });
    expect(res.ok()).toBe(true);
    const { client_secret: _fresh, ...consent } = (await res.json()) as Record<string, unknown>;
    return consent;
  }
}
