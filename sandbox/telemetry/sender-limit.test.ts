import { describe, expect, it } from 'vitest';
import { SenderLimit } from './sender-limit';

describe('SenderLimit', () => {
  it('lets a sender send its burst, then as many events as it regains, each sender on its own', () => {
    let now = 0;
    const limit = new SenderLimit({ burst: 10, perSecond: 2 }, () => now);
    expect(limit.take('a', 8)).toBe(0);
    expect(limit.take('a', 2)).toBe(0);
    // Empty: 3 events need 1.5 s, said as 2 whole seconds.
    expect(limit.take('a', 3)).toBe(2);
    expect(limit.take('b', 10)).toBe(0);
    now = 1_000;
    expect(limit.take('a', 3)).toBe(1);
    expect(limit.take('a', 2)).toBe(0);
    // Never more than the burst, however long the sender was quiet.
    now = 3_600_000;
    expect(limit.take('a', 11)).toBe(1);
    expect(limit.take('a', 10)).toBe(0);
  });
});
