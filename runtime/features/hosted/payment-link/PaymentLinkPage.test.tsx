// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../platform/i18n/react';
import { testI18n } from '../../../platform/i18n/test-i18n';
import { parseLocation } from '../../../platform/router';
import PaymentLinkPage from './PaymentLinkPage';
import { loadAmountSet } from './amount-set';

vi.mock('../../../platform/telemetry', () => ({ logEvent: () => {} }));

const CODE = 'plk_Q8mZt2LxV0aBc3De';
const HANDOFF = `hof_${'h'.repeat(32)}`;
const FRESH = `hof_${'f'.repeat(32)}`;
const FLEXIBLE = {
  code: CODE,
  url: '',
  title: 'Donation',
  description: null,
  flexible: true,
  min_amount: 5,
  max_amount: 500,
  currencies: ['USD', 'EUR'],
  reusable: true,
  expires_at: null,
  region: null,
  status: 'UNPAID',
  business_name: 'Portico Demo Store',
  collect: { billing_address: false, shipping_address: false, phone: true, reference: false, message: false },
};

type Handler = (url: string, body: Record<string, unknown> | undefined) => Response | Promise<Response>;
const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function open(handler: Handler, hash = `#/pay/${CODE}`) {
  const posts: Array<Record<string, unknown>> = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    if (init.method === 'POST' && body) posts.push(body);
    return handler(String(input), body);
  });
  render(
    <I18nProvider i18n={testI18n()}>
      <PaymentLinkPage location={parseLocation({ pathname: '/', search: '', hash })} services={{ apiBase: '' }} />
    </I18nProvider>,
  );
  return posts;
}

const linkOnly =
  (link: unknown, rest: Handler = () => reply(404, { code: 'not_found', message: '', details: {} })): Handler =>
  (url, body) =>
    url.endsWith(`/payment_links/${CODE}`) ? reply(200, link) : rest(url, body);

