import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './timing';

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
