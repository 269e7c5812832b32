/**
 * Hand-offs: a single-use, short-lived stand-in for a client secret, for the addresses
 * the checkout sends a whole tab to (a blocked bank-link popup, WeChat's "Opening
 * WeChat…" page, a redirect form's page) and the ways back it keeps in storage. Such an
 * address passes through the merchant page's code (`onRedirect`), the tab's history and
 * the shopper's storage; with a hand-off in it in place of the secret, what is left
 * there after the checkout page has opened is a used hand-off that opens nothing.
 *
 * Redeeming one answers the secret and a fresh hand-off (which the page writes into its
 * own address in place of the used one), so a reload still works and the first address,
 * the one the merchant page saw, is spent the moment the checkout page read it.
 */
import { randomBytes } from 'node:crypto';
import { HANDOFF_ID } from '../../protocol/handoff';
import type { SandboxStore } from '../core/store';

/** `hof_` and 32 url-safe characters (24 random bytes): the runtime knows them by this shape. */
export { HANDOFF_ID };

export const HANDOFFS = 'handoffs' as const;
/** How long a hand-off waits to be redeemed: the shopper's trip from a click to the page it opens (or a reload). */
export const HANDOFF_TTL_MS = 30 * 60 * 1000;

export interface Handoff {
  readonly id: string;
  /** The client secret (an intent's or a customer's) it stands for. */
  readonly secret: string;
  readonly expires_at: string;
}

export function newHandoff(secret: string, now: number): Handoff {
  return { id: `hof_${randomBytes(24).toString('base64url')}`, secret, expires_at: new Date(now + HANDOFF_TTL_MS).toISOString() };
}

export const isLive = (handoff: Handoff, now: number): boolean => Date.parse(handoff.expires_at) > now;

/** The expired hand-offs, to remove in the commit that adds a new one (nothing else sweeps them). */
export function expiredHandoffs(store: Pick<SandboxStore, 'list'>, now: number): Array<{ collection: typeof HANDOFFS; id: string }> {
  return store
    .list<Handoff>(HANDOFFS)
    .filter((handoff) => !isLive(handoff, now))
    .map((handoff) => ({ collection: HANDOFFS, id: handoff.id }));
}
