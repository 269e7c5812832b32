// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FrameOptions } from '../../../../protocol';
import { createApiClient } from '../../../platform/api/client';
import { NO_PAGE_LIFECYCLE } from '../../../platform/api/page-lifecycle';
import { byPath, fakeFetch, json, type FakeReply } from '../../../platform/api/testing';
import { renderInFrame } from '../../../host/testing';
import DropinElement from '../DropinElement';

const CARD = { name: 'card', flows: ['inline'], active: true, card_schemes: [{ name: 'visa' }] };
const KONBINI = { name: 'konbini', flows: ['instructions'], active: true };
const INTENT = { id: 'int_1', status: 'REQUIRES_PAYMENT_METHOD', amount: 10, currency: 'USD' };
const FIVE_MINUTES = 5 * 60_000;

/** A quote as the sandbox answers it, made now (on the test's clock) for five minutes. */
function quote(id: string, created = Date.now()) {
  return {
    id,
    payment_currency: 'USD',
    target_currency: 'GBP',
    rate: 0.79,
    payment_amount: 10,
    target_amount: 7.9,
    intent_id: 'int_1',
    created_at: new Date(created).toISOString(),
    expires_at: new Date(created + FIVE_MINUTES).toISOString(),
  };
}
const quoteReply =
  (id: string): FakeReply =>
  (call) =>
    json(201, quote(id))(call);
const PAID = { ...INTENT, status: 'SUCCEEDED' };

function setup({
  options = { shopper_currency: 'GBP' },
  quotes = [quoteReply('quote_1')],
  confirms = [json(200, PAID)],
  retrieve = [json(200, quote('quote_1'))],
  methods = [CARD],
}: {
  options?: Partial<FrameOptions>;
  quotes?: FakeReply[];
  confirms?: FakeReply[];
  retrieve?: FakeReply[];
  methods?: unknown[];
} = {}) {
  const created = fakeFetch(...quotes);
  const read = fakeFetch(...retrieve);
  const confirm = fakeFetch(...confirms);
  const fetch = byPath(
    {
      '/config/payment_method_types': fakeFetch(json(200, { items: methods })),
      '/quotes/create': created,
      '/quotes/': read,
      '/confirm': confirm,
      '/bin/lookup': fakeFetch(json(200, { bin: '41111111', brand: 'visa', known: true })),
    },
    fakeFetch(json(200, INTENT)),
  );
  const client = createApiClient({ base: '', clientSecret: 'cs', trackerId: 't', fetch, lifecycle: NO_PAGE_LIFECYCLE });
  const frame = renderInFrame(DropinElement, { client, kind: 'dropin', options });
  return { ...frame, created, read, confirm };
}

async function typeCard() {
  const type = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name: new RegExp(name, 'i') }), { target: { value } });
  await screen.findByRole('textbox', { name: /card number/i });
  type('card number', '4111111111111111');
  type('expiry', '1234');
  type('security code', '123');
}

const submits = (events: ReadonlyArray<[string, unknown]>) => events.filter(([event]) => event === 'onSubmit').length;

