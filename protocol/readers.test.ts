import { describe, expect, it } from 'vitest';
import { readConfirmParams, readUpdateParams, PARENT_CALL_READERS } from './boundary/call-readers';
import { PARENT_CODES } from './codes';
import { ELEMENT_KINDS } from './element-kinds';
import { CARD_ELEMENT_OPTIONS, FULL_CARD_OPTIONS, PAYMENT_ELEMENT_OPTIONS, readOptions } from './options/element-options';
import { HOST_EVENT_READERS, readEventPayload } from './events/event-readers';
import { HOST_EVENTS, eventNameOf } from './events/events';
import { THREE_DS_EVENT_READERS } from './boundary/three-ds';

describe('per-code call readers', () => {
  it('cover every parent code', () => {
    expect(Object.keys(PARENT_CALL_READERS).sort()).toEqual(Object.keys(PARENT_CODES).sort());
  });
  it('read confirm: nothing, or a cardholder name', () => {
    expect(readConfirmParams(undefined)).toEqual({ ok: true, value: {} });
    expect(readConfirmParams({ cardholderName: 'Ada' })).toEqual({ ok: true, value: { cardholderName: 'Ada' } });
    expect(readConfirmParams({ cardholderName: 'x'.repeat(201) })).toMatchObject({ ok: false, problem: expect.stringMatching(/^cardholderName: /) });
    expect(readConfirmParams({ amount: 1 })).toMatchObject({ ok: false, problem: expect.stringMatching(/^amount: not an option of confirm\(\)/) });
    expect(readConfirmParams('Ada')).toMatchObject({ ok: false });
  });
  it('read update: clear, or display options by their specs', () => {
    expect(readUpdateParams({ action: 'clear' })).toEqual({ ok: true, value: { action: 'clear' } });
    expect(readUpdateParams({ action: 'clear', locale: 'de' })).toMatchObject({ ok: false });
    expect(readUpdateParams({ action: 'options', locale: 'zh-HK', appearance: { mode: 'dark', variables: { colorBrand: '#123' } } })).toMatchObject({
      ok: true,
      value: { action: 'options', locale: 'zh-HK' },
    });
    expect(readUpdateParams({ action: 'options', appearance: { mode: 'neon' } })).toEqual({
      ok: false,
      problem: 'appearance.mode: expected one of light, dark',
    });
    expect(readUpdateParams({ action: 'options', appearance: { variables: { colourBrand: '#fff' } } })).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^appearance\.variables\.colourBrand: not an option/),
    });
    // A new intent comes whole.
    expect(readUpdateParams({ action: 'options', intent_id: 'int_1' })).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^client_secret: required with intent_id/),
    });
    expect(readUpdateParams({ action: 'options', client_secret: 's' })).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^intent_id: required with client_secret/),
    });
    expect(readUpdateParams({ action: 'options', intent_id: 'int_2', client_secret: 's2' })).toEqual({
      ok: true,
      value: { action: 'options', intent_id: 'int_2', client_secret: 's2' },
    });
    expect(readUpdateParams({ action: 'explode' })).toMatchObject({ ok: false });
  });
  it('read update: initOptions.locale and a source (spec §4)', () => {
    expect(readUpdateParams({ action: 'options', initOptions: { locale: 'de' }, source: 'OTHER' })).toEqual({
      ok: true,
      value: { action: 'options', initOptions: { locale: 'de' }, source: 'OTHER' },
    });
    expect(readUpdateParams({ action: 'options', initOptions: { locale: 'english!' } })).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^initOptions\.locale: expected a language tag/),
    });
    expect(readUpdateParams({ action: 'options', initOptions: { lang: 'de' } })).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^initOptions\.lang: not an option/),
    });
    expect(readUpdateParams({ action: 'options', source: 42 })).toMatchObject({ ok: false, problem: expect.stringMatching(/^source: /) });
  });
});

describe('option specs', () => {
  it('name the option and the problem', () => {
    expect(readOptions(PAYMENT_ELEMENT_OPTIONS, { intent_id: 'int_1' }, "createElement('card')")).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^client_secret: required/),
    });
    expect(readOptions(PAYMENT_ELEMENT_OPTIONS, { intent_id: 'i', client_secret: 's', locale: 'english!' }, 'x')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^locale: /),
    });
    expect(readOptions(PAYMENT_ELEMENT_OPTIONS, null, 'init()')).toMatchObject({ ok: false, problem: 'options: init() takes an object' });
  });
  it("read a card kind's brand limit: a non-empty list of the protocol's brand names", () => {
    const base = { intent_id: 'i', client_secret: 's' };
    expect(readOptions(CARD_ELEMENT_OPTIONS, { ...base, brands: ['visa', 'amex'] }, 'x')).toEqual({ ok: true, value: { ...base, brands: ['visa', 'amex'] } });
    for (const brands of [[], ['visa', 'maestro'], 'visa', [1], { 0: 'visa' }]) {
      expect(readOptions(CARD_ELEMENT_OPTIONS, { ...base, brands }, 'x')).toMatchObject({
        ok: false,
        problem: expect.stringMatching(/^brands: expected a list of visa, /),
      });
    }
    expect(readOptions(CARD_ELEMENT_OPTIONS, { ...base, customer_id: 'cus_1' }, 'x')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^customer_id: not an option/),
    });
    expect(readOptions(FULL_CARD_OPTIONS, { ...base, customer_id: 'cus_1', brands: ['jcb'] }, 'x')).toMatchObject({ ok: true });
    expect(ELEMENT_KINDS['full-featured-card'].options).toBe(FULL_CARD_OPTIONS);
  });
});

