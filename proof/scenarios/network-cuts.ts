/**
 * Issue 15: "200 network cut points during confirm and 3DS (request lost, answer lost,
 * 5xx, 429, slow past the timeout): exactly one SUCCEEDED intent and the shopper told the
 * truth in every case." Each cut point (support/cut-plan.ts) gets its own intent and its
 * own card element on a merchant page; the shopper pays once under the cut; if told it
 * failed, pays again with the network healed. The truth: what `confirm()` told the page
 * (paid or not) is what the provider says of the intent at that moment. In the end the
 * intent is SUCCEEDED with exactly one charge (support/charges.ts).
 */
import type { Page, Route } from '@playwright/test';
import type { Scenario } from '../scenario';
import { scaled } from '../scenario';
import { chargesOf } from '../support/charges';
import { playCut } from '../support/cut-faults';
import { CUT_TARGETS, cutPlan, describeCut, type CutPoint } from '../support/cut-plan';
import { cardFrame, confirmCard, createIntent, fillCard, mountCard, openLabPage, removeCard, type Told } from '../support/lab-page';
import { inLanes } from '../support/pool';
import { inContext, type World } from '../support/world';
import { distinct } from '../support/words';

/** Merchant pages paying at once: the cut points wait on retries and time-outs far more than on the CPU. */
const LANES = 5;

interface CaseResult {
  readonly point: CutPoint;
  /** Each time the page was told other than the provider's truth. */
  readonly untrue: readonly string[];
  /** The end was not one SUCCEEDED intent charged once, or the run broke. */
  readonly notOnce: string | null;
}

const problemsOf = (result: CaseResult) => [...result.untrue, ...(result.notOnce ? [result.notOnce] : [])];

function toldText(told: Told): string {
  return told.paid ? `paid (${told.status})` : `not paid (${told.code})`;
}

/** What is untrue in what the page was `told`, against the provider's word on the intent now; `null` when nothing. */
async function untruth(world: World, intentId: string, told: Told, when: string): Promise<string | null> {
  const { status } = await chargesOf(world, intentId);
  return told.paid === (status === 'SUCCEEDED') ? null : `${when}, told ${toldText(told)} while the intent was ${status}`;
}

async function payUnderCut(world: World, page: Page, point: CutPoint, name: string): Promise<CaseResult> {
  const untrue: string[] = [];
  let notOnce: string | null = null;
  const note = (problem: string | null) => void (problem && untrue.push(problem));
  const target = CUT_TARGETS[point.target];
  const intent = await createIntent(world);
  const pattern = `**/api/v1/pa/payment_intents/${intent.intent_id}/${target.path}`;
  let attempts = 0;
  // The frame may have given up on a request before its cut is played (a slow answer after its time-out).
  const handler = (route: Route) => playCut(route, point, ++attempts).catch(() => undefined);
  await page.route(pattern, handler);
  try {
    await mountCard(page, name, intent);
    await fillCard(page, name, target.card);
    const first = await confirmCard(page, name);
    note(await untruth(world, intent.intent_id, first, 'paying'));
    if (!first.paid && ((await cardFrame(page, name).locator('[role="alert"]').textContent()) ?? '').trim() === '')
      note('told not paid with no message in the frame');
    await page.unroute(pattern, handler);
    // Told it failed, the shopper pays again, the network healed.
    if (!first.paid) note(await untruth(world, intent.intent_id, await confirmCard(page, name), 'paying again'));
    const final = await chargesOf(world, intent.intent_id);
    if (final.status !== 'SUCCEEDED' || final.charges !== 1) notOnce = `ended ${final.status} with ${final.charges} charges`;
  } catch (error) {
    notOnce = `the run broke: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    untrue.push('not known: the run broke');
  } finally {
    await page.unroute(pattern, handler).catch(() => undefined);
    await removeCard(page, name).catch(() => undefined);
  }
  return { point, untrue, notOnce };
}

export const networkCuts: Scenario = {
  id: 'network-cuts',
  title: 'Network cut points during confirm and 3DS: one SUCCEEDED intent, the shopper told the truth',
  async run(seed, scale, lazyWorld) {
    const world = await lazyWorld.get();
    const plan = cutPlan(scaled(200, scale), seed);
    return inContext(world, async (context) => {
      const pages = await Promise.all(Array.from({ length: Math.min(LANES, plan.length) }, () => openLabPage(context, world)));
      const results = await inLanes(plan, pages, (point, page, index) => payUnderCut(world, page, point, `cut-${index}`));
      const failed = results.filter((result) => problemsOf(result).length > 0);
      const untrue = results.filter((result) => result.untrue.length > 0).length;
      const notOnce = results.filter((result) => result.notOnce !== null).length;
      // The same cut point may be drawn more than once: each distinct failure once, with how often.
      const listed = distinct(failed.map((result) => `${describeCut(result.point)}: ${problemsOf(result).join('; ')}`));
      return {
        runs: plan.length,
        figure: `${plan.length - notOnce} of ${plan.length} ended in one SUCCEEDED intent charged once; ${plan.length - untrue} of ${plan.length} told the truth`,
        pass: failed.length === 0,
        ...(failed.length > 0 ? { detail: `${failed.length} cut points failed: ${listed.join('; ')}` } : {}),
      };
    });
  },
};
