/**
 * Issue 26's palette matrix: every pair the theme derives (CONTRAST_RULES: text, muted
 * labels, placeholders, links, errors, text on the brand, input borders, focus rings, on
 * the frame's background and on the merchant's page behind it) reaches WCAG 2.2 AA for
 * brand × text × background × page, in both modes, including the hostile palettes the
 * e2e runs (pale brand, dark background on a light page, light text on a dark page, mid-grey).
 */
import { describe, expect, it } from 'vitest';
import { APPEARANCE_MODES } from '../../../../protocol';
import { CONTRAST_RULES, derivePalette, failingRules, ratioOf, type Anchors } from './palette';

const BRANDS = [undefined, '#ffe066', '#808080', '#000000', '#e03131'];
const TEXTS = [undefined, '#808080', '#f8f9fa', '#1a1b25'];
const BACKGROUNDS = [undefined, '#101418', '#808080', '#ffffff', '#ef0000'];
const PAGES = [undefined, '#ffffff', '#808080', '#101418', '#ffe066'];

const cases = APPEARANCE_MODES.flatMap((mode) =>
  BRANDS.flatMap((colorBrand) =>
    TEXTS.flatMap((colorText) =>
      BACKGROUNDS.flatMap((colorBackground) =>
        PAGES.map((page) => {
          const anchors = defined({ colorBrand, colorText, colorBackground });
          return { mode, anchors, page, derived: derivePalette(mode, anchors, page) };
        }),
      ),
    ),
  ),
);

function defined(anchors: Record<keyof Anchors, string | undefined>): Anchors {
  return Object.fromEntries(Object.entries(anchors).filter(([, value]) => value !== undefined));
}

describe('the derived palette over brand × text × background × page', () => {
  it(`holds every rule in all ${cases.length} combinations`, () => {
    expect(cases.length).toBeGreaterThan(500);
    const broken = cases.flatMap(({ mode, anchors, page, derived: { palette } }) => {
      return failingRules(palette).map(
        ({ fg, bg, min }) => `${mode} ${JSON.stringify(anchors)} page ${page}: ${fg} on ${bg} ${ratioOf(palette[fg], palette[bg]).toFixed(2)} < ${min}`,
      );
    });
    expect(broken).toEqual([]);
  });

  it('measures against the page the SDK saw, or paints the background over it when nothing reads on both', () => {
    for (const {
      page,
      derived: { palette, painted },
    } of cases) {
      if (page === undefined) continue;
      // What shows behind the frame's text: the merchant's page, or the frame's own background.
      expect(palette.page).toBe(painted ? palette.background : page);
      for (const { fg, bg, min } of CONTRAST_RULES) {
        if (bg === 'page') expect(ratioOf(palette[fg], painted ? palette.background : page)).toBeGreaterThanOrEqual(min);
      }
    }
  });

  it("the issue's cases: docs-dark background on a white page paints; a light page under a light field does not", () => {
    expect(derivePalette('light', { colorBackground: '#101418' }, '#ffffff').painted).toBe(true);
    expect(derivePalette('light', { colorBrand: '#ffe066' }, '#ffffff')).toMatchObject({ painted: false, palette: { onBrand: '#000000' } });
    expect(derivePalette('dark', {}, '#ffffff').painted).toBe(true);
    expect(derivePalette('light', {}, '#f0f0f0').painted).toBe(false);
  });
});
