/**
 * Issue 15: "10 Pay clicks in 100 ms: 1 charge". The README's page, as a merchant pastes
 * it: a plain Pay button whose onclick calls `confirm()` and is never disabled. Ten clicks
 * from inside the page, 10 ms apart (the page may have left for its success page before
 * the last). Counted: the confirm requests the browser sent, and the charges the provider
 * made (support/charges.ts); a click that rejected would be an unhandled rejection.
 */
import { scaled, type Scenario } from '../scenario';
import { chargesOf } from '../support/charges';
import { waitUntil } from '../support/wait';
import { count } from '../support/words';
import { inContext, rounds, type World } from '../support/world';

const CLICKS = 10;
const CONFIRM_PATH = /\/payment_intents\/[^/]+\/confirm$/;
const SUCCESS_PAGE = /\/success\.html\?intent_id=int_/;

interface Round {
  readonly confirms: number;
  readonly charges: number;
  readonly errors: readonly string[];
}

function tenClicks(world: World): Promise<Round> {
  return inContext(world, async (context) => {
    const page = await context.newPage();
    let confirms = 0;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => {
      if (request.method() === 'POST' && CONFIRM_PATH.test(new URL(request.url()).pathname)) confirms += 1;
    });
    await page.goto(`${world.servers.merchantUrl}/readme.html`);
    const frame = page.frameLocator('#card iframe');
    await frame.locator('input[name="number"]').fill('4111111111111111');
    await frame.locator('input[name="expiry"]').fill('12 / 34');
    await frame.locator('input[name="cvc"]').fill('123');
    await page.evaluate((clicks) => {
      const pay = document.querySelector<HTMLButtonElement>('#pay')!;
      for (let click = 0; click < clicks; click += 1) setTimeout(() => pay.click(), click * 10);
    }, CLICKS);
    // Every click's confirm resolves alike, so the page is sent to its success page up to ten times: the last one wins.
    if (!(await waitUntil(() => SUCCESS_PAGE.test(page.url()), 20_000))) errors.push(`the page stayed at ${page.url()}`);
    const intentId = new URL(page.url()).searchParams.get('intent_id') ?? '';
    const { charges, status } = await chargesOf(world, intentId);
    if (status !== 'SUCCEEDED') errors.push(`intent ${intentId} is ${status}`);
    return { confirms, charges, errors };
  });
}

export const payClicks: Scenario = {
  id: 'pay-clicks',
  title: 'Ten Pay clicks in 100 ms on the README page',
  async run(_seed, scale, lazyWorld) {
    const world = await lazyWorld.get();
    const done = await rounds(scaled(5, scale), () => tenClicks(world));
    const charges = done.map((round) => round.charges);
    const confirms = done.reduce((sum, round) => sum + round.confirms, 0);
    const errors = done.flatMap((round) => round.errors);
    const once = charges.every((n) => n === 1);
    return {
      runs: done.length * CLICKS,
      figure: `${once ? '1 charge' : `charges ${charges.join(', ')}`} in each of ${count(done.length, 'round')} of ${CLICKS} clicks; ${count(confirms, 'confirm request')}`,
      pass: once && confirms === done.length && errors.length === 0,
      ...(errors.length > 0 ? { detail: errors.slice(0, 3).join('; ') } : {}),
    };
  },
};
