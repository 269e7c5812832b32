// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FrameOptions } from '../../../protocol';
import { createApiClient } from '../../platform/api/client';
import { NO_PAGE_LIFECYCLE } from '../../platform/api/page-lifecycle';
import { byPath, fakeFetch, json, networkFailure, type FakeReply } from '../../platform/api/testing';
import { renderInFrame } from '../../host/testing';
import DropinElement from './DropinElement';

const CARD = { name: 'card', flows: ['inline'], active: true, card_schemes: [{ name: 'visa' }, { name: 'mastercard' }, { name: 'amex' }, { name: 'jcb' }] };
/** A method this checkout has no screen for yet: the drop-in leaves it out. */
const UNKNOWN = { name: 'carrier_pigeon', flows: ['inline'], active: true };

function setup({
  intent = { id: 'int_1', status: 'REQUIRES_PAYMENT_METHOD', amount: 1200, currency: 'JPY' },
  methods = [UNKNOWN, CARD],
  options = {},
  list,
}: {
  intent?: Record<string, unknown>;
  methods?: unknown[];
  options?: Partial<FrameOptions>;
  list?: FakeReply[];
} = {}) {
  const listing = fakeFetch(...(list ?? [json(200, { items: methods, has_more: false })]));
  const intents = fakeFetch(json(200, intent));
  const fetch = byPath({ '/config/payment_method_types': listing }, intents);
  const client = createApiClient({ base: '', clientSecret: 'cs', trackerId: 't', fetch, lifecycle: NO_PAGE_LIFECYCLE });
  const frame = renderInFrame(DropinElement, { client, kind: 'dropin', options });
  return { ...frame, listing, intents };
}

