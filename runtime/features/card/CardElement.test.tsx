// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCallParams } from '../../../protocol';
import { createApiClient } from '../../platform/api/client';
import { NO_PAGE_LIFECYCLE } from '../../platform/api/page-lifecycle';
import { byPath, fakeFetch, json, networkFailure } from '../../platform/api/testing';
import { renderInFrame } from '../../host/testing';
import CardElement from './CardElement';

const INSUFFICIENT = "This card doesn't have sufficient funds or credit. Please try a different card.";

const VISA_BIN = { bin: '41111111', brand: 'visa', issuer_country: 'US', type: 'credit', known: true };

/** `replies` answer the payment intent calls in order; BIN lookups (once 8 digits are typed) have their own. */
function setup(...replies: Parameters<typeof fakeFetch>) {
  const api = fakeFetch(...replies);
  const bin = fakeFetch(json(200, VISA_BIN));
  const fetch = byPath({ '/bin/lookup': bin }, api);
  const client = createApiClient({ base: '', clientSecret: 'cs', trackerId: 't', fetch, lifecycle: NO_PAGE_LIFECYCLE });
  const { events, call } = renderInFrame(CardElement, { client });
  const input = (name: string) => screen.getByRole('textbox', { name: new RegExp(name, 'i') }) as HTMLInputElement;
  const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
  return { api, bin, events, input, type, call };
}

