import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInteractiveWatch, QUIET_WINDOW_MS } from './interactive';

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

const clock = () => Date.now();

describe('createInteractiveWatch (1 s quiet window)', () => {
  it('with no long task: interactive at ready, known 1 s later', () => {
    const seen = vi.fn();
    const watch = createInteractiveWatch(seen, clock);
    vi.advanceTimersByTime(300);
    watch.ready(300);
    vi.advanceTimersByTime(QUIET_WINDOW_MS - 1);
    expect(seen).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(seen).toHaveBeenCalledExactlyOnceWith(300);
  });

  it('a long task inside the window moves interactive to its end; one after the window changes nothing', () => {
    const seen = vi.fn();
    const watch = createInteractiveWatch(seen, clock);
    vi.advanceTimersByTime(200);
    watch.ready(200);
    vi.advanceTimersByTime(700);
    watch.longTask(900); // a task that ended at 900, inside 200…1200
    vi.advanceTimersByTime(999);
    expect(seen).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(seen).toHaveBeenCalledExactlyOnceWith(900);
    watch.longTask(2_500);
    vi.advanceTimersByTime(5_000);
    expect(seen).toHaveBeenCalledOnce();
  });

  it('long tasks before ready only count if they end after it; nothing before ready', () => {
    const seen = vi.fn();
    const watch = createInteractiveWatch(seen, clock);
    watch.longTask(150);
    vi.advanceTimersByTime(5_000);
    expect(seen).not.toHaveBeenCalled();
    watch.ready(100);
    vi.runAllTimers();
    expect(seen).toHaveBeenCalledExactlyOnceWith(150);
  });
});
