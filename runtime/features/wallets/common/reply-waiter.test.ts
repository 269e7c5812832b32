import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReplyWaiter } from './reply-waiter';

describe('ReplyWaiter', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves with the answer to the question it asked', async () => {
    const waiter = new ReplyWaiter<string>();
    const reply = waiter.wait(() => expect(waiter.answer('yes')).toBe(true), 1000);
    await expect(reply).resolves.toEqual({ answered: true, value: 'yes' });
    expect(waiter.answer('late')).toBe(false);
  });

  it('gives up after the time limit, and drops a late answer', async () => {
    vi.useFakeTimers();
    const waiter = new ReplyWaiter<string>();
    const reply = waiter.wait(() => {}, 30_000);
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(reply).resolves.toEqual({ answered: false });
    expect(waiter.answer('late')).toBe(false);
  });

  it('ends an earlier question unanswered when a new one is asked', async () => {
    const waiter = new ReplyWaiter<number>();
    const first = waiter.wait(() => {}, 1000);
    const second = waiter.wait(() => {}, 1000);
    await expect(first).resolves.toEqual({ answered: false });
    waiter.answer(2);
    await expect(second).resolves.toEqual({ answered: true, value: 2 });
  });
});
