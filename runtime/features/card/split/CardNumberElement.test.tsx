// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, networkFailure, type RecordedCall } from '../../../platform/api/testing';
import { field, renderSplitGroup, settle } from './testing';

const PAID = { id: 'int_1', status: 'SUCCEEDED', amount: 25, currency: 'USD' };
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const number = () => field(/card number/i);
const expiry = () => field(/expiry/i);
const cvc = () => field(/security code/i);
const cardOf = (call: RecordedCall | undefined) => (call?.body as { payment_method: { card: unknown } } | undefined)?.payment_method.card;

/** The sandbox's codec, as far as a test needs it: "enc:" in front, taken off again. */
const encodeReply = ({ body }: RecordedCall) => json(200, { value: `enc:${(body as { value: string }).value}` })({ body } as RecordedCall);
const decodeReply = ({ body }: RecordedCall) => {
  const value = (body as { value: string }).value;
  return value.startsWith('enc:')
    ? json(200, { value: value.slice(4) })({ body } as RecordedCall)
    : json(400, { code: 'not_decodable' })({ body } as RecordedCall);
};
const codecReply = (call: RecordedCall) =>
  call.url.endsWith('/encode') ? encodeReply(call) : call.url.endsWith('/decode') ? decodeReply(call) : json(200, PAID)(call);

