/**
 * A visit drives one screen (or a group of frames that work together, such as the split
 * card fields) through its states, calling `walk.check(state)` at each. Several routes
 * may share one visit: the walk then runs it once and expects every one of them seen.
 */
import { expect, type Page, type Route } from '@playwright/test';
import { DEFAULT_SECRET_KEY } from '../../sandbox/server';
import type { Walk } from './walk';

export type Visit = (walk: Walk) => Promise<void>;

export const MERCHANT_KEY = { 'x-api-key': process.env.PORTICO_SECRET_KEY ?? DEFAULT_SECRET_KEY };

/**
 * Holds every request matching `pattern` until `release()`: the way to look at a state
 * that lasts only as long as a request (processing while the confirm is out).
 */
export async function hold(page: Page, pattern: string | RegExp): Promise<{ release(): Promise<void>; requested: Promise<void> }> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let arrived!: () => void;
  const requested = new Promise<void>((resolve) => (arrived = resolve));
  const handler = async (route: Route) => {
    arrived();
    await gate;
    await route.continue().catch(() => undefined);
  };
  await page.context().route(pattern, handler);
  return {
    requested,
    async release() {
      open();
      await page.context().unroute(pattern, handler);
    },
  };
}

/**
 * Answers navigations to `pattern` with 204 No Content, which cancels them: the page that
 * would have moved on (to the merchant's success page, to a bank) stays to be looked at.
 */
export async function stayOnPage(page: Page, pattern: string | RegExp): Promise<{ reached: Promise<string> }> {
  let reachedWith!: (url: string) => void;
  const reached = new Promise<string>((resolve) => (reachedWith = resolve));
  await page.context().route(pattern, async (route) => {
    reachedWith(route.request().url());
    await route.fulfill({ status: 204 });
  });
  return { reached };
}

/** An intent made by the merchant's server (the sandbox API), for pages opened by address. */
export async function createIntent(walk: Walk, extra: Record<string, unknown> = {}): Promise<{ id: string; client_secret: string }> {
  const res = await walk.servers.request.post(`${walk.servers.checkoutUrl}/api/v1/pa/payment_intents/create`, {
    headers: MERCHANT_KEY,
    data: { request_id: crypto.randomUUID(), amount: 25, currency: 'USD', merchant_order_id: `walk_${Date.now()}`, ...extra },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { id: string; client_secret: string };
}

/** Lets the page draw a frame (a click right after a scroll can land on a frame's old place). */
export function nextFrame(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
