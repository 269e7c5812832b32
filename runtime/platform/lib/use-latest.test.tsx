// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLatest } from './use-latest';

describe('useLatest', () => {
  afterEach(cleanup);

  it('holds the committed value, and a render sees the one before it', () => {
    const seen: number[] = [];
    let latest: { readonly current: number } | null = null;
    function Probe({ value }: { value: number }) {
      const ref = useLatest(value);
      latest = ref;
      // Read during a render only to check that the write waits for the commit.
      seen.push(ref.current);
      return null;
    }
    const { rerender } = render(<Probe value={1} />);
    expect(latest!.current).toBe(1);
    rerender(<Probe value={2} />);
    expect(seen).toEqual([1, 1]);
    expect(latest!.current).toBe(2);
  });
});
