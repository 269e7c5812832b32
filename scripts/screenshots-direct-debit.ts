/**
 * The direct-debit screens for `npm run screenshots` (scripts/screenshots.ts calls
 * `shootDirectDebit` once per width and colour scheme): the drop-in with each scheme
 * (the link choice, the form with its problems, a filled Bacs form with its bank's name
 * and the Guarantee open, a declined BECS account), and the micro-deposit pages (the
 * verify form, a wrong answer, verified, closed after three; the pending page; Arabic).
 * Alone: `node --import tsx scripts/screenshots-direct-debit.ts` (after `npm run build`).
 */
import type { Browser, Page } from '@playwright/test';
import { DEFAULT_SECRET_KEY } from '../sandbox/server';

const KEY = { 'content-type': 'application/json', 'x-api-key': process.env.PORTICO_SECRET_KEY ?? DEFAULT_SECRET_KEY };

export interface DirectDebitShot {
  readonly browser: Browser;
  readonly merchantUrl: string;
  readonly checkoutUrl: string;
  readonly width: number;
  readonly scheme: 'light' | 'dark';
  readonly out: string;
}

async function post(checkoutUrl: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${checkoutUrl}/api/v1/pa${path}`, { method: 'POST', headers: KEY, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** A consent waiting for its micro-deposits, and the customer's secret (as e2e/support/direct-debit.ts makes them). */
async function consent(checkoutUrl: string): Promise<{ id: string; secret: string }> {
  const customer = await post(checkoutUrl, '/customers/create', { request_id: crypto.randomUUID(), merchant_customer_id: `shots_${crypto.randomUUID()}` });
  const made = await post(checkoutUrl, '/payment_consents/create', {
    request_id: crypto.randomUUID(),
    customer_id: customer.id,
    next_triggered_by: 'customer',
  });
  await post(checkoutUrl, `/payment_consents/${String(made.id)}/verify`, {
    request_id: crypto.randomUUID(),
    payment_method: {
      type: 'bacs_direct_debit',
      bacs_direct_debit: { account_holder_name: 'Ada Lovelace', sort_code: '10-88-00', account_number: '00012345' },
    },
  });
  const secret = await post(checkoutUrl, `/customers/${String(customer.id)}/generate_client_secret`, {});
  return { id: String(made.id), secret: String(secret.client_secret) };
}

/** The drop-in's frame follows its content (onResize, debounced): wait until it fits, then capture the whole page. */
async function shootDropin(page: Page, path: string): Promise<void> {
  const inner = await (await page.locator('#dropin iframe').elementHandle())?.contentFrame();
  for (let fits = 0; fits < 2;) {
    await page.waitForTimeout(150);
    const content = (await inner?.evaluate(() => Math.ceil(document.querySelector('.portico-dropin')!.getBoundingClientRect().height))) ?? 0;
    const frameHeight = await page.evaluate(() => document.querySelector<HTMLIFrameElement>('#dropin iframe')?.offsetHeight ?? 0);
    fits = frameHeight >= content ? fits + 1 : 0;
  }
  // A full-page capture draws only the viewport's part of a cross-origin frame: make the viewport the page's height.
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (viewport) await page.setViewportSize({ width: viewport.width, height });
  await page.screenshot({ path });
  if (viewport) await page.setViewportSize(viewport);
}

export async function shootDirectDebit({ browser, merchantUrl, checkoutUrl, width, scheme, out }: DirectDebitShot): Promise<void> {
  const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
  const suffix = `${width}-${scheme}`;
  const frame = page.frameLocator('#dropin iframe');
  /** Pressed from the keyboard: a click right after a scroll may be hit-tested against the frame's old place. */
  const press = async (target: ReturnType<typeof frame.locator>, key = 'Enter') => {
    await target.focus();
    await page.keyboard.press(key);
  };
  const pay = () => press(frame.locator('.portico-dropin__pay'));
  const open = async (currency: string) => {
    await page.goto(`${merchantUrl}/direct-debit.html?currency=${currency}`);
    await frame.locator('.portico-dropin__pay').waitFor();
  };
  for (const [name, currency] of [
    ['ach', 'USD'],
    ['sepa', 'EUR'],
    ['becs', 'AUD'],
  ] as const) {
    await open(currency);
    await shootDropin(page, `${out}/dd-${name}-${suffix}.png`);
  }
  // ACH typed wrong, Pay pressed: every problem on its field.
  await open('USD');
  await press(frame.getByRole('button', { name: 'Enter account details instead' }));
  await frame.getByLabel("Account holder's name").fill('Ada Lovelace');
  await frame.getByLabel('Email address').fill('ada@example');
  await frame.getByLabel('Routing number').fill('123456789');
  await frame.getByLabel('Account number').fill('12');
  await pay();
  await frame.getByText('Tick the box to agree before you continue.').waitFor();
  await shootDropin(page, `${out}/dd-ach-errors-${suffix}.png`);
  // Bacs filled: the sort code names its bank, the Guarantee unfolded.
  await open('GBP');
  await shootDropin(page, `${out}/dd-bacs-link-${suffix}.png`);
  await press(frame.getByRole('button', { name: 'Enter account details instead' }));
  await frame.getByLabel("Account holder's name").fill('Ada Lovelace');
  await frame.getByLabel('Email address').fill('ada@example.co.uk');
  await frame.getByLabel('Sort code').fill('200000');
  await frame.getByLabel('Account number').fill('00012345');
  await frame.getByText('Bank: Barclays').waitFor();
  await press(frame.getByText('The Direct Debit Guarantee', { exact: true }));
  await press(frame.getByRole('checkbox'), 'Space');
  await shootDropin(page, `${out}/dd-bacs-filled-${suffix}.png`);
  // BECS declined (an account ending 0002).
  await open('AUD');
  await frame.getByLabel("Account holder's name").fill('Ada Lovelace');
  await frame.getByLabel('Email address').fill('ada@example.com.au');
  await frame.getByLabel('BSB').fill('062000');
  await frame.getByLabel('Account number').fill('12340002');
  await press(frame.getByRole('checkbox'), 'Space');
  await pay();
  await frame.getByRole('alert').filter({ hasText: 'declined' }).waitFor();
  await shootDropin(page, `${out}/dd-becs-declined-${suffix}.png`);

  // The verify page: the form, a wrong answer, verified; closed after three wrong answers; the pending page.
  const shootPage = async (name: string) => {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.screenshot({ path: `${out}/dd-${name}-${suffix}.png`, fullPage: true });
  };
  const answer = async (first: string, second: string) => {
    await page.getByLabel('First deposit').fill(first);
    await page.getByLabel('Second deposit').fill(second);
    await page.getByRole('button', { name: 'Verify account' }).click();
  };
  const verifyUrl = (c: { id: string; secret: string }, lang = 'en') =>
    `${checkoutUrl}/#/page/direct-debit-verify-account/uk/${c.id}?client_secret=${c.secret}&lang=${lang}&return_url=${encodeURIComponent(merchantUrl)}`;
  const right = await consent(checkoutUrl);
  await page.goto(verifyUrl(right));
  await page.getByLabel('First deposit').waitFor();
  await shootPage('verify');
  await answer('0.12', '0.34');
  await page.getByText(/Attempts left: 2/).waitFor();
  await shootPage('verify-wrong');
  await answer('0.32', '0.45');
  await page.getByRole('heading', { name: 'Bank account verified' }).waitFor();
  await shootPage('verify-verified');
  const closed = await consent(checkoutUrl);
  await page.goto(verifyUrl(closed));
  for (const [a, b] of [
    ['0.01', '0.02'],
    ['0.03', '0.04'],
    ['0.05', '0.06'],
  ] as const) {
    await Promise.all([page.waitForResponse((res) => res.url().endsWith('/verify_continue')), answer(a, b)]);
  }
  await page.getByRole('heading', { name: 'Verification closed' }).waitFor();
  await shootPage('verify-closed');
  const pending = await consent(checkoutUrl);
  await page.goto(`${checkoutUrl}/#/page/direct-debit-pending-verify?consent_id=${pending.id}&client_secret=${pending.secret}`);
  await page.getByText('Attempts left: 3').waitFor();
  await shootPage('pending');
  // Right to left: the verify page in Arabic, after a refused amount.
  await page.goto(verifyUrl(pending, 'ar'));
  await page.locator('input[name="amount1"]').waitFor();
  await page.locator('input[name="amount2"]').fill('1.5');
  await page.locator('.portico-dd__deposits button[type="submit"]').click();
  await shootPage('verify-ar');
  await page.close();
}

// Run alone: every width and scheme, into .portico/screenshots/.
if (process.argv[1]?.endsWith('screenshots-direct-debit.ts')) {
  const { shootAlone } = await import('./screenshots-alone');
  await shootAlone(shootDirectDebit);
}
