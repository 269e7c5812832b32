// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SIZE_WAIT_MS, RESIZE_DEBOUNCE_MS } from '../platform/lib/constants';
import { useFrameSize } from './use-frame-size';

function Sized({ busy, emit }: { busy: boolean; emit: (event: string, payload: unknown) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useFrameSize(ref, emit as never);
  return <div ref={ref}>{busy ? <div role="status" aria-busy="true" /> : <p>loaded</p>}</div>;
}

describe('useFrameSize', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('tells the height at once when nothing is loading', () => {
    const emit = vi.fn();
    render(<Sized busy={false} emit={emit} />);
    act(() => void vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS));
    expect(emit).toHaveBeenCalledExactlyOnceWith('onResize', { height: 0 });
  });

  it('waits for a loading part before its first height, so the page sees no dip', async () => {
    const emit = vi.fn();
    const { rerender } = render(<Sized busy emit={emit} />);
    act(() => void vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS * 10));
    expect(emit).not.toHaveBeenCalled();
    rerender(<Sized busy={false} emit={emit} />);
    await act(async () => void (await vi.advanceTimersByTimeAsync(RESIZE_DEBOUNCE_MS)));
    expect(emit).toHaveBeenCalledExactlyOnceWith('onResize', { height: 0 });
  });

  it('does not wait past its cap for a part that never loads', () => {
    const emit = vi.fn();
    render(<Sized busy emit={emit} />);
    act(() => void vi.advanceTimersByTime(FIRST_SIZE_WAIT_MS - 1));
    expect(emit).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1 + RESIZE_DEBOUNCE_MS));
    expect(emit).toHaveBeenCalledExactlyOnceWith('onResize', { height: 0 });
  });
});