describe('the currency switcher', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("offers the shopper's currency with the rate and its expiry; choosing it changes the Pay button and the confirm pays in it", async () => {
    const { created, confirm, call } = setup();
    const gbp = await screen.findByRole('radio', { name: 'Pay in GBP instead: £7.90' });
    expect(rateOf(gbp)).toBe(`1 USD = 0.79 GBP, rate valid until ${timeOf(FIVE_MINUTES)}`);
    const usd = screen.getByRole('radio', { name: 'Pay in USD: $10.00' });
    expect(usd).toHaveProperty('checked', true);
    expect(screen.getByRole('group', { name: 'Currency' })).toBeTruthy();
    expect(created.calls[0]?.body).toEqual({ target_currency: 'GBP' });
    expect(screen.getByRole('button', { name: 'Pay $10.00' })).toBeTruthy();

    fireEvent.click(gbp);
    expect(gbp).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Pay £7.90' })).toBeTruthy();
    await typeCard();
    await act(async () => {
      await call('confirm', {});
    });
    expect(confirm.calls[0]?.body).toMatchObject({ quote_id: 'quote_1', target_currency: 'GBP', payment_method: { type: 'card' } });
    expect(await screen.findByText('Payment of £7.90 complete.')).toBeTruthy();
  });

  it("sends no quote when the shopper keeps the intent's currency", async () => {
    const { confirm, call } = setup();
    await screen.findByRole('radio', { name: /^Pay in GBP instead/ });
    await typeCard();
    await act(async () => {
      await call('confirm', {});
    });
    expect(confirm.calls[0]?.body).not.toHaveProperty('quote_id');
    expect(confirm.calls[0]?.body).not.toHaveProperty('target_currency');
  });

  it("reads the shopper's currency from the browser's languages when the merchant names none", async () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'en']);
    try {
      const { created } = setup({ options: {} });
      await screen.findByRole('radio', { name: /^Pay in GBP instead/ });
      expect(created.calls[0]?.body).toEqual({ target_currency: 'GBP' });
    } finally {
      languages.mockRestore();
    }
  });

  it('shows nothing when the provider quotes no rate for that currency, or the merchant turned the switcher off', async () => {
    const refused = json(400, { code: 'validation_error', message: 'unsupported', details: { field: 'target_currency', reason: 'unsupported_currency' } });
    const { created } = setup({ options: { shopper_currency: 'BRL' }, quotes: [refused] });
    await screen.findByRole('button', { name: 'Pay $10.00' });
    await waitFor(() => expect(created.calls).toHaveLength(1));
    expect(screen.queryByRole('radio')).toBeNull();
    cleanup();

    const off = setup({ options: { shopper_currency: 'GBP', currency_switcher: 'off' } });
    await screen.findByRole('button', { name: 'Pay $10.00' });
    expect(off.created.calls).toHaveLength(0);
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it("is not offered beside a method that pays in the intent's currency only", async () => {
    setup({ methods: [KONBINI, CARD] });
    await screen.findByRole('button', { name: /^Konbini/ });
    expect(screen.queryByRole('radio', { name: /GBP/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Card/ }));
    expect(await screen.findByRole('radio', { name: /^Pay in GBP instead/ })).toBeTruthy();
  });

  it('a Pay press with a quote past its time pays nothing: a new quote, its amount shown, and the shopper presses again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { created, events, confirm, call } = setup({ quotes: [quoteReply('quote_1'), quoteReply('quote_2')] });
    fireEvent.click(await screen.findByRole('radio', { name: /^Pay in GBP instead/ }));
    await typeCard();
    vi.setSystemTime(Date.now() + FIVE_MINUTES);
    fireEvent.click(screen.getByRole('button', { name: 'Pay £7.90' }));
    expect(submits(events)).toBe(0);
    expect(await screen.findByText('The exchange rate expired, so nothing was paid. Check the new amount and press Pay again.')).toBeTruthy();
    expect(created.calls).toHaveLength(2);
    expect(confirm.calls).toHaveLength(0);
    // The new rate's time is shown; the choice stays; the next press pays with the new quote.
    expect(rateOf(screen.getByRole('radio', { name: 'Pay in GBP instead: £7.90' }))).toBe(`1 USD = 0.79 GBP, rate valid until ${timeOf(FIVE_MINUTES)}`);
    fireEvent.click(screen.getByRole('button', { name: 'Pay £7.90' }));
    expect(submits(events)).toBe(1);
    await act(async () => {
      await call('confirm', {});
    });
    expect(confirm.calls[0]?.body).toMatchObject({ quote_id: 'quote_2', target_currency: 'GBP' });
  });

  it("refuses the merchant's own confirm with quote_expired when the quote ran out, sending nothing, and renews it", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { created, confirm, call, events } = setup({ quotes: [quoteReply('quote_1'), quoteReply('quote_2')] });
    fireEvent.click(await screen.findByRole('radio', { name: /^Pay in GBP instead/ }));
    await typeCard();
    vi.setSystemTime(Date.now() + FIVE_MINUTES);
    await act(async () => {
      await expect(call('confirm', {})).rejects.toMatchObject({ code: 'quote_expired', audience: 'customer' });
    });
    expect(confirm.calls).toHaveLength(0);
    expect(events.some(([event, payload]) => event === 'onError' && (payload as { code: string }).code === 'quote_expired')).toBe(true);
    expect(screen.getByText('The exchange rate expired, so nothing was paid. Check the new amount and press Pay again.')).toBeTruthy();
    await waitFor(() => expect(created.calls).toHaveLength(2));
    await act(async () => {
      await call('confirm', {});
    });
    expect(confirm.calls[0]?.body).toMatchObject({ quote_id: 'quote_2' });
  });

  it("renews the quote when the provider's clock says it expired (409 quote_expired), for the next press", async () => {
    const expired = json(409, { code: 'quote_expired', message: 'expired', details: { quote_id: 'quote_1' } });
    const { created, read, confirm, call } = setup({
      quotes: [quoteReply('quote_1'), quoteReply('quote_2')],
      confirms: [expired, json(200, PAID)],
      retrieve: [expired],
    });
    fireEvent.click(await screen.findByRole('radio', { name: /^Pay in GBP instead/ }));
    await typeCard();
    await act(async () => {
      await expect(call('confirm', {})).rejects.toMatchObject({ code: 'quote_expired' });
    });
    expect(screen.getByText('The exchange rate expired, so nothing was paid. Check the new amount and press Pay again.')).toBeTruthy();
    await waitFor(() => expect(created.calls).toHaveLength(2));
    expect(read.calls[0]?.url).toContain('/quotes/quote_1');
    await act(async () => {
      await call('confirm', {});
    });
    expect(confirm.calls.at(-1)?.body).toMatchObject({ quote_id: 'quote_2' });
  });

  it('renews a chosen quote that runs out while the shopper waits, and says so; without a new rate it falls back to the intent currency', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const refused = json(503, { code: 'provider_unavailable', message: 'down', details: {} });
    const { created } = setup({ quotes: [quoteReply('quote_1'), quoteReply('quote_2'), refused] });
    fireEvent.click(await screen.findByRole('radio', { name: /^Pay in GBP instead/ }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FIVE_MINUTES);
    });
    expect(await screen.findByText('The exchange rate was renewed. Check the amount before you pay.')).toBeTruthy();
    expect(created.calls).toHaveLength(2);
    expect(screen.getByRole('radio', { name: /^Pay in GBP instead/ })).toHaveProperty('checked', true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FIVE_MINUTES);
    });
    expect(await screen.findByText('The exchange rate expired and no new rate is available, so you pay in USD.')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay $10.00' })).toBeTruthy();
  });
});

/** The local moment, with its date and zone, as the switcher prints it, `offset` ms from now. */
function timeOf(offset: number): string {
  return new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(
    Date.now() + offset,
  );
}

/** A radio's description: the rate line it points to. */
function rateOf(radio: HTMLElement): string | null | undefined {
  return document.getElementById(radio.getAttribute('aria-describedby') ?? '')?.textContent;
}
