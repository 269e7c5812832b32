/**
 * Driving a page with the keyboard alone: Tab or Shift+Tab until the focus is on a wanted
 * element (so it is reachable, in the page's order), and checks that the focus shows and
 * sits where an action should have left it.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** What has focus: an element matching `css`, whose text (hidden words included) contains `text`. */
export interface FocusTarget {
  readonly css: string;
  readonly text?: string;
}

function describe(target: FocusTarget): string {
  return target.text === undefined ? target.css : `${target.css} "${target.text}"`;
}

function focusIs(page: Page, target: FocusTarget): Promise<boolean> {
  return page.evaluate(({ css, text }) => {
    const el = document.activeElement;
    return el !== null && el.matches(css) && (text === undefined || (el.textContent ?? '').replace(/\s+/g, ' ').includes(text));
  }, target);
}

/** Presses `key` until `target` has focus; fails after `most` presses. */
export async function moveFocusTo(page: Page, target: FocusTarget, key: 'Tab' | 'Shift+Tab' = 'Tab', most = 80): Promise<void> {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press(key);
    if (await focusIs(page, target)) return expectFocusVisible(page, describe(target));
  }
  throw new Error(`${key} never reached ${describe(target)}`);
}

/** The focused element draws a focus indicator: it matches :focus-visible and has an outline or a ring. */
export async function expectFocusVisible(page: Page, what: string): Promise<void> {
  const shown = await page.evaluate(() => {
    const el = document.activeElement;
    if (el === null || el === document.body || !el.matches(':focus-visible')) return false;
    const style = getComputedStyle(el);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  });
  expect(shown, `the focus on ${what} is visible`).toBe(true);
}

/** The focus ends on `target` (an action's outcome line, the changed row), visibly. */
export async function expectFocusOn(page: Page, target: FocusTarget): Promise<void> {
  await expect.poll(() => focusIs(page, target), { message: `focus on ${describe(target)}` }).toBe(true);
  await expectFocusVisible(page, describe(target));
}

/** A new screen puts the focus on its main content (as a page load would put it at the top). */
export async function expectFocusOnMain(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? null), { message: 'focus on the main content' }).toBe('main');
}
