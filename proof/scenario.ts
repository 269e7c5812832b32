/**
 * One row of the proof table (issue 15): a threat tried many times, what was counted,
 * and whether the count is what the checkout promises. Every figure is counted by the
 * scenario as it runs; nothing in a row is written by hand.
 */
import type { LazyWorld } from './support/world';

/** `pending`: the row cannot be decided yet (a feature not built, no e2e run to read); it does not fail the proof. */
export type Pass = boolean | 'pending';

export interface Outcome {
  /** How many things were tried: messages, origins, clicks, cut points, cycles. */
  readonly runs: number;
  /** What was counted, in the words: "0 false accepts". */
  readonly figure: string;
  readonly pass: Pass;
  /** What a reader needs to understand a failure or a pending row (the first counterexamples, say). */
  readonly detail?: string;
}

export interface Scenario {
  /** Stable, kebab-case: `--only <id>` and docs/security.md name rows by it. */
  readonly id: string;
  readonly title: string;
  /**
   * `seed` makes every random choice (fast-check's and the plans'), so a run replays;
   * `scale` multiplies the issue's counts (1 = as the issue asks; the unit tests use less).
   * The browser world starts on the first scenario that asks for it, and is shared.
   */
  run(seed: number, scale: number, world: LazyWorld): Promise<Outcome>;
}

/** `full` scaled, never below `least` (a scenario at a tiny scale still tries something). */
export function scaled(full: number, scale: number, least = 1): number {
  return Math.max(least, Math.round(full * scale));
}
