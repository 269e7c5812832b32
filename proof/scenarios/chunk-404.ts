/**
 * Issue 15: "chunk 404 after a deploy: ≤ 3 retries then the crash screen, 0 merchant
 * navigations". The card screen's chunk answers 404 (what a page built before a deploy
 * meets once the old hashed files are gone). Counted per frame that wanted it: its
 * requests (the document's preload hint, then spec §9's import and its retries), whether
 * the crash screen showed, and every navigation of the merchant's own page.
 */
import { scaled, type Scenario } from '../scenario';
import { count } from '../support/words';
import { inContext, rounds, type World } from '../support/world';

const CHUNK = '**/static/js/CardElement.*.js';
const CRASH_TEXT = 'There is something wrong, please reload the page.';
const MAX_RETRIES = 3;

interface Round {
  /** Retries per frame: its requests for the chunk after the first. */
  readonly retries: readonly number[];
  readonly crashShown: boolean;
  /** Navigations of the merchant page after it loaded. */
  readonly navigations: number;
}

function deployedAway(world: World): Promise<Round> {
  return inContext(world, async (context) => {
    const page = await context.newPage();
    const perFrame = new Map<object, number>();
    await page.route(CHUNK, (route) => {
      const frame = route.request().frame();
      perFrame.set(frame, (perFrame.get(frame) ?? 0) + 1);
      return route.fulfill({ status: 404, body: 'Not Found' });
    });
    let navigations = -1; // the first is the page loading
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await page.goto(`${world.servers.merchantUrl}/card-script.html`);
    const crash = page.frameLocator('#card-element iframe').getByText(CRASH_TEXT);
    const crashShown = await crash.waitFor({ state: 'visible', timeout: 20_000 }).then(
      () => true,
      () => false,
    );
    return { retries: [...perFrame.values()].map((requests) => requests - 1), crashShown, navigations };
  });
}

export const chunk404: Scenario = {
  id: 'chunk-404',
  title: "The card's chunk gone after a deploy",
  async run(_seed, scale, lazyWorld) {
    const world = await lazyWorld.get();
    const done = await rounds(scaled(3, scale), () => deployedAway(world));
    const retries = done.flatMap((round) => round.retries);
    const most = Math.max(0, ...retries);
    const crashes = done.filter((round) => round.crashShown).length;
    const navigations = done.reduce((sum, round) => sum + round.navigations, 0);
    return {
      runs: done.length,
      figure: `at most ${count(most, 'retry', 'retries')} in ${count(retries.length, 'frame')}; crash screen ${crashes} of ${done.length}; ${count(navigations, 'merchant navigation')}`,
      pass: retries.length > 0 && most <= MAX_RETRIES && crashes === done.length && navigations === 0,
    };
  },
};
