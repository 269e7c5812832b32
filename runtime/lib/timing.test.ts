import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, throttle } from './timing';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  it('sends the first call at once and the last one after the window', () => {
    const calls: number[] = [];
    const t = throttle((n: number) => calls.push(n), 1000);
    t(1);
    t(2);
    t(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual([1, 3]);
    vi.advanceTimersByTime(5000);
    t(4);
    expect(calls).toEqual([1, 3, 4]);
  });
});

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  it('runs once after quiet', () => {
    const fn = vi.fn();
    const d = debounce(fn, 60);
    d(1);
    vi.advanceTimersByTime(59);
    d(2);
    vi.advanceTimersByTime(59);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
  });
});
