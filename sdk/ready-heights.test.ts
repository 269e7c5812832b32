// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { READY_HEIGHTS, readyHeight } from './ready-heights';

describe('readyHeight', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is each row's height from its step's first pixel, the first height below the first step", () => {
    const [narrow, step, wide] = READY_HEIGHTS.card;
    expect(readyHeight('card', {}, 0)).toBe(narrow);
    expect(readyHeight('card', {}, step! - 1)).toBe(narrow);
    expect(readyHeight('card', {}, step!)).toBe(wide);
    expect(readyHeight('card', {}, 5000)).toBe(wide);
  });

  it('has rows of heights between rising widths', () => {
    for (const [name, steps] of Object.entries(READY_HEIGHTS)) {
      expect(steps.length % 2, name).toBe(1);
      const widths = steps.filter((_, i) => i % 2 === 1);
      expect(widths, name).toEqual([...widths].sort((a, b) => a - b));
      expect(
        steps.every((n) => Number.isInteger(n) && n > 0),
        name,
      ).toBe(true);
    }
  });

  it("reads the drop-in's row by its layout, tabs by default on a phone as the frame decides", () => {
    const at = 400;
    const tab = readyHeight('dropin', { layout: 'tab' }, at);
    const accordion = readyHeight('dropin', { layout: 'accordion' }, at);
    expect(tab).not.toBe(accordion);
    vi.stubGlobal('screen', { width: 1280 });
    expect(readyHeight('dropin', {}, at)).toBe(accordion);
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36' });
    expect(readyHeight('dropin', {}, at)).toBe(tab);
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' });
    vi.stubGlobal('screen', { width: 390 });
    expect(readyHeight('dropin', {}, at)).toBe(tab);
  });
});
