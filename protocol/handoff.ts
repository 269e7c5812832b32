/**
 * A hand-off: the single-use stand-in for a client secret in a whole-tab address
 * (sandbox/handoffs/handoffs.ts says why). `hof_` and 32 url-safe characters; the
 * sandbox mints them, the runtime writes them in place of a secret and redeems them.
 */
export const HANDOFF_ID = /^hof_[A-Za-z0-9_-]{32}$/;

export const isHandoff = (value: unknown): value is string => typeof value === 'string' && HANDOFF_ID.test(value);
