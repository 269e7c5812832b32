import { describe, expect, it } from 'vitest';
import { foldArrivals, NO_ARRIVALS } from './arrivals';

describe('foldArrivals', () => {
  it('marks nothing on the first answer, then each id a later answer adds', () => {
    const first = foldArrivals(NO_ARRIVALS, ['int_b', 'int_a']);
    expect([...first.fresh]).toEqual([]);
    const second = foldArrivals(first, ['int_c', 'int_b', 'int_a']);
    expect([...second.fresh]).toEqual(['int_c']);
    const third = foldArrivals(second, ['int_d', 'int_c', 'int_b']);
    expect([...third.fresh].sort()).toEqual(['int_c', 'int_d']);
  });

  it('answers the same object when nothing arrived, so a poll re-renders nothing new', () => {
    const first = foldArrivals(NO_ARRIVALS, ['int_a']);
    expect(foldArrivals(first, ['int_a'])).toBe(first);
  });
});
