/**
 * What a cut point does to one request the frame sends (cut-plan.ts), played by
 * Playwright's request interception: the provider is reached (`route.fetch()`) or not,
 * and the answer is delivered, lost, replaced or held back.
 */
import type { Route } from '@playwright/test';
import type { CutPoint } from './cut-plan';

/** Past the frame's 10 s request time-out (runtime/platform/api/client.ts, spec §9). */
const SLOW_ANSWER_MS = 11_000;

const TOO_MANY = JSON.stringify({ code: 'too_many_requests', message: 'Slow down', details: {} });

function cutsAttempt(point: CutPoint, attempt: number): boolean {
  if (point.span === 'every') return true;
  return attempt === 1 || (point.span === 'first-two' && attempt === 2);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Plays `point` on the `attempt`-th request (1-based); attempts it does not cut go through untouched. */
export async function playCut(route: Route, point: CutPoint, attempt: number): Promise<void> {
  if (!cutsAttempt(point, attempt)) return route.continue();
  switch (point.kind) {
    case 'request-lost':
      return route.abort('failed');
    case 'answer-lost':
      await route.fetch();
      return route.abort('failed');
    case '5xx-before':
      return route.fulfill({ status: point.status, body: 'Bad Gateway' });
    case '5xx-after':
      await route.fetch();
      return route.fulfill({ status: point.status, body: 'Bad Gateway' });
    case '429':
      return route.fulfill({ status: 429, headers: { 'Retry-After': '1', 'Content-Type': 'application/json' }, body: TOO_MANY });
    case 'slow': {
      const answer = await route.fetch();
      await sleep(SLOW_ANSWER_MS);
      return route.fulfill({ response: answer });
    }
  }
}
