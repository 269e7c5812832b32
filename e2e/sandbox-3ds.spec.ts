import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// The sandbox's 3DS pages driven by a real browser from a plain page, as the
// runtime's 3DS screens (a later issue) will drive them: post next_action's form,
// let the device-data page post itself back, then answer the challenge. axe for these
// pages is the screen walk's (e2e/screen-walk.spec.ts: elements.3ds-challenge, the
// bank's page in the challenge frame, asking and after a wrong code).

const KEY = { 'x-api-key': 'sk_test_portico_local' };
const CARDS = { frictionless: '4000000000003014', challenge: '4000000000003220', shopperCancels: '4000000000003246' };

interface RedirectForm {
  readonly type: 'redirect_form';
  readonly url: string;
  readonly data: Record<string, string>;
  readonly stage: string;
}

interface Intent {
  readonly id: string;
  readonly status: string;
  readonly client_secret: string;
  readonly next_action: RedirectForm | null;
  readonly latest_payment_attempt: { readonly status: string; readonly failure_code?: string } | null;
}

class Api {
  constructor(
    readonly request: APIRequestContext,
    readonly base: string,
  ) {}

  async create(extra: Record<string, unknown> = {}): Promise<Intent> {
    const res = await this.request.post(`${this.base}/api/v1/pa/payment_intents/create`, {
      headers: KEY,
      data: { request_id: crypto.randomUUID(), amount: 25, currency: 'EUR', ...extra },
    });
    expect(res.status()).toBe(201);
    return (await res.json()) as Intent;
  }

  async confirm(intent: Intent, number: string): Promise<Intent> {
    const card = { number, expiry_month: '12', expiry_year: '2040', cvc: '123' };
    return this.write(intent, 'confirm', { payment_method: { type: 'card', card } });
  }

  continue(intent: Intent, type: '3ds_check_enrollment' | '3ds_validate'): Promise<Intent> {
    return this.write(intent, 'confirm_continue', { type });
  }

  async get(intent: Intent): Promise<Intent> {
    const res = await this.request.get(`${this.base}/api/v1/pa/payment_intents/${intent.id}`, { headers: KEY });
    expect(res.status()).toBe(200);
    return (await res.json()) as Intent;
  }

  private async write(intent: Intent, path: string, body: Record<string, unknown>): Promise<Intent> {
    const res = await this.request.post(`${this.base}/api/v1/pa/payment_intents/${intent.id}/${path}`, {
      headers: { 'client-secret': intent.client_secret },
      data: { request_id: crypto.randomUUID(), ...body },
    });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as Intent;
  }
}

function formOf(intent: Intent, stage: string): RedirectForm {
  expect(intent.status).toBe('REQUIRES_CUSTOMER_ACTION');
  expect(intent.next_action).toMatchObject({ type: 'redirect_form', stage });
  return intent.next_action!;
}

/** From a blank page, posts the form a next_action describes (into `target`, if given). */
async function postForm(page: Page, form: RedirectForm, target?: string): Promise<void> {
  await page.evaluate(
    ({ url, data, target }) => {
      const el = document.createElement('form');
      el.method = 'POST';
      el.action = url;
      if (target) el.target = target;
      for (const [name, value] of Object.entries(data)) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        el.append(input);
      }
      document.body.append(el);
      el.submit();
    },
    { url: form.url, data: form.data, target },
  );
}

/** Device data the way the runtime will collect it: in a hidden frame of a plain page. */
async function collectDeviceData(page: Page, intent: Intent): Promise<void> {
  await page.setContent('<!doctype html><title>shop</title><iframe name="device-data" hidden></iframe>');
  await postForm(page, formOf(intent, 'WAITING_DEVICE_DATA_COLLECTION'), 'device-data');
  // The hidden page posted itself back (its script ran under the page's CSP) when the end page is there.
  await expect(page.frameLocator('iframe[name="device-data"]').locator('main[data-step="device-data-collected"]')).toBeAttached();
}

test.describe('sandbox 3DS pages in a browser', () => {
  test('challenge: a wrong code, then 1234, pays and returns to the shop', async ({ page, request, checkoutUrl, merchantUrl }) => {
    const api = new Api(request, checkoutUrl);
    const intent = await api.create({ return_url: `${merchantUrl}/?from=3ds` });
    await collectDeviceData(page, await api.confirm(intent, CARDS.challenge));
    const challenge = formOf(await api.continue(intent, '3ds_check_enrollment'), 'WAITING_USER_INFO_INPUT');

    await page.goto('about:blank');
    await postForm(page, challenge);
    await expect(page).toHaveTitle('Verify your payment — Portico Test Bank');
    const code = page.getByRole('textbox', { name: 'One-time code' });
    await code.fill('0000');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toHaveText('That code is not right. You have 2 tries left.');
    await expect(code).toHaveAttribute('aria-invalid', 'true');

    await code.fill('1234');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.origin === new URL(merchantUrl).origin);
    const back = new URL(page.url()).searchParams;
    expect(Object.fromEntries(back)).toEqual({ from: '3ds', intent_id: intent.id, status: 'SUCCEEDED' });

    expect(await api.get(intent)).toMatchObject({ status: 'SUCCEEDED', latest_payment_attempt: { status: 'SUCCEEDED' } });
    expect(await api.continue(intent, '3ds_validate')).toMatchObject({ status: 'SUCCEEDED' });
  });

  test('challenge: Cancel leaves the intent payable, the attempt cancelled', async ({ page, request, checkoutUrl }) => {
    const api = new Api(request, checkoutUrl);
    const intent = await api.create();
    await collectDeviceData(page, await api.confirm(intent, CARDS.challenge));
    const challenge = formOf(await api.continue(intent, '3ds_check_enrollment'), 'WAITING_USER_INFO_INPUT');

    // Opened the way a pop-up would open it: the challenge URL itself.
    await page.goto(challenge.url);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Verification finished' })).toBeVisible();
    await expect(page.locator('#status')).toHaveText('REQUIRES_PAYMENT_METHOD');

    const after = await api.get(intent);
    expect(after).toMatchObject({ status: 'REQUIRES_PAYMENT_METHOD', next_action: null });
    expect(after.latest_payment_attempt).toMatchObject({ status: 'CANCELLED', failure_code: '3ds_cancelled' });
  });

  test('the shopper-cancels card cancels by itself', async ({ page, request, checkoutUrl }) => {
    const api = new Api(request, checkoutUrl);
    const intent = await api.create();
    await collectDeviceData(page, await api.confirm(intent, CARDS.shopperCancels));
    const challenge = formOf(await api.continue(intent, '3ds_check_enrollment'), 'WAITING_USER_INFO_INPUT');
    await page.goto(challenge.url);
    await expect(page.locator('#status')).toHaveText('REQUIRES_PAYMENT_METHOD');
    expect((await api.get(intent)).latest_payment_attempt).toMatchObject({ status: 'CANCELLED', failure_code: '3ds_cancelled' });
  });

  test('frictionless: the hidden device-data page is the only step', async ({ page, request, checkoutUrl }) => {
    const api = new Api(request, checkoutUrl);
    const intent = await api.create();
    await collectDeviceData(page, await api.confirm(intent, CARDS.frictionless));
    expect(await api.continue(intent, '3ds_check_enrollment')).toMatchObject({ status: 'SUCCEEDED', next_action: null });
  });
});