describe('split card fields over BroadcastChannel', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('the number frame pays with the expiry and CVC typed in their own frames, and reports the whole group', async () => {
    const { frames } = renderSplitGroup({ replies: { 'card-number': [json(200, PAID)] } });
    type(expiry(), '1234');
    type(cvc(), '123');
    type(number(), '4111111111111111');
    await settle();
    expect(number().value).toBe('4111 1111 1111 1111');
    expect(expiry().value).toBe('12 / 34');
    await act(async () => {
      await expect(frames.cvc.call('confirm', {})).rejects.toMatchObject({ code: 'code_not_supported' });
      await expect(frames['card-number'].call('confirm', { cardholderName: 'Ada' })).resolves.toEqual(PAID);
    });
    expect(cardOf(frames['card-number'].api.calls[0])).toEqual({
      number: '4111111111111111',
      expiry_month: '12',
      expiry_year: '2034',
      cvc: '123',
      name: 'Ada',
    });
    // The contributors never call the API over BroadcastChannel (no encoding), and never see the number.
    expect(frames.expiry.api.calls).toEqual([]);
    expect(frames.cvc.api.calls).toEqual([]);
    expect(JSON.stringify([frames.expiry.events, frames.cvc.events, frames['card-number'].events])).not.toContain('4111111111111111');
    await waitFor(
      () => {
        const changes = frames['card-number'].events.filter(([event]) => event === 'onChange');
        expect(changes.at(-1)?.[1]).toMatchObject({ complete: true, brand: 'visa', fields: { expiry: { valid: true }, cvc: { valid: true } } });
      },
      { timeout: 2000 },
    );
  });

  it('a value typed just before confirm is asked for (sync) rather than missed', async () => {
    const { frames } = renderSplitGroup({ replies: { 'card-number': [json(200, PAID)] } });
    type(number(), '4111111111111111');
    type(expiry(), '1234');
    await settle();
    // Typed and confirmed in the same task: the CVC's own post has not arrived yet.
    let paid: Promise<unknown> = Promise.resolve();
    act(() => {
      type(cvc(), '123');
      paid = frames['card-number'].call('confirm', {});
    });
    await act(async () => {
      await expect(paid).resolves.toEqual(PAID);
    });
    expect(cardOf(frames['card-number'].api.calls[0])).toMatchObject({ cvc: '123' });
  });

  it('the CVC takes the length of the brand the number frame detected', async () => {
    renderSplitGroup();
    type(number(), '3782');
    await settle();
    type(cvc(), '12345');
    expect(cvc().value).toBe('1234');
    type(number(), '4111');
    await settle();
    expect(cvc().value).toBe('123');
  });

  it('an incomplete group refuses to pay without calling the API; each frame shows its own error, focus goes to the first', async () => {
    const { frames } = renderSplitGroup();
    type(number(), '4111111111111111');
    type(expiry(), '12');
    await settle();
    await act(async () => {
      await expect(frames['card-number'].call('confirm', {})).rejects.toMatchObject({ code: 'validation_error', details: { fields: ['expiry', 'cvc'] } });
    });
    await settle();
    expect(frames['card-number'].api.calls).toEqual([]);
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(['', "Your card's expiry date is incomplete.", "Your card's security code is incomplete."]);
    expect(document.activeElement).toBe(expiry());
    expect(expiry().getAttribute('aria-invalid')).toBe('true');
  });

  it('focus moves on to the next frame when a field is complete', async () => {
    renderSplitGroup();
    number().focus();
    type(number(), '4111111111111111');
    await settle();
    expect(document.activeElement).toBe(expiry());
    type(expiry(), '1234');
    await settle();
    expect(document.activeElement).toBe(cvc());
  });

  it('autofill in the number frame fills the expiry and CVC frames through its hidden relay', async () => {
    const { frames } = renderSplitGroup({ replies: { 'card-number': [json(200, PAID)] } });
    const relay = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    expect(relay('autofill-expiry').tabIndex).toBe(-1);
    expect(relay('autofill-expiry').closest('[aria-hidden="true"]')).not.toBeNull();
    type(number(), '4111111111111111');
    relay('autofill-expiry').value = '12/2034';
    relay('autofill-expiry').dispatchEvent(new Event('input', { bubbles: true }));
    relay('autofill-cvc').value = '123';
    relay('autofill-cvc').dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(expiry().value).toBe('12 / 34');
    expect(cvc().value).toBe('123');
    await act(async () => {
      await expect(frames['card-number'].call('confirm', {})).resolves.toEqual(PAID);
    });
    expect(cardOf(frames['card-number'].api.calls[0])).toMatchObject({ expiry_month: '12', expiry_year: '2034', cvc: '123' });
  });

  it('clearing a contributor empties its value at the number frame too', async () => {
    const { frames } = renderSplitGroup();
    type(number(), '4111111111111111');
    type(expiry(), '1234');
    type(cvc(), '123');
    await settle();
    await act(async () => {
      await frames.cvc.call('update', { action: 'clear' });
    });
    await settle();
    expect(cvc().value).toBe('');
    await act(async () => {
      await expect(frames['card-number'].call('confirm', {})).rejects.toMatchObject({ details: { fields: ['cvc'] } });
    });
  });

  it("two groups on one page never see each other's values", async () => {
    const first = renderSplitGroup({ replies: { 'card-number': [json(200, PAID)] } });
    const second = renderSplitGroup({ replies: { 'card-number': [json(200, PAID)] } });
    type(field(/card number/i, 0), '4111111111111111');
    type(field(/expiry/i, 0), '1234');
    type(field(/security code/i, 0), '123');
    type(field(/card number/i, 1), '5555555555554444');
    type(field(/expiry/i, 1), '0140');
    await settle();
    expect(field(/expiry/i, 1).value).toBe('01 / 40');
    await act(async () => {
      await expect(second.frames['card-number'].call('confirm', {})).rejects.toMatchObject({ details: { fields: ['cvc'] } });
      await first.frames['card-number'].call('confirm', {});
    });
    expect(cardOf(first.frames['card-number'].api.calls[0])).toMatchObject({ number: '4111111111111111', expiry_month: '12', cvc: '123' });
    expect(second.frames['card-number'].api.calls).toEqual([]);
  });
});

