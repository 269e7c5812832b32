import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardChange } from '../../protocol';
import { changeSender } from './change-sender';

const field = (empty: boolean, valid: boolean) => ({ empty, valid });
const card = (over: Partial<CardChange> = {}): CardChange => ({
  empty: false,
  complete: false,
  brand: 'visa',
  fields: { number: field(false, false), expiry: field(true, false), cvc: field(true, false) },
  ...over,
});

describe('changeSender', () => {
  let sent: unknown[];
  let send: ReturnType<typeof changeSender>;
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    send = changeSender((change) => sent.push(change), 1000);
  });
  afterEach(() => vi.useRealTimers());

  it('sends `complete` at once, however soon after the last change', () => {
    send(card());
    vi.advanceTimersByTime(10);
    const complete = card({ complete: true, fields: { number: field(false, true), expiry: field(false, true), cvc: field(false, true) } });
    send(complete);
    expect(sent).toEqual([card(), complete]);
  });

  it('sends a new brand and a field emptied at once too (empty, brand are what a merchant gates on)', () => {
    send(card({ brand: null }));
    send(card({ brand: 'visa' }));
    send(card({ brand: 'visa', empty: true }));
    expect(sent).toHaveLength(3);
  });

  it("holds a change below the headline (a field's validity) to once a second, the last one delivered", () => {
    send(card());
    send(card({ fields: { number: field(false, false), expiry: field(false, false), cvc: field(true, false) } }));
    const last = card({ fields: { number: field(false, false), expiry: field(false, true), cvc: field(true, false) } });
    send(last);
    expect(sent).toEqual([card()]);
    vi.advanceTimersByTime(999);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([card(), last]);
  });

  it('never repeats a payload equal to the last one sent (a keystroke that changes nothing a merchant sees)', () => {
    send(card());
    send(card());
    vi.advanceTimersByTime(5000);
    send(card());
    expect(sent).toEqual([card()]);
  });

  it('a headline change while a held one waits: sent at once, the held one dropped (it is older)', () => {
    send(card());
    send(card({ fields: { number: field(false, false), expiry: field(false, false), cvc: field(true, false) } }));
    const complete = card({ complete: true });
    send(complete);
    vi.advanceTimersByTime(2000);
    expect(sent).toEqual([card(), complete]);
  });

  it('cancel() drops what waits', () => {
    send(card());
    send(card({ fields: { number: field(false, true), expiry: field(true, false), cvc: field(true, false) } }));
    send.cancel();
    vi.advanceTimersByTime(2000);
    expect(sent).toHaveLength(1);
  });
});
