/**
 * The drop-in's tab row in all 20 languages (issue 38, problem 3): at 320 and 375 px no tab
 * name is cut. A name is its own element (`.portico-dropin__name`, More's
 * `.portico-tabs__name`), never the tab's whole text: the Card tab also holds its brands' marks,
 * whose names are not its name. Cut means the name's text is wider or taller than the box that
 * shows it (an ellipsis, or a word running under the tab's edge), or the box runs past its tab.
 * Each method behind More is chosen in turn, so every method's name is measured in the row.
 * One page per currency (the methods differ), its language changed with `update({ locale })`.
 */
import { readFileSync } from 'node:fs';
import type { Frame, Page } from '@playwright/test';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '../runtime/platform/i18n/languages';
import { keepCreatedElement, updateLocale } from './support/created-element';
import { expect, test } from './support/fixtures';

const LANGUAGES = Object.keys(SUPPORTED_LANGUAGES) as SupportedLanguage[];
const WIDTHS = [320, 375] as const;
/** The methods of these currencies in the sandbox cover every tab name a drop-in shows. */
const CURRENCIES = ['GBP', 'JPY'] as const;

/** The More button's words in `lng`: once the frame shows them, the row is in that language. */
function moreIn(lng: SupportedLanguage): string {
  const file = lng === 'en' ? 'en/dropin.json' : `${lng}.json`;
  const strings = JSON.parse(readFileSync(new URL(`../runtime/platform/i18n/locales/${file}`, import.meta.url), 'utf8')) as {
    dropin: { more: string };
  };
  return strings.dropin.more;
}

/**
 * In the drop-in's frame: the tab names that are cut, in the row as it is and with each method
 * behind More chosen in turn (it takes the row's last tab slot).
 */
function cutNames(frame: Frame): Promise<string[]> {
  return frame.evaluate(async () => {
    const painted = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const NAME = '.portico-dropin__name, .portico-tabs__name';
    const cut = new Set<string>();
    const measured = new Set<string>();
    await painted();
    const measure = () => {
      for (const name of document.querySelectorAll<HTMLElement>(`.portico-tabs__tab :is(${NAME})`)) {
        const text = name.textContent ?? '';
        measured.add(text);
        const box = name.getBoundingClientRect();
        const tab = name.closest('.portico-tabs__tab')!.getBoundingClientRect();
        const wider = name.scrollWidth > name.clientWidth;
        const taller = name.scrollHeight > name.clientHeight;
        const outside = box.left < tab.left - 0.5 || box.right > tab.right + 0.5 || box.bottom > tab.bottom + 0.5;
        if (wider || taller || outside) cut.add(`"${text}" (text ${name.scrollWidth}×${name.scrollHeight}, shown ${name.clientWidth}×${name.clientHeight})`);
      }
    };
    measure();
    for (;;) {
      const more = document.querySelector<HTMLElement>('.portico-tabs__more');
      if (!more) break;
      more.click();
      await painted();
      const next = [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')].find(
        (item) => !measured.has(item.querySelector('.portico-dropin__name')?.textContent ?? ''),
      );
      if (!next) {
        more.click();
        break;
      }
      next.click();
      await painted();
      measure();
    }
    return [...cut];
  });
}

async function openDropin(page: Page, merchantUrl: string, currency: string): Promise<Frame> {
  await page.goto(`${merchantUrl}/dropin.html?currency=${currency}&layout=tab`);
  await expect(page.frameLocator('#dropin iframe').locator('[role="tablist"]')).toBeVisible();
  return page.frames().find((frame) => frame.url().includes('#/elements/dropin'))!;
}

/** Resizes the window and waits for the drop-in's document to take its frame's new width. */
async function resize(page: Page, frame: Frame, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  const framed = await page.locator('#dropin iframe').evaluate((iframe) => iframe.clientWidth);
  await expect.poll(() => frame.evaluate(() => innerWidth)).toBe(framed);
}

/** Switches the drop-in to `lng` and waits until its row shows the language's words. */
async function showIn(page: Page, frame: Frame, lng: SupportedLanguage): Promise<void> {
  await updateLocale(page, lng);
  await expect(frame.locator('.portico-tabs__more .portico-tabs__name')).toHaveText(moreIn(lng));
}

// A test per currency and width, each sweeping the 20 languages: all of them in one test took over a minute on CI's loaded cores.
for (const currency of CURRENCIES) {
  for (const width of WIDTHS) {
    test(`no tab name is cut at ${width} px in any of the 20 languages (${currency})`, async ({ page, merchantUrl }) => {
      await keepCreatedElement(page);
      const cut: string[] = [];
      const frame = await openDropin(page, merchantUrl, currency);
      await resize(page, frame, width);
      for (const lng of LANGUAGES) {
        await showIn(page, frame, lng);
        for (const name of await cutNames(frame)) cut.push(`${lng}: ${name}`);
      }
      expect(cut).toEqual([]);
    });
  }
}

test('the sweep finds a name that is cut (an ellipsis planted on the names)', async ({ page, merchantUrl }) => {
  await keepCreatedElement(page);
  const frame = await openDropin(page, merchantUrl, 'GBP');
  await resize(page, frame, 375);
  await showIn(page, frame, 'de');
  expect(await cutNames(frame)).toEqual([]);
  // Through the CSSOM: the checkout's policy refuses a <style> element.
  await frame.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('.portico-dropin__name { white-space: nowrap; text-overflow: ellipsis; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  expect((await cutNames(frame)).join('\n')).toContain('Über Ihre Bank bezahlen');
});
