/**
 * The merchant's appearance held to WCAG AA in the card frame: a faint text colour
 * darkened, dark mode and a dark background, a pale brand's focus ring. axe for the card
 * in the shopper's light and dark scheme is the screen walk's (e2e/screen-walk.spec.ts);
 * audited here are the merchant's colours, which the walk never sets.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Frame, Page } from '@playwright/test';
import { expect, test, TEST_CARDS } from './support/fixtures';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

function cardFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().includes('#/elements/card'));
  if (!frame) throw new Error('no card frame');
  return frame;
}

/** WCAG contrast of two computed CSS colours (rgb()/rgba() strings), measured in the frame itself. */
function contrastIn(frame: Frame, selector: string, pseudo: string | null = null): Promise<number> {
  return frame.evaluate(
    ([sel, pse]) => {
      const channels = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const luminance = (css: string) => {
        const [r = 0, g = 0, b = 0] = channels(css).map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const element = document.querySelector(sel as string)!;
      const fg = getComputedStyle(element, pse).color;
      let bgElement: Element | null = element;
      let bg = 'rgba(0, 0, 0, 0)';
      while (bgElement && /rgba\(.*, 0\)$|transparent/.test(bg)) {
        bg = getComputedStyle(bgElement).backgroundColor;
        bgElement = bgElement.parentElement;
      }
      const [a, b] = [luminance(fg), luminance(bg)].sort((x, y) => y - x) as [number, number];
      return (a + 0.05) / (b + 0.05);
    },
    [selector, pseudo] as const,
  );
}

test.describe('theming held to WCAG AA', () => {
  test('a merchant text colour too faint on white is darkened in the frame, with one console warning to the merchant', async ({ cardPage, page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('Portico appearance:')) warnings.push(message.text());
    });
    await cardPage.open('/card-script.html', '?text=%23b0b0b0&background=%23ffffff');
    const frame = cardFrame(page);
    expect(await contrastIn(frame, 'input[name="number"]')).toBeGreaterThanOrEqual(4.5);
    expect(await contrastIn(frame, 'input[name="number"]', '::placeholder')).toBeGreaterThanOrEqual(4.5);
    await expect.poll(() => warnings.length).toBe(1);
    expect(warnings[0]).toContain('text #b0b0b0 →');
    // The last thing the frame does for this test: a decline, to be sure no second warning came meanwhile.
    await cardPage.fill(TEST_CARDS.insufficientFunds);
    await cardPage.pay();
    await expect(cardPage.elementMessage).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG).include('#card-element').analyze();
    expect(violations).toEqual([]);
    expect(warnings).toHaveLength(1);
  });

  test('dark mode is a dark field with light text and readable placeholders; a dark background alone does the same, axe clean', async ({ cardPage, page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const query of ['', '?background=%23101418']) {
      await cardPage.open('/card-script.html', query);
      const frame = cardFrame(page);
      await expect(page.frameLocator('#card-element iframe').locator('[data-mode]').first()).toHaveAttribute('data-mode', 'dark');
      const fieldLuminance = await frame.evaluate(() => {
        const [r = 0, g = 0, b = 0] = (getComputedStyle(document.querySelector('.portico-box')!).backgroundColor.match(/\d+/g) ?? []).map(Number);
        return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
      });
      expect(fieldLuminance).toBeLessThan(0.2);
      expect(await contrastIn(frame, 'input[name="number"]')).toBeGreaterThanOrEqual(4.5);
      expect(await contrastIn(frame, 'input[name="number"]', '::placeholder')).toBeGreaterThanOrEqual(4.5);
      // The plain dark card is the walk's (elements.card · empty · dark); the merchant's dark background is not.
      if (query === '') continue;
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG).include('#card-element').analyze();
      expect(violations).toEqual([]);
    }
  });

  test("a pale brand colour: the focused field's ring is a darker shade of it, at 3:1 on the field", async ({ cardPage, page }) => {
    await cardPage.open('/card-script.html', '?brand=%23ffd43b');
    const frame = cardFrame(page);
    await page.frameLocator('#card-element iframe').locator('input[name="number"]').focus();
    const ratio = await frame.evaluate(() => {
      const luminance = (css: string) => {
        const [r = 0, g = 0, b = 0] = (css.match(/\d+/g) ?? [])
          .map(Number)
          .map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const row = getComputedStyle(document.querySelector('.portico-box')!);
      const [a, b] = [luminance(row.borderTopColor), luminance(row.backgroundColor)].sort((x, y) => y - x) as [number, number];
      return { ring: row.borderTopColor, ratio: (a + 0.05) / (b + 0.05) };
    });
    expect(ratio.ring).not.toBe('rgb(255, 212, 59)');
    expect(ratio.ratio).toBeGreaterThanOrEqual(3);
  });

  test("light text on a dark page without mode 'dark': a dark field, the merchant's text kept, no slab", async ({ cardPage, page }) => {
    await cardPage.open('/card-script.html', '?text=%23f8f9fa&page=%23101418');
    const frame = cardFrame(page);
    const look = await frame.evaluate(() => {
      const luminance = (css: string) => {
        const [r = 0, g = 0, b = 0] = (css.match(/\d+/g) ?? [])
          .map(Number)
          .map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const root = getComputedStyle(document.querySelector('div[data-mode]')!);
      const box = getComputedStyle(document.querySelector('.portico-box')!);
      return {
        root: root.backgroundColor,
        padding: root.paddingTop,
        boxIsDark: luminance(box.backgroundColor) < 0.179,
        input: getComputedStyle(document.querySelector('input[name="number"]')!).color,
      };
    });
    expect(look).toEqual({ root: 'rgb(16, 20, 24)', padding: '0px', boxIsDark: true, input: 'rgb(248, 249, 250)' });
    const axe = await new AxeBuilder({ page }).include('#card-element').withTags(WCAG).analyze();
    expect(axe.violations).toEqual([]);
  });

  test('a dark background on a light page is a painted slab with an inner padding and the radius', async ({ cardPage, page }) => {
    await cardPage.open('/card-script.html', '?background=%23101418&page=%23ffffff');
    const root = await cardFrame(page).evaluate(() => {
      const style = getComputedStyle(document.querySelector('div[data-mode]')!);
      return { background: style.backgroundColor, padding: style.paddingLeft, radius: style.borderTopLeftRadius };
    });
    expect(root.background).toBe('rgb(16, 20, 24)');
    expect(parseFloat(root.padding)).toBeGreaterThanOrEqual(8);
    expect(parseFloat(root.radius)).toBeGreaterThan(0);
  });

  test("a pale brand: a focused invalid field shows the focus ring (3:1 on the field), not the error's", async ({ cardPage, page }) => {
    await cardPage.open('/card-script.html', '?brand=%23ffe066');
    const card = page.frameLocator('#card-element iframe');
    await card.locator('input[name="number"]').fill('4111 1111');
    await card.locator('input[name="expiry"]').focus();
    await card.locator('input[name="number"]').focus();
    await expect(card.locator('input[name="number"]')).toHaveAttribute('aria-invalid', 'true');
    const ring = await cardFrame(page).evaluate(() => {
      const luminance = (css: string) => {
        const [r = 0, g = 0, b = 0] = (css.match(/\d+/g) ?? [])
          .map(Number)
          .map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const cell = document.querySelector('input[name="number"]')!.closest('.portico-box__cell')!;
      const shadow = getComputedStyle(cell, '::after').boxShadow;
      const solid = /rgb\(\d+, \d+, \d+\)/.exec(shadow)?.[0] ?? '';
      const focus = getComputedStyle(document.querySelector('div[data-mode]')!).getPropertyValue('--portico-color-focus');
      const probe = document.createElement('i');
      probe.style.color = focus;
      document.body.append(probe);
      const focusRgb = getComputedStyle(probe).color;
      probe.remove();
      const background = getComputedStyle(document.querySelector('.portico-box')!).backgroundColor;
      const [a, b] = [luminance(solid), luminance(background)].sort((x, y) => y - x) as [number, number];
      return { solid, focusRgb, ratio: (a + 0.05) / (b + 0.05) };
    });
    expect(ring.solid).toBe(ring.focusRgb);
    expect(ring.ratio).toBeGreaterThanOrEqual(3);
  });
});
