// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../platform/api/client';
import { NO_PAGE_LIFECYCLE } from '../../platform/api/page-lifecycle';
import { byPath, fakeFetch, json } from '../../platform/api/testing';
import { renderInFrame } from '../../host/testing';
import { BOOT_ROOT_ID, caretAfterDigits, takeBootField } from '../../host/boot/boot-fields';
import CardElement from './CardElement';
import MARKUP from '../../host/boot/card.html?raw';

/** The boot markup on the page, as index.html's boot script puts it there, typed into. */
function typeBeforeBoot(values: Readonly<Record<string, string>>, focus?: { name: string; start: number; end?: number }) {
  const holder = document.createElement('div');
  holder.innerHTML = MARKUP;
  const box = holder.firstElementChild as HTMLElement;
  document.body.prepend(box);
  for (const [name, value] of Object.entries(values)) (box.querySelector(`input[name=${name}]`) as HTMLInputElement).value = value;
  if (focus) {
    const input = box.querySelector(`input[name=${focus.name}]`) as HTMLInputElement;
    input.focus();
    input.setSelectionRange(focus.start, focus.end ?? focus.start);
  }
  return box;
}

function mountCard() {
  const api = fakeFetch(json(200, { id: 'int_1', status: 'SUCCEEDED' }));
  const fetch = byPath({ '/bin/lookup': fakeFetch(json(200, { bin: '41111111', brand: 'visa', known: true })) }, api);
  const client = createApiClient({ base: '', clientSecret: 'cs', trackerId: 't', fetch, lifecycle: NO_PAGE_LIFECYCLE });
  const frame = renderInFrame(CardElement, { client });
  const input = (name: string) => screen.getByRole('textbox', { name: new RegExp(name, 'i') }) as HTMLInputElement;
  return { ...frame, api, input };
}

describe('the card typed before boot', () => {
  afterEach(() => {
    cleanup();
    document.getElementById(BOOT_ROOT_ID)?.remove();
  });

  it("is the card's own first paint: the same form, labels and fields as the runtime renders in English", () => {
    mountCard();
    const rendered = document.querySelector('form.portico-card') as HTMLFormElement;
    const holder = document.createElement('div');
    holder.innerHTML = MARKUP;
    expect(holder.children).toHaveLength(1);
    expect(holder.firstElementChild?.id).toBe(BOOT_ROOT_ID);
    expect(holder.firstElementChild?.getAttribute('data-mode')).toBe('light');
    expect(holder.querySelector('form')?.outerHTML).toBe(rendered.outerHTML);
  });

  it('keeps what was typed, formatted and validated, with focus and caret where they were', () => {
    typeBeforeBoot({ number: '4111111111111111', expiry: '1', cvc: '' }, { name: 'expiry', start: 1 });
    const { input, events } = mountCard();
    expect(document.getElementById(BOOT_ROOT_ID)).toBeNull();
    expect(input('card number').value).toBe('4111 1111 1111 1111');
    expect(input('expiry').value).toBe('1');
    expect(document.activeElement).toBe(input('expiry'));
    expect([input('expiry').selectionStart, input('expiry').selectionEnd]).toEqual([1, 1]);
    // The rest of the typing goes on in the runtime's field.
    fireEvent.change(input('expiry'), { target: { value: '1234' } });
    expect(input('expiry').value).toBe('12 / 34');
    // The merchant heard of the typed card at once (a Pay button gated on change), and ready.
    expect(events.find(([event]) => event === 'onReady')).toBeDefined();
    expect(events.some(([event, payload]) => event === 'onChange' && (payload as { empty: boolean }).empty === false)).toBe(true);
  });

  it('moves on from a field the shopper finished before boot, as one finished here does, unless the caret was inside it', async () => {
    typeBeforeBoot({ number: '4111111111111111', expiry: '', cvc: '' }, { name: 'number', start: 16 });
    const { input } = mountCard();
    expect(document.activeElement).toBe(input('card number'));
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    expect(document.activeElement).toBe(input('expiry'));
    cleanup();
    // The caret after the first digit: a digit corrected, not the number finished.
    typeBeforeBoot({ number: '4111111111111111', expiry: '', cvc: '' }, { name: 'number', start: 1 });
    const again = mountCard();
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    expect(document.activeElement).toBe(again.input('card number'));
  });

  it('says what is wrong with a field the shopper left before boot, as after a blur', () => {
    typeBeforeBoot({ number: '4111 1111', expiry: '', cvc: '' }, { name: 'cvc', start: 0 });
    mountCard();
    expect(screen.getByRole('alert').textContent).toBe('Your card number is incomplete.');
  });

  it('pays with the number typed before boot', async () => {
    typeBeforeBoot({ number: '4111111111111111', expiry: '12/34', cvc: '123' });
    const { call, api } = mountCard();
    await act(async () => {
      await call('confirm', {});
    });
    expect(api.calls[0]!.body).toMatchObject({
      payment_method: { type: 'card', card: { number: '4111111111111111', expiry_month: '12', expiry_year: '2034', cvc: '123' } },
    });
  });

  it('takes nothing when the frame had no boot markup', () => {
    expect(takeBootField('number', (raw) => raw)).toEqual({ value: '', touched: false });
    const { input } = mountCard();
    expect(input('card number').value).toBe('');
  });
});

describe('caretAfterDigits', () => {
  it('moves the caret over the spaces and slash the formatting adds', () => {
    expect(caretAfterDigits('41111', 5, '4111 1')).toBe(6);
    expect(caretAfterDigits('4111111', 4, '4111 111')).toBe(4);
    expect(caretAfterDigits('4111111', 5, '4111 111')).toBe(6);
    expect(caretAfterDigits('12', 2, '12 / ')).toBe(5);
    expect(caretAfterDigits('1234', 3, '12 / 34')).toBe(6);
    expect(caretAfterDigits('1234', 0, '12 / 34')).toBe(0);
  });
});
