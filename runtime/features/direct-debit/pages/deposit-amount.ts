/**
 * A micro-deposit amount as the shopper types it: under 1 in the account's currency,
 * with at most 2 decimals, written with a point or a comma (0.32, 0,32, .32, $0.32). The
 * provider takes 0.01–0.99 (docs/sandbox/customers-consents.md, verify_continue);
 * anything else is refused here, before a wrong answer could cost an attempt.
 */
export const DEPOSIT_MIN = 0.01;
export const DEPOSIT_MAX = 0.99;

export type AmountProblem = 'required' | 'invalid';

/** The amount in major units, or what is wrong with it. */
export function readDeposit(raw: string): { readonly ok: true; readonly amount: number } | { readonly ok: false; readonly problem: AmountProblem } {
  if (raw.trim() === '') return { ok: false, problem: 'required' };
  // A currency sign or code copied from the statement ($0.32, 0,32 €) is not part of the amount.
  const text = raw.replace(/[^\d.,]/g, '');
  const match = /^0?[.,](\d{1,2})$/.exec(text);
  if (!match?.[1]) return { ok: false, problem: 'invalid' };
  const cents = Number(match[1].padEnd(2, '0'));
  return cents >= DEPOSIT_MIN * 100 ? { ok: true, amount: cents / 100 } : { ok: false, problem: 'invalid' };
}