describe('CardForm', () => {
  afterEach(cleanup);

  it('formats what the shopper types and reports ready', () => {
    const { input, type, events } = setup(json(200, {}));
    type('card number', '4111111111111111');
    type('expiry', '1234');
    expect(input('card number').value).toBe('4111 1111 1111 1111');
    expect(input('expiry').value).toBe('12 / 34');
    expect(events.some(([event, payload]) => event === 'onReady' && (payload as { kind: string }).kind === 'card')).toBe(true);
  });

  it('shows an incomplete field once the shopper leaves it', () => {
    const { input, type } = setup(json(200, {}));
    type('card number', '4111');
    expect(screen.getByRole('alert').textContent).toBe('');
    fireEvent.blur(input('card number'));
    expect(screen.getByRole('alert').textContent).toBe('Your card number is incomplete.');
  });

  it('refuses to confirm incomplete details without calling the API', async () => {
    const { api, call } = setup(json(200, {}));
    await act(async () => {
      await expect(call('confirm', {})).rejects.toMatchObject({ code: 'validation_error', details: { fields: ['number', 'expiry', 'cvc'] } });
    });
    expect(api.calls).toHaveLength(0);
    // Every empty field says so on its own line.
    expect([...screen.getByRole('alert').children].map((line) => line.textContent)).toEqual([
      'Your card number is incomplete.',
      "Your card's expiry date is incomplete.",
      "Your card's security code is incomplete.",
    ]);
  });

  it('shows two wrong fields at once, each invalid and described by its own line only', () => {
    const { input, type } = setup(json(200, {}));
    type('card number', '4111');
    fireEvent.blur(input('card number'));
    type('expiry', '0120');
    fireEvent.blur(input('expiry'));
    type('security code', '123');
    fireEvent.blur(input('security code'));
    const described = (name: string) => document.getElementById(input(name).getAttribute('aria-describedby') ?? '')?.textContent;
    expect(input('card number').getAttribute('aria-invalid')).toBe('true');
    expect(described('card number')).toBe('Your card number is incomplete.');
    expect(input('expiry').getAttribute('aria-invalid')).toBe('true');
    expect(described('expiry')).toBe("Your card's expiry date is in the past.");
    // The valid field is neither invalid nor described by a neighbour's message.
    expect(input('security code').getAttribute('aria-invalid')).toBe('false');
    expect(input('security code').getAttribute('aria-describedby')).toBeNull();
    expect(screen.getByRole('alert').children).toHaveLength(2);
  });

  it('confirms, and on a decline shows the issuer message, emits onError and keeps the values', async () => {
    const { api, type, input, call, events } = setup(
      json(400, { code: 'issuer_declined', message: 'declined', details: {}, provider_original_response_code: '51' }),
    );
    type('card number', '4000000000009995');
    type('expiry', '1234');
    type('security code', '123');
    let rejection: unknown;
    await act(async () => {
      rejection = await call('confirm', { cardholderName: 'Ada' }).catch((e: unknown) => e);
    });
    expect(rejection).toMatchObject({ code: 'issuer_declined', message: INSUFFICIENT, original_code: '51' });
    expect(screen.getByRole('alert').textContent).toBe(INSUFFICIENT);
    expect(events).toContainEqual(['onError', expect.objectContaining({ original_code: '51', message: INSUFFICIENT })]);
    expect(input('card number').value).toBe('4000 0000 0000 9995');
    expect(api.calls[0]!.body).toMatchObject({
      request_id: expect.any(String),
      payment_method: { type: 'card', card: { number: '4000000000009995', expiry_month: '12', expiry_year: '2034', cvc: '123', name: 'Ada' } },
    });
  });

  it('marks only the field an issuer decline is about: none for insufficient funds, the CVC for a wrong one', async () => {
    const { type, input, call } = setup(
      json(400, { code: 'issuer_declined', message: 'declined', details: {}, provider_original_response_code: '51' }),
      json(400, { code: 'issuer_declined', message: 'declined', details: {}, provider_original_response_code: '82' }),
    );
    type('card number', '4000000000009995');
    type('expiry', '1234');
    type('security code', '123');
    let rejection: unknown;
    await act(async () => {
      rejection = await call('confirm', {}).catch((e: unknown) => e);
    });
    expect(rejection).toMatchObject({ code: 'issuer_declined', details: {} });
    expect(input('card number').getAttribute('aria-invalid')).toBe('false');
    expect(input('security code').getAttribute('aria-invalid')).toBe('false');
    await act(async () => {
      rejection = await call('confirm', {}).catch((e: unknown) => e);
    });
    // 82 on a visa card is a wrong 3-digit security code (spec §8).
    expect(rejection).toMatchObject({ code: 'issuer_declined', details: { field: 'cvc' }, original_code: '82' });
    expect(input('security code').getAttribute('aria-invalid')).toBe('true');
    expect(input('card number').getAttribute('aria-invalid')).toBe('false');
  });

  it('emits onSuccess with the intent summary', async () => {
    const { type, call, events } = setup(json(200, { id: 'int_1', status: 'SUCCEEDED', amount: 25, currency: 'USD' }));
    type('card number', '4111111111111111');
    type('expiry', '1234');
    type('security code', '123');
    await act(async () => {
      await expect(call('confirm', {})).resolves.toEqual({ id: 'int_1', status: 'SUCCEEDED', amount: 25, currency: 'USD' });
    });
    expect(events).toContainEqual(['onSuccess', { intent: { id: 'int_1', status: 'SUCCEEDED', amount: 25, currency: 'USD' } }]);
  });

  it('clears through update({ action: "clear" }) and rejects malformed updates', async () => {
    const { type, input, call } = setup(json(200, {}));
    type('card number', '4111111111111111');
    await act(async () => {
      await call('update', { action: 'clear' });
    });
    expect(input('card number').value).toBe('');
    // A malformed update never reaches the frame: the protocol's reader refuses it, in the SDK and in the guard.
    expect(readCallParams('update', { action: 'explode' })).toMatchObject({ ok: false });
  });

  it('sends change at most once a second (spec §9), the first at once and the newest state last, never repeating itself', () => {
    vi.useFakeTimers();
    try {
      const { type, events } = setup(json(200, {}));
      const changes = () => events.filter(([event]) => event === 'onChange').map(([, payload]) => payload);
      type('card number', '4');
      type('card number', '41');
      type('card number', '411');
      // The first change at once; the brand, known a key later, waits out the second.
      expect(changes()).toEqual([expect.objectContaining({ empty: false, brand: null })]);
      type('card number', '4111111111111111');
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(changes()).toHaveLength(2);
      expect(changes()[1]).toMatchObject({ complete: false, brand: 'visa', fields: { number: { valid: true } } });
      type('expiry', '1234');
      type('security code', '123');
      // Complete too waits out the second: the merchant ends on the latest state.
      expect(changes()).toHaveLength(2);
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(changes()).toHaveLength(3);
      expect(changes().at(-1)).toMatchObject({ complete: true });
      act(() => {
        vi.advanceTimersByTime(5000);
      });
      expect(changes()).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('when the confirm answer is lost but the intent was paid, reports success instead of an error', async () => {
    const paid = { id: 'int_1', status: 'SUCCEEDED', amount: 25, currency: 'USD' };
    // Three network failures (the first try and two retries with one request_id), then the status check.
    const { type, call, events, api } = setup(networkFailure, networkFailure, networkFailure, json(200, paid));
    type('card number', '4111111111111111');
    type('expiry', '1234');
    type('security code', '123');
    await act(async () => {
      await expect(call('confirm', {})).resolves.toEqual(paid);
    });
    expect(api.calls.map((c) => c.init.method)).toEqual(['POST', 'POST', 'POST', 'GET']);
    expect(events).toContainEqual(['onSuccess', { intent: paid }]);
    expect(events.some(([event]) => event === 'onError')).toBe(false);
  });

  it('a confirm after success is answered with the paid intent: no request, no second success event', async () => {
    const paid = { id: 'int_1', status: 'SUCCEEDED', amount: 25, currency: 'USD' };
    const { type, call, events, api } = setup(json(200, paid), json(200, paid));
    type('card number', '4111111111111111');
    type('expiry', '1234');
    type('security code', '123');
    await act(async () => {
      await expect(call('confirm', {})).resolves.toEqual(paid);
      await expect(call('confirm', {})).resolves.toEqual(paid);
    });
    expect(api.calls.map((c) => c.init.method)).toEqual(['POST']);
    expect(events.filter(([event]) => event === 'onSuccess')).toHaveLength(1);
  });

  it('a 409 from an intent an earlier confirm already paid is a success, not an error', async () => {
    const paid = { id: 'int_1', status: 'SUCCEEDED', amount: 25, currency: 'USD' };
    const { type, call } = setup(json(409, { code: 'invalid_status_for_operation', message: 'x', details: {} }), json(200, paid));
    type('card number', '4111111111111111');
    type('expiry', '1234');
    type('security code', '123');
    await act(async () => {
      await expect(call('confirm', {})).resolves.toEqual(paid);
    });
  });

  it('a lost answer on an unpaid intent is still reported as a network error', async () => {
    const { type, call, events } = setup(
      networkFailure,
      networkFailure,
      networkFailure,
      json(200, { id: 'int_1', status: 'REQUIRES_PAYMENT_METHOD', amount: 25, currency: 'USD' }),
    );
    type('card number', '4111111111111111');
    type('expiry', '1234');
    type('security code', '123');
    await act(async () => {
      await expect(call('confirm', {})).rejects.toMatchObject({ code: 'network_error' });
    });
    expect(events).toContainEqual(['onError', expect.objectContaining({ code: 'network_error' })]);
  });
});

describe("CardElement: the merchant's brand limit", () => {
  afterEach(cleanup);

  function limited(brands: readonly ('visa' | 'mastercard' | 'amex')[]) {
    const api = fakeFetch(json(200, { id: 'int_1', status: 'SUCCEEDED' }));
    const bin = fakeFetch(json(200, VISA_BIN));
    const client = createApiClient({ base: '', clientSecret: 'cs', trackerId: 't', fetch: byPath({ '/bin/lookup': bin }, api), lifecycle: NO_PAGE_LIFECYCLE });
    const frame = renderInFrame(CardElement, { client, options: { brands } });
    const input = (name: string) => screen.getByRole('textbox', { name: new RegExp(name, 'i') }) as HTMLInputElement;
    const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
    return { ...frame, api, bin, input, type };
  }

  it('refuses another brand on the number field at once, in words, and makes no request at all', async () => {
    const { type, input, call, api, bin, events } = limited(['visa', 'mastercard']);
    type('card number', '3782 822463 10005');
    type('expiry', '1234');
    type('security code', '1234');
    expect(screen.getByRole('alert').textContent).toBe('American Express cards are not accepted here. Please use Visa or Mastercard.');
    expect(input('card number').getAttribute('aria-invalid')).toBe('true');
    expect(input('card number').getAttribute('aria-describedby')).toBe('portico-card-message-number');
    await act(async () => {
      await expect(call('confirm', {})).rejects.toMatchObject({ code: 'validation_error', details: { fields: ['number'] } });
    });
    // Past the BIN lookup's wait too: nothing left the frame, not even a BIN lookup.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(api.calls).toHaveLength(0);
    expect(bin.calls).toHaveLength(0);
    expect(events.some(([event]) => event === 'onBinInfo')).toBe(false);
    expect(events).toContainEqual(['onChange', expect.objectContaining({ complete: false, brand: 'amex' })]);
  });

  it('pays with a brand it accepts', async () => {
    const { type, call, api } = limited(['visa', 'mastercard']);
    type('card number', '2223003122003222');
    type('expiry', '1234');
    type('security code', '123');
    expect(screen.getByRole('alert').textContent).toBe('');
    await act(async () => {
      await expect(call('confirm', {})).resolves.toMatchObject({ id: 'int_1', status: 'SUCCEEDED' });
    });
    expect(api.calls).toHaveLength(1);
  });

  it('names the one accepted brand, and the message goes when the number changes to it', () => {
    const { type } = limited(['amex']);
    type('card number', '4111');
    expect(screen.getByRole('alert').textContent).toBe('Visa cards are not accepted here. Please use American Express.');
    type('card number', '3782');
    expect(screen.getByRole('alert').textContent).toBe('');
  });
});

describe('CardElement: BIN info', () => {
  afterEach(cleanup);

  it('once 8 digits are typed, sends only those 8 to the BIN lookup, once per prefix, and the merchant binInfo without digits', async () => {
    const { type, bin, events } = setup(json(200, {}));
    const binInfos = () => events.filter(([event]) => event === 'onBinInfo');
    type('card number', '4111 111');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(bin.calls).toHaveLength(0);
    type('card number', '4111 1111');
    type('card number', '4111 1111 1111 1111');
    await vi.waitFor(() => expect(binInfos()).toHaveLength(1));
    expect(bin.calls).toHaveLength(1);
    const headers = bin.calls[0]!.init.headers as Record<string, string>;
    expect(headers['x-pan']).toBe('41111111');
    expect(bin.calls[0]!.url).toBe('/api/v1/pa/bin/lookup');
    expect(binInfos()[0]![1]).toEqual({ brand: 'visa', type: 'credit', issuer_country: 'US' });
    expect(JSON.stringify(events)).not.toMatch(/41111111|4111 1111/);

    // Another prefix is asked about; going back to the first is not asked again.
    type('card number', '4242 4242 4242 4242');
    await vi.waitFor(() => expect(bin.calls).toHaveLength(2));
    expect((bin.calls[1]!.init.headers as Record<string, string>)['x-pan']).toBe('42424242');
    type('card number', '4111 1111 1111 1111');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(bin.calls).toHaveLength(2);
  });

  it('waits for typing to pause: prefixes passed through quickly are never asked about', async () => {
    const { type, bin } = setup(json(200, {}));
    const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
    // 100 ms apart: long enough for the lookup's chunk to be there, shorter than its 300 ms wait.
    type('card number', '5555 5555');
    await pause(100);
    type('card number', '5555 5554');
    await pause(100);
    type('card number', '4111 1111');
    await vi.waitFor(() => expect(bin.calls).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(bin.calls.map((c) => (c.init.headers as Record<string, string>)['x-pan'])).toEqual(['41111111']);
  });
});
