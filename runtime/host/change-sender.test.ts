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
const complete = card({ complete: true, fields: { number: field(false, true), expiry: field(false, true), cvc: field(false, true) } });

describe('changeSender (spec §9: one change a second, leading and trailing)', () => {
  let sent: unknown[];
  let send: ReturnType<typeof changeSender>;
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    send = changeSender((change) => sent.push(change), 1000);
  });
  afterEach(() => vi.useRealTimers());

  it('sends the first change at once', () => {
    send(card());
    expect(sent).toEqual([card()]);
  });

  it('holds every change within the second, `complete` included, and sends the newest when it ends', () => {
    send(card());
    vi.advanceTimersByTime(10);
    send(card({ brand: null }));
    send(card({ fields: { number: field(false, false), expiry: field(false, false), cvc: field(true, false) } }));
    send(complete);
    expect(sent).toEqual([card()]);
    vi.advanceTimersByTime(989);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([card(), complete]);
  });

  it('a burst of typing over three seconds sends at most one change a second, the last state last', () => {
    const times: number[] = [];
    send = changeSender((change) => (sent.push(change), times.push(Date.now())), 1000);
    const start = Date.now();
    for (let key = 0; key < 30; key += 1) {
      send(card({ brand: key % 2 ? 'visa' : 'mastercard', empty: key === 0 }));
      vi.advanceTimersByTime(100);
    }
    send(complete);
    vi.advanceTimersByTime(1000);
    expect(sent.at(-1)).toEqual(complete);
    for (let i = 1; i < times.length; i += 1) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(1000);
    expect(sent.length).toBeLessThanOrEqual(Math.floor((Date.now() - start) / 1000) + 1);
  });

  it('after a quiet second, the next change goes at once again', () => {
    send(card());
    vi.advanceTimersByTime(1500);
    send(complete);
    expect(sent).toEqual([card(), complete]);
  });

  it('never repeats a payload equal to the last one sent (a keystroke that changes nothing a merchant sees)', () => {
    send(card());
    send(card());
    vi.advanceTimersByTime(5000);
    send(card());
    expect(sent).toEqual([card()]);
  });

  it('a held change that ends where the last sent one was is not sent', () => {
    send(card());
    send(complete);
    send(card());
    vi.advanceTimersByTime(2000);
    expect(sent).toEqual([card()]);
  });

  it('cancel() drops what waits', () => {
    send(card());
    send(complete);
    send.cancel();
    vi.advanceTimersByTime(2000);
    expect(sent).toHaveLength(1);
  });
});
