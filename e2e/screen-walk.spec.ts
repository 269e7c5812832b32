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
import { LOOK_WALKS, TAKEN_DIR } from './screen-walk/look-walks';

/**
 * The walks: two drives through every state, each auditing it (light at 1280 px; dark at
 * 320 px, the reflow width, with reduced motion asked for) and comparing it with its stored
 * screenshots in e2e/screen-walk/looks/, so a change that alters the look fails npm test: the
 * light drive pictures each state at 1280 and 375 px, the dark one at 375 and 1280 px, resizing
 * the window for a look at another width and putting it back (a drive costs as much as the looks
 * it serves, so two drives, not five). What a frame decides once for its device stays as the drive's
 * window made it (the drop-in's default layout: an accordion in the light drive, a phone's tabs in the
 * dark one, so the looks show each layout at both widths). A look asks for reduced motion only while it pictures.
 * The walk makes each tab the same on every run first (what differs by design hidden, ids as
 * placeholders: e2e/screen-walk/steady.ts). `npm run looks` takes the screenshots again after a
 * change meant to alter the look, and rewrites docs/gallery.md.
 */
const PHONE = { width: 375, height: 667 };
const DESKTOP = { width: 1280, height: 800 };
const WALKS = [
  // The light audit does not ask for reduced motion (the dark one checks it).
  {
    scheme: 'light',
    viewport: DESKTOP,
    reducedMotion: 'no-preference',
    looks: [
      { folder: 'light-1280', viewport: DESKTOP },
      { folder: 'light-375', viewport: PHONE },
    ],
  },
  {
    scheme: 'dark',
    viewport: { width: 320, height: 640 },
    reducedMotion: 'reduce',
    looks: [
      { folder: 'dark-375', viewport: PHONE },
      { folder: 'dark-1280', viewport: DESKTOP },
    ],
  },
] as const satisfies ReadonlyArray<{
  scheme: Scheme;
  viewport: { width: number; height: number };
  reducedMotion: 'reduce' | 'no-preference';
  looks: ReadonlyArray<{ folder: (typeof LOOK_WALKS)[number]; viewport: { width: number; height: number } }>;
}>;

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

test("the walk's checks find what they look for (a planted image without a name, a wide box, an undescribed invalid field, fast motion)", async ({
  page,
  merchantUrl,
  checkoutUrl,
  request,
}) => {
  await page.goto(`${merchantUrl}/card-script.html`);
  await expect(page.locator('#pay')).toBeEnabled();
  const frame = page.frames().find((f) => f.url().includes('#/elements/card'))!;
  const walk = new Walk(page, { merchantUrl, checkoutUrl, request }, 'light');
  expect(await walk.findings(frame)).toMatchObject({ route: 'elements.card', violations: [], overflow: null, undescribedInvalid: [] });
  await frame.evaluate(() => {
    // Made through the DOM: the checkout's policy refuses inline style attributes.
    document.body.insertAdjacentHTML(
      'beforeend',
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10"><input name="planted" aria-invalid="true">',
    );
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

for (const { scheme, viewport, reducedMotion, looks } of WALKS) {
  test.describe(`screen walk · ${scheme} · ${viewport.width} px · audit · looks at ${looks.map((look) => look.viewport.width).join(' and ')} px`, () => {
    test.use({ colorScheme: scheme, viewport, reducedMotion });
    for (const { visit, routes } of groups()) {
      test(routes.join(', '), async ({ page, merchantUrl, checkoutUrl, request }, testInfo) => {
        // Two whole-page screenshots per state, and the audit: the drop-in's visit alone takes over a minute on 2 loaded cores.
        test.slow();
        const walk = new Walk(page, { merchantUrl, checkoutUrl, request }, scheme, { audit: true, name: routes[0]!, looks });
        await visit(walk);
        const seen = Object.fromEntries(routes.map((route) => [route, [...(walk.seen.get(route) ?? [])]]));
        for (const route of routes) expect.soft(seen[route], `${route} was never on screen when a state was checked`).not.toEqual([]);
        for (const { folder } of looks) {
          // What this visit pictured, so that `npm run looks` drops the screenshots of states it no longer has (scripts/gallery.ts).
          mkdirSync(`${TAKEN_DIR}/${folder}`, { recursive: true });
          writeFileSync(`${TAKEN_DIR}/${folder}/${routes[0]}.json`, JSON.stringify(walk.looks));
        }
        // For the closing note: screens × states under axe.
        mkdirSync('.portico/screen-walk', { recursive: true });
        writeFileSync(
          `.portico/screen-walk/${scheme}-${routes[0]}.json`,
          JSON.stringify({ scheme, seen, documents: walk.checks, checkMs: walk.checkMs, lookMs: walk.lookMs }, null, 2),
        );
        testInfo.annotations.push({ type: 'states', description: JSON.stringify(seen) });
      });
    }
  });
}
