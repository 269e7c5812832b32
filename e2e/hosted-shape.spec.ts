/**
 * Issue 26: the hosted payment page keeps its shape from the first paint to the form (a skeleton
 * shaped like its content; layout shift ≤ 0.01, summed from PerformanceObserver's `layout-shift`
 * entries, buffered from the first paint), and an element frame's fields are flush with the
 * merchant's column, their focus rings inside the frame.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const MAX_SHIFT = 0.01;
const WIDTHS = [375, 1280] as const;

declare global {
  interface Window {
    __hostedShift?: { total: number; sources: string[] };
  }
}

/** Sums every layout shift of the page from its first paint (no input comes before the form is ready). */
async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shift = { total: 0, sources: [] as string[] };
    window.__hostedShift = shift;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue;
        shift.total += entry.value;
        for (const source of entry.sources ?? []) shift.sources.push((source.node as Element | undefined)?.className?.toString() ?? '?');
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** A hosted page address for a new intent, as a merchant's server would build it. */
async function hostedUrl(page: Page, merchantUrl: string, checkoutUrl: string): Promise<string> {
  const made = (await (await page.request.post(`${merchantUrl}/api/create-intent`, { data: { amount: 12.5, currency: 'USD' } })).json()) as {
    intent_id: string;
    client_secret: string;
  };
  return `${checkoutUrl}/#/standalone/checkout/${made.intent_id}?client_secret=${encodeURIComponent(made.client_secret)}`;
}

for (const width of WIDTHS) {
  test(`hosted page at ${width} px: a skeleton shaped like the page from the first paint, layout shift ≤ ${MAX_SHIFT} to the form`, async ({
    page,
    merchantUrl,
    checkoutUrl,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await watchLayoutShift(page);
    // The intent's answer held back, so the skeleton is there to be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/payment_intents\/[^/]+$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(await hostedUrl(page, merchantUrl, checkoutUrl));
    const skeleton = page.locator('.portico-page .portico-checkout[aria-busy="true"]');
    await expect(skeleton).toBeVisible();
    // Its shape: the total's line, the methods and Pay, under the page's own heading.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(skeleton.locator('.portico-skeleton__bar')).toHaveCount(6);
    release();
    await expect(page.locator('.portico-dropin__pay')).toBeVisible();
    await expect(page.locator('.portico-checkout__secure')).toBeVisible();
    // Two frames after the form, for the observer's last entries.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shift = await page.evaluate(() => window.__hostedShift!);
    expect(shift.total, `shifted: ${shift.sources.join(', ')}`).toBeLessThanOrEqual(MAX_SHIFT);
  });
}

test("a card frame is flush with the merchant's column, its focus ring inside the frame", async ({ cardPage, page }) => {
  await cardPage.open();
  const iframe = await page.locator('#card-element iframe').boundingBox();
  // Ready comes from the boot markup, which the runtime may be replacing as the row is measured (no box then):
  // measured again until a row is there, as a shopper sees one.
  const row = cardPage.frame.locator('.portico-card__row');
  let box: Awaited<ReturnType<typeof row.boundingBox>> = null;
  await expect.poll(async () => (box = await row.boundingBox()), { message: 'the card row has a box' }).not.toBeNull();
  expect(iframe && box).toBeTruthy();
  expect(Math.abs(box!.x - iframe!.x)).toBeLessThan(0.5);
  expect(Math.abs(box!.x + box!.width - (iframe!.x + iframe!.width))).toBeLessThan(0.5);
  // Focused, the number's ring is drawn inside its cell, within the frame.
  await cardPage.frame.locator('input[name="number"]').focus();
  const ring = await cardPage.frame.locator('.portico-card__field--number .portico-box__cell').evaluate((cell) => {
    const after = getComputedStyle(cell, '::after');
    return { shadow: after.boxShadow, left: cell.getBoundingClientRect().left };
  });
  expect(ring.shadow).toContain('inset');
  expect(ring.left).toBeGreaterThanOrEqual(0);
});
