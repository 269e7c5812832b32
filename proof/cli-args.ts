/** `npm run proof -- [--seed N] [--only id] [--scale S]`: replay one row, or all rows at another scale. */
export interface ProofArgs {
  /** Absent: a fresh seed, printed with the table so the run can be replayed. */
  readonly seed: number | undefined;
  readonly only: string | undefined;
  readonly scale: number;
}

const USAGE = 'usage: npm run proof -- [--seed N] [--only <scenario id>] [--scale S]';

export function parseArgs(argv: readonly string[]): ProofArgs {
  let seed: number | undefined;
  let only: string | undefined;
  let scale = 1;
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    const value = argv[i + 1];
    if (value === undefined || !['--seed', '--only', '--scale'].includes(flag ?? '')) throw new Error(USAGE);
    i += 1;
    if (flag === '--only') only = value;
    else if (flag === '--seed') {
      seed = Number(value);
      if (!Number.isSafeInteger(seed)) throw new Error(`--seed takes a whole number: ${USAGE}`);
    } else {
      scale = Number(value);
      if (!(scale > 0 && scale <= 10)) throw new Error(`--scale takes a number above 0, at most 10: ${USAGE}`);
    }
  }
  return { seed, only, scale };
}

/** A seed fast-check takes (a 31-bit integer), from the clock. */
export function freshSeed(now: number = Date.now()): number {
  return now % 2_147_483_647;
}