describe('per-event payload readers', () => {
  it('cover every host event (change by each kind) and derive the merchant names', () => {
    // The 3-D Secure events have their readers beside them (three-ds.ts), outside the SDK's core.
    const readers = [...Object.keys(HOST_EVENT_READERS), ...Object.keys(THREE_DS_EVENT_READERS)];
    expect(readers.sort()).toEqual(
      Object.keys(HOST_EVENTS)
        .filter((e) => e !== 'onChange')
        .sort(),
    );
    expect(eventNameOf('onReady')).toBe('ready');
    expect(eventNameOf('onComplete')).toBe('complete');
    for (const row of Object.values(ELEMENT_KINDS)) expect(typeof row.readChange).toBe('function');
  });
  it('copy only the fields of the payload, and refuse a wrong shape', () => {
    expect(readEventPayload('onReady', { kind: 'card', title: 'Card', extra: 1 }, 'card')).toEqual({ kind: 'card', title: 'Card' });
    expect(readEventPayload('onReady', { kind: 'hologram', title: 'x' }, 'card')).toBeNull();
    expect(readEventPayload('onResize', { height: 80 }, 'card')).toEqual({ height: 80 });
    expect(readEventPayload('onResize', { height: -1 }, 'card')).toBeNull();
    expect(readEventPayload('onSuccess', { intent: { id: 'int_1', status: 'SUCCEEDED', amount: 5 } }, 'card')).toEqual({
      intent: { id: 'int_1', status: 'SUCCEEDED', amount: 5 },
    });
    expect(readEventPayload('onSuccess', { intent: { id: 1 } }, 'card')).toBeNull();
    expect(readEventPayload('onError', { code: 'x', message: 'y', details: {}, audience: 'shopper' }, 'card')).toBeNull();
    expect(readEventPayload('onSubmit', { a: 1 }, 'card')).toEqual({});
    // Spec §4: a flow's end names its outcome; a popup event names the popup.
    expect(readEventPayload('onComplete', { outcome: 'cancel', intent: {} }, 'card')).toEqual({ outcome: 'cancel' });
    expect(readEventPayload('onComplete', { outcome: 'done' }, 'card')).toBeNull();
    for (const event of ['onPopupOpened', 'onPopupBlocked', 'onPopupClosed'] as const) {
      expect(readEventPayload(event, { popup: 'bank_link' }, 'card')).toEqual({ popup: 'bank_link' });
      expect(readEventPayload(event, { popup: 'window' }, 'card')).toBeNull();
    }
    // binInfo: brand, type and issuer country only; digits a frame might add are not copied.
    expect(readEventPayload('onBinInfo', { brand: 'visa', type: 'credit', issuer_country: 'US', bin: '41111111' }, 'card')).toEqual({
      brand: 'visa',
      type: 'credit',
      issuer_country: 'US',
    });
    expect(readEventPayload('onBinInfo', { brand: 'visa', type: 'debit', issuer_country: null }, 'full-featured-card')).toEqual({
      brand: 'visa',
      type: 'debit',
      issuer_country: null,
    });
    expect(readEventPayload('onBinInfo', { brand: 'visa', type: 'credit' }, 'card')).toBeNull();
    // A paying element never sends the challenge page's events: the core drops them unread.
    expect(readEventPayload('on3dsResult', { outcome: 'success' }, 'card')).toBeNull();
    expect(THREE_DS_EVENT_READERS.on3dsResult({ outcome: 'cancel', reason: 'closed', extra: 1 })).toEqual({ outcome: 'cancel', reason: 'closed' });
    expect(THREE_DS_EVENT_READERS.on3dsResult({ outcome: 'won' })).toBeNull();
    expect(THREE_DS_EVENT_READERS.on3dsResult({ outcome: 'error', reason: 'because' })).toBeNull();
    expect(THREE_DS_EVENT_READERS.on3dsChallenge({ mode: 'popup' })).toEqual({ mode: 'popup' });
    expect(THREE_DS_EVENT_READERS.on3dsChallenge({ mode: 'iframe' })).toBeNull();
    expect(readEventPayload('onSubmit', 'submit', 'card')).toBeNull();
    const change = {
      empty: false,
      complete: true,
      brand: 'visa',
      fields: { number: { empty: false, valid: true }, expiry: { empty: false, valid: true }, cvc: { empty: false, valid: true } },
    };
    expect(readEventPayload('onChange', change, 'card')).toEqual(change);
    expect(readEventPayload('onChange', { ...change, fields: { number: { empty: false } } }, 'card')).toBeNull();
  });
});
