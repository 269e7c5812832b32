/**
 * The screen walk: every route of the screen table, in each state its visit drives it
 * through (empty, typing, each error, processing, success…), light at 1280 px and dark at
 * 320 px (with reduced motion asked for), under axe's WCAG 2.2 A and AA rules with no rule
 * left out, no horizontal scrolling, every invalid field described by its message, and no
 * fast motion when reduced motion is asked for (e2e/screen-walk/walk.ts). 320 px is the
 * reflow width of WCAG 1.4.10 (1280 px at 400 %), so it covers 200 % zoom too.
 * Routes that share a visit (frames that work together) are walked once.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { ROUTES, type RouteName } from '../runtime/platform/router';
import { expect, test } from './support/fixtures';
import { VISITS } from './screen-walk/visits';
import type { Visit } from './screen-walk/visit';
import { Walk, type Scheme } from './screen-walk/walk';

const VIEWPORTS: Record<Scheme, { width: number; height: number }> = { light: { width: 1280, height: 800 }, dark: { width: 320, height: 640 } };

/** Each visit once, with the routes it is expected to show. */
function groups(): Array<{ visit: Visit; routes: RouteName[] }> {
  const byVisit = new Map<Visit, RouteName[]>();
  for (const [route, visit] of Object.entries(VISITS) as Array<[RouteName, Visit]>) byVisit.set(visit, [...(byVisit.get(visit) ?? []), route]);
  return [...byVisit].map(([visit, routes]) => ({ visit, routes }));
}

// The screen table has one row per route (its unit test); it finds element screens through
// Vite (import.meta.glob), so the walk compares with the routes it is keyed by.
test('the walk has a visit for every route of the screen table', () => {
  expect(Object.keys(VISITS).sort()).toEqual(ROUTES.map((route) => route.name).sort());
});

test("the walk's checks find what they look for (a planted image without a name, a wide box, an undescribed invalid field, fast motion)", async ({ page, merchantUrl, checkoutUrl, request }) => {
  await page.goto(`${merchantUrl}/card-script.html`);
  await expect(page.locator('#pay')).toBeEnabled();
  const frame = page.frames().find((f) => f.url().includes('#/elements/card'))!;
  const walk = new Walk(page, { merchantUrl, checkoutUrl, request }, 'light');
  expect(await walk.findings(frame)).toMatchObject({ route: 'elements.card', violations: [], overflow: null, undescribedInvalid: [] });
  await frame.evaluate(() => {
    // Made through the DOM: the checkout's policy refuses inline style attributes.
    document.body.insertAdjacentHTML('beforeend', '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10"><input name="planted" aria-invalid="true">');
    const wide = document.body.appendChild(document.createElement('div'));
    wide.style.width = '4000px';
    wide.style.height = '1px';
    wide.animate([{ opacity: 1 }, { opacity: 0.5 }], { duration: 1000, iterations: Infinity });
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const planted = await walk.findings(frame);
  expect(planted?.violations.map((violation) => violation.id)).toContain('image-alt');
  expect(planted?.overflow).not.toBeNull();
  expect(planted?.undescribedInvalid).toEqual(['planted']);
  expect(planted?.fastMotion).toHaveLength(1);
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`screen walk · ${scheme} · ${VIEWPORTS[scheme].width} px`, () => {
    // Dark is also the run that asks for reduced motion.
    test.use({ colorScheme: scheme, viewport: VIEWPORTS[scheme], reducedMotion: scheme === 'dark' ? 'reduce' : 'no-preference' });
    for (const { visit, routes } of groups()) {
      test(routes.join(', '), async ({ page, merchantUrl, checkoutUrl, request }, testInfo) => {
        const walk = new Walk(page, { merchantUrl, checkoutUrl, request }, scheme);
        await visit(walk);
        const seen = Object.fromEntries(routes.map((route) => [route, [...(walk.seen.get(route) ?? [])]]));
        for (const route of routes) expect.soft(seen[route], `${route} was never on screen when a state was checked`).not.toEqual([]);
        // For the closing note: screens × states under axe.
        mkdirSync('.portico/screen-walk', { recursive: true });
        writeFileSync(`.portico/screen-walk/${scheme}-${routes[0]}.json`, JSON.stringify({ scheme, seen, documents: walk.checks, checkMs: walk.checkMs }, null, 2));
        testInfo.annotations.push({ type: 'states', description: JSON.stringify(seen) });
      });
    }
  });
}
