import { describe, expect, it } from 'vitest';
import { challengeWindowSize } from './window-size';

describe('EMV challenge window size from the viewport', () => {
  it.each([
    [320, 568, '05'],
    [375, 740, '05'],
    [599, 900, '05'],
    [1280, 800, '03'],
    [1280, 680, '04'],
    [640, 700, '03'],
    [640, 600, '04'],
    [600, 520, '02'],
    [600, 300, '05'],
  ] as const)('%i × %i → %s', (width, height, size) => {
    expect(challengeWindowSize(width, height)).toBe(size);
  });
});