describe('split card fields without BroadcastChannel (through the page, encoded)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('values cross the page encoded by the checkout and are decoded by the number frame, which pays', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const { frames, relayed, stop } = renderSplitGroup({
      relay: true,
      replies: { 'card-number': [codecReply], expiry: [codecReply], cvc: [codecReply] },
    });
    try {
      type(number(), '4111111111111111');
      type(expiry(), '1234');
      type(cvc(), '123');
      await settle(60);
      await act(async () => {
        await expect(frames['card-number'].call('confirm', {})).resolves.toEqual(PAID);
      });
      const confirm = frames['card-number'].api.calls.find((call) => call.url.includes('/confirm'));
      expect(cardOf(confirm)).toMatchObject({ number: '4111111111111111', expiry_month: '12', expiry_year: '2034', cvc: '123' });
      // What the page saw: encoded values, update codes, and never the number.
      const values = relayed.flatMap((message) => ('value' in message ? [message] : []));
      expect(values.length).toBeGreaterThan(0);
      expect(values.every((message) => message.value.startsWith('enc:'))).toBe(true);
      expect(new Set(values.map((message) => message.code))).toEqual(new Set(['update_expiry', 'update_cvc']));
      expect(JSON.stringify(relayed)).not.toContain('4111');
      expect(frames.expiry.api.calls.every((call) => call.url.endsWith('/api/v1/checkout/encode'))).toBe(true);
      expect(frames['card-number'].api.calls.some((call) => call.url.endsWith('/api/v1/checkout/decode'))).toBe(true);
      // The focus and brand messages cross the page too.
      expect(relayed).toContainEqual({ code: 'brand', brand: 'visa', cvcSize: 3 });
    } finally {
      stop();
    }
  });

  it('when encode fails the original value is used (spec §7), and the group still pays', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const { frames, relayed, stop } = renderSplitGroup({
      relay: true,
      replies: { 'card-number': [codecReply], expiry: [networkFailure], cvc: [networkFailure] },
    });
    try {
      type(number(), '4111111111111111');
      type(expiry(), '1234');
      type(cvc(), '123');
      await settle(60);
      expect(relayed).toContainEqual({ code: 'update_cvc', value: '123' });
      await act(async () => {
        await expect(frames['card-number'].call('confirm', {})).resolves.toEqual(PAID);
      });
      expect(cardOf(frames['card-number'].api.calls.find((call) => call.url.includes('/confirm')))).toMatchObject({ cvc: '123', expiry_month: '12' });
    } finally {
      stop();
    }
  });
});

describe('the split number frame: brand limit and BIN info, as the card has them', () => {
  afterEach(cleanup);

  const VISA_BIN = { bin: '41111111', brand: 'visa', issuer_country: 'US', type: 'credit', known: true };

  it('refuses a brand outside `brands` at once, in words, and pays nothing and asks no BIN lookup', async () => {
    const bin = fakeFetch(json(200, VISA_BIN));
    const { frames } = renderSplitGroup({ numberOptions: { brands: ['visa', 'mastercard'] }, bin });
    type(number(), '3782 822463 10005');
    type(expiry(), '1234');
    type(cvc(), '1234');
    await settle();
    expect(screen.getAllByRole('alert')[0]!.textContent).toBe('American Express cards are not accepted here. Please use Visa or Mastercard.');
    expect(number().getAttribute('aria-invalid')).toBe('true');
    await act(async () => {
      await expect(frames['card-number'].call('confirm', {})).rejects.toMatchObject({ code: 'validation_error', details: { fields: ['number'] } });
    });
    await settle(400);
    expect(frames['card-number'].api.calls).toHaveLength(0);
    expect(bin.calls).toHaveLength(0);
    expect(frames['card-number'].events.some(([event]) => event === 'onBinInfo')).toBe(false);
  });

  it('pays with a brand it accepts', async () => {
    const { frames } = renderSplitGroup({ numberOptions: { brands: ['visa'] }, replies: { 'card-number': [json(200, PAID)] } });
    type(number(), '4111111111111111');
    type(expiry(), '1234');
    type(cvc(), '123');
    await settle();
    expect(screen.getAllByRole('alert')[0]!.textContent).toBe('');
    await act(async () => {
      await expect(frames['card-number'].call('confirm', {})).resolves.toEqual(PAID);
    });
  });

  it('sends binInfo (never the digits) once 8 digits are typed, asking the lookup about those 8 only', async () => {
    const bin = fakeFetch(json(200, VISA_BIN));
    const { frames } = renderSplitGroup({ bin });
    const binInfos = () => frames['card-number'].events.filter(([event]) => event === 'onBinInfo');
    type(number(), '4111 1111 1111 1111');
    await waitFor(() => expect(binInfos()).toHaveLength(1), { timeout: 2000 });
    expect((bin.calls[0]!.init.headers as Record<string, string>)['x-pan']).toBe('41111111');
    expect(binInfos()[0]![1]).toEqual({ brand: 'visa', type: 'credit', issuer_country: 'US' });
    expect(JSON.stringify(frames['card-number'].events)).not.toMatch(/41111111/);
  });
});