describe('the payment-link page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('says an unknown code does not exist, without a form', async () => {
    open(() => reply(404, { code: 'not_found', message: '', details: {} }));
    // The first test loads the API client's chunk cold: more than findBy's default second on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not exist or was mistyped' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says why a paid, expired or deactivated link cannot be paid', async () => {
    for (const [status, title] of [
      ['PAID', 'This link has already been paid'],
      ['EXPIRED', 'This link has expired'],
      ['INACTIVE', 'This link is no longer active'],
    ]) {
      open(linkOnly({ ...FLEXIBLE, status }));
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      cleanup();
    }
  });

  it('checks the amount and phone before any call, keeps what was typed, and sends nothing while they are wrong', async () => {
    const posts = open(linkOnly(FLEXIBLE));
    const amount = (await screen.findByRole('textbox', { name: 'Amount' })) as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '500.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByText('The amount must be at most $500.00.')).toBeTruthy();
    expect(screen.getByText('Enter your phone number.')).toBeTruthy();
    expect(amount.value).toBe('500.01');
    expect(document.activeElement).toBe(amount);
    expect(posts).toEqual([]);
  });

  it('keeps one request_id for a retry and for a second click, and says when the link was paid meanwhile', async () => {
    let answer: Response | null = null;
    const posts = open(linkOnly(FLEXIBLE, () => answer ?? Promise.reject(new TypeError('Failed to fetch'))));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount' }), { target: { value: '20' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone number' }), { target: { value: '+44 20 7946 0958' } });
    const cont = screen.getByRole('button', { name: 'Continue to payment' });
    fireEvent.click(cont);
    fireEvent.click(cont);
    expect(await screen.findByText(/Your payment could not be prepared/, {}, { timeout: 3000 })).toBeTruthy();
    answer = reply(409, { code: 'link_already_paid', message: '', details: {} });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link has already been paid' })).toBeTruthy();
    const ids = new Set(posts.map((p) => p.request_id));
    // Three tries of the first click (two retries), none for the second click, one for the retry: one request_id.
    expect(posts).toHaveLength(4);
    expect(ids.size).toBe(1);
    expect(posts[0]).toMatchObject({ amount: 20, currency: 'USD', collected: { phone: '+44 20 7946 0958' } });
  });

  it('offers the country calling codes (spec §8): a number typed without + is sent with the chosen code', async () => {
    const posts = open(linkOnly(FLEXIBLE, () => reply(409, { code: 'link_already_paid', message: '', details: {} })));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount' }), { target: { value: '20' } });
    // The calling codes are a chunk of their own, loaded cold here: more than findBy's default second on a busy machine.
    const code = (await screen.findByRole('combobox', { name: 'Country code' }, { timeout: 5000 })) as HTMLSelectElement;
    // First the browser's country (jsdom: en-US).
    await waitFor(() => expect(code.value).toBe('US'));
    expect(screen.getByRole('option', { name: 'United Kingdom (\u2066+44\u2069)' })).toBeTruthy();
    fireEvent.change(code, { target: { value: 'GB' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone number' }), { target: { value: '020 7946 0958' } });
    expect(screen.getByText('Choose the country code, or type the full number starting with +.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' })));
    await waitFor(() => expect(posts[0]).toMatchObject({ collected: { phone: '+442079460958' } }));
  });

  it('made, the intent is kept with the amount (spec §3 amount-set flag) for a reload, with a hand-off for its secret, never the secret', async () => {
    const intent = { id: 'int_1', status: 'REQUIRES_PAYMENT_METHOD', amount: 20, currency: 'EUR', client_secret: 'cs' };
    const minted: Array<string | null> = [];
    open(
      linkOnly({ ...FLEXIBLE, collect: {} }, (url) => {
        if (url.includes('/create_intent')) return reply(201, { intent_id: 'int_1', client_secret: 'cs_1' });
        if (url.endsWith('/payment_intents/int_1')) return reply(200, intent);
        if (url.endsWith('/api/v1/checkout/handoffs')) return (minted.push('cs_1'), reply(201, { handoff: HANDOFF, expires_at: '' }));
        return reply(404, {});
      }),
    );
    fireEvent.change(await screen.findByRole('combobox', { name: 'Currency' }), { target: { value: 'EUR' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '20,00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(loadAmountSet(CODE)).toEqual({ amount: 20, currency: 'EUR', intent: { id: 'int_1', handoff: HANDOFF } }));
    expect(sessionStorage.getItem(`portico.payment-link-amount-set:${CODE}`)).not.toContain('cs_1');
    expect(minted).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Change amount or details' })).toBeTruthy();
  });

  it('a reload redeems the kept hand-off, pays the same intent with the secret it answers, and keeps the fresh hand-off', async () => {
    sessionStorage.setItem(
      `portico.payment-link-amount-set:${CODE}`,
      JSON.stringify({ amount: 20, currency: 'EUR', intent: { id: 'int_1', handoff: HANDOFF } }),
    );
    const intent = { id: 'int_1', status: 'REQUIRES_PAYMENT_METHOD', amount: 20, currency: 'EUR', client_secret: 'cs' };
    const secrets: string[] = [];
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
      const url = String(input);
      const secret = new Headers(init.headers).get('client-secret');
      if (secret) secrets.push(secret);
      if (url.endsWith(`/payment_links/${CODE}`)) return reply(200, { ...FLEXIBLE, collect: {} });
      if (url.endsWith('/handoffs/redeem'))
        return JSON.parse(String(init.body)).handoff === HANDOFF ? reply(200, { client_secret: 'cs_1', handoff: FRESH, expires_at: '' }) : reply(404, {});
      if (url.endsWith('/payment_intents/int_1')) return reply(200, intent);
      return reply(404, {});
    });
    render(
      <I18nProvider i18n={testI18n()}>
        <PaymentLinkPage location={parseLocation({ pathname: '/', search: '', hash: `#/pay/${CODE}` })} services={{ apiBase: '' }} />
      </I18nProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Change amount or details' }, { timeout: 5000 })).toBeTruthy();
    expect(secrets).toContain('cs_1');
    await waitFor(() => expect(loadAmountSet(CODE)).toEqual({ amount: 20, currency: 'EUR', intent: { id: 'int_1', handoff: FRESH } }));
  });

  it('a reload whose hand-off is spent shows the form with the amount kept, and nothing of the intent', async () => {
    sessionStorage.setItem(
      `portico.payment-link-amount-set:${CODE}`,
      JSON.stringify({ amount: 20, currency: 'EUR', intent: { id: 'int_1', handoff: HANDOFF } }),
    );
    open(linkOnly({ ...FLEXIBLE, collect: {} }));
    // The button is drawn, locked, while the hand-off is redeemed: the form is the shopper's once it unlocks.
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Continue to payment' }, { timeout: 5000 });
    await waitFor(() => expect(button.disabled).toBe(false), { timeout: 5000 });
    expect(loadAmountSet(CODE)).toEqual({ amount: 20, currency: 'EUR' });
  });
});