describe('DropinElement', () => {
  afterEach(cleanup);

  it("lists the provider's methods it has a screen for, for the intent's currency, and a Pay button with the amount in its minor units", async () => {
    const { listing } = setup();
    // The first test loads the card body's chunk cold: more than findBy's default second on a busy machine.
    const pay = await screen.findByRole('button', { name: 'Pay ¥1,200' }, { timeout: 5000 });
    expect(pay).toBeTruthy();
    expect(listing.calls[0]?.url).toContain('transaction_currency=JPY');
    expect(listing.calls[0]?.url).toContain('transaction_mode=oneoff');
    expect(listing.calls[0]?.url).not.toContain('country_code');
    // Accordion outside phones: one header per method shown, the first open with its body.
    const header = screen.getByRole('button', { name: /^Card/ });
    expect(header.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByText('carrier_pigeon')).toBeNull();
    expect(await screen.findByRole('textbox', { name: /card number/i })).toBeTruthy();
  });

  it("shows the card's accepted brands: the provider's schemes, or where it names none the default pair (spec §9)", async () => {
    const marks = async () =>
      [...(await screen.findByRole('list', { name: 'Accepted cards' })).querySelectorAll('svg[data-brand]')].map((svg) => svg.getAttribute('data-brand'));
    setup();
    expect(await marks()).toEqual(['visa', 'mastercard', 'amex', 'jcb']);
    cleanup();
    setup({ methods: [{ ...CARD, card_schemes: [] }] });
    expect(await marks()).toEqual(['visa', 'mastercard']);
  });

  it('formats a three-decimal currency by its own minor units (KWD)', async () => {
    setup({ intent: { id: 'int_1', status: 'REQUIRES_PAYMENT_METHOD', amount: 1.5, currency: 'KWD' } });
    expect(await screen.findByRole('button', { name: /^Pay KWD\s1\.500$/ })).toBeTruthy();
  });

  it("sends the shopper's country when the merchant gives one, and keeps to the merchant's methods", async () => {
    const { listing } = setup({ options: { country_code: 'JP', methods: ['konbini'] } });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'No payment method is available for this payment.');
    expect(listing.calls[0]?.url).toContain('country_code=JP');
  });

  it("Pay asks the SDK to confirm (submit) and locks until the card's confirm has run", async () => {
    const { events, call } = setup();
    const pay = await screen.findByRole('button', { name: 'Pay ¥1,200' });
    await screen.findByRole('textbox', { name: /card number/i });
    fireEvent.click(pay);
    expect(events.filter(([event]) => event === 'onSubmit')).toHaveLength(1);
    expect(pay.getAttribute('aria-disabled')).toBe('true');
    // A second press while locked sends nothing more.
    fireEvent.click(pay);
    expect(events.filter(([event]) => event === 'onSubmit')).toHaveLength(1);
    // The SDK's confirm reaches the open card body: nothing typed, so it is refused, and the button unlocks.
    await act(async () => {
      await expect(call('confirm', {})).rejects.toMatchObject({ code: 'validation_error' });
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay ¥1,200' }).getAttribute('aria-disabled')).toBeNull());
  });

  it("reports the card's change as the drop-in's: the method named", async () => {
    const { events } = setup();
    const number = await screen.findByRole('textbox', { name: /card number/i });
    fireEvent.change(number, { target: { value: '4111' } });
    await waitFor(() => expect(events.some(([event, payload]) => event === 'onChange' && (payload as { method: string }).method === 'card')).toBe(true));
    const change = events.find(([event]) => event === 'onChange')?.[1];
    expect(change).toEqual({ method: 'card', empty: false, complete: false });
  });

  it('leaves out a wallet this browser cannot pay with, and offers it where it can (never a dead button)', async () => {
    const APPLE = { name: 'applepay', flows: ['wallet'], active: true };
    setup({ methods: [CARD, APPLE] });
    await screen.findByRole('button', { name: 'Pay ¥1,200' });
    expect(screen.queryByRole('button', { name: /^Apple Pay/ })).toBeNull();
    cleanup();
    const session = Object.assign(function ApplePaySession() {}, { supportsVersion: () => true, canMakePayments: () => true });
    Object.assign(window, { ApplePaySession: session });
    try {
      setup({ methods: [CARD, APPLE] });
      expect(await screen.findByRole('button', { name: /^Apple Pay/ })).toBeTruthy();
    } finally {
      delete (window as { ApplePaySession?: unknown }).ApplePaySession;
    }
  });

  it('shows tabs when the merchant asks for them (WAI-ARIA tabs, the first selected)', async () => {
    setup({ options: { layout: 'tab' } });
    const tab = await screen.findByRole('tab', { name: /Card/ });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab.id);
  });

  it('keeps the layout it chose for the device when the window changes width: a phone turned sideways keeps what was typed', async () => {
    const width = Object.getOwnPropertyDescriptor(window.screen, 'width');
    Object.defineProperty(window.screen, 'width', { configurable: true, get: () => 1280 });
    try {
      setup();
      const number = await screen.findByRole('textbox', { name: 'Card number' });
      expect(screen.queryByRole('tablist')).toBeNull();
      // Narrow enough for a phone's tabs, had the layout been read again on the next render.
      Object.defineProperty(window.screen, 'width', { configurable: true, get: () => 375 });
      fireEvent.change(number, { target: { value: '4111 11' } });
      // Pay renders the drop-in again (it locks while the SDK is asked to confirm).
      fireEvent.click(await screen.findByRole('button', { name: 'Pay ¥1,200' }));
      await act(async () => undefined);
      expect(screen.queryByRole('tablist')).toBeNull();
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Card number' }).value).toBe('4111 11');
    } finally {
      if (width) Object.defineProperty(window.screen, 'width', width);
      else delete (window.screen as { width?: number }).width;
    }
  });

  it('says so when the methods cannot be loaded, and tries again on request', async () => {
    const { listing } = setup({ list: [networkFailure, json(200, { items: [CARD] })] });
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 4000 });
    const before = listing.calls.length;
    fireEvent.click(retry);
    expect(await screen.findByRole('button', { name: 'Pay ¥1,200' }, { timeout: 4000 })).toBeTruthy();
    expect(listing.calls.length).toBeGreaterThan(before);
  });

  it('pay and save (payment_consent): the terms show while the card is open, not for a method that cannot be saved with the payment', async () => {
    const KONBINI = { name: 'konbini', flows: ['inline'], active: true };
    setup({ methods: [CARD, KONBINI], options: { payment_consent: { next_triggered_by: 'merchant', merchant_trigger_reason: 'scheduled' } } });
    expect(await screen.findByRole('region', { name: 'Saved for future payments' }, { timeout: 4000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Konbini/ }));
    // Konbini's body drawn (its store choice), and the footer with its button.
    expect(await screen.findByRole('combobox', { name: /^store/i }, { timeout: 4000 })).toBeTruthy();
    await screen.findByRole('button', { name: 'Get payment instructions' });
    expect(screen.queryByRole('region', { name: 'Saved for future payments' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Card/ }));
    expect(await screen.findByRole('region', { name: 'Saved for future payments' })).toBeTruthy();
  });
});
