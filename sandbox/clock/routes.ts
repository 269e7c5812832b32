/**
 * The test clock, mounted at /api/v1/simulation/clock (merchant key):
 *   GET  /           { now, offset_seconds }   the sandbox's time, and how far it is ahead of the wall clock
 *   POST /advance    { request_id, seconds } | { request_id, to }   move it forward
 *   POST /reset      { request_id }            back to the wall clock
 * Everything that expires or falls due in the sandbox reads this clock (core/clock.ts),
 * so a test skips the hour of a client secret instead of waiting for it. Writes are
 * idempotent by request_id: a retried advance moves the clock once.
 */
import { Hono, type Context } from 'hono';
import { requireApiKey } from '../core/auth';
import { readJsonObject, requestId } from '../core/body';
import { invalid } from '../core/errors';
import { idempotentWrite, reply } from '../core/idempotency';
import type { RouteDeps } from '../core/route-deps';

/** Ten years: far enough for any schedule, near enough that a date stays a date. */
const MAX_ADVANCE_SECONDS = 10 * 366 * 24 * 3600;

/** How far `advance` moves the clock, in milliseconds: `seconds` from now, or up `to` a time ahead. */
export function advanceBy(body: Record<string, unknown>, nowMs: number): number {
  const { seconds, to } = body;
  const given = (value: unknown): boolean => value !== undefined && value !== null;
  if (given(seconds) && given(to)) throw invalid('to', 'conflict', 'Send seconds or to, not both.');
  if (given(to)) {
    if (typeof to !== 'string' || Number.isNaN(Date.parse(to)))
      throw invalid('to', 'invalid_date', 'to must be an ISO 8601 date-time, e.g. 2027-01-05T09:00:00Z.');
    const ms = Date.parse(to) - nowMs;
    if (ms <= 0) throw invalid('to', 'not_in_future', 'to must be after the sandbox clock’s now: the clock only moves forward (reset goes back).');
    if (ms > MAX_ADVANCE_SECONDS * 1000) throw invalid('to', 'too_far', 'to may be at most ten years ahead.');
    return ms;
  }
  if (!given(seconds)) throw invalid('seconds', 'required', 'seconds (how far to move the clock) or to (a time ahead) is required.');
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) throw invalid('seconds', 'must_be_number');
  if (seconds <= 0) throw invalid('seconds', 'must_be_positive', 'seconds must be greater than 0: the clock only moves forward (reset goes back).');
  if (seconds > MAX_ADVANCE_SECONDS) throw invalid('seconds', 'too_large', 'seconds may be at most ten years.');
  return seconds * 1000;
}

export function clockRoutes(deps: RouteDeps, onChange: () => void): Hono {
  const { clock, secretKey } = deps;
  const routes = new Hono();
  const view = () => ({ now: clock.now().toISOString(), offset_seconds: clock.offsetMs() / 1000 });

  routes.get('/', (c) => {
    requireApiKey(c, secretKey);
    return c.json(view());
  });

  const write = (operation: 'advance' | 'reset', move: (body: Record<string, unknown>) => void) => async (c: Context) => {
    requireApiKey(c, secretKey);
    const body = await readJsonObject(c);
    const request_id = requestId(body);
    const result = await idempotentWrite(deps, {
      lockKey: 'clock',
      scope: `clock.${operation}`,
      requestId: request_id,
      body,
      execute: () => {
        move(body);
        return { status: 200, body: view() };
      },
    });
    // What fell due (a webhook retry) goes now, not at the next poll.
    if (!result.replayed) onChange();
    return reply(c, result);
  };

  routes.post(
    '/advance',
    write('advance', (body) => clock.advance(advanceBy(body, clock.nowMs()))),
  );
  routes.post(
    '/reset',
    write('reset', () => clock.reset()),
  );
  return routes;
}
