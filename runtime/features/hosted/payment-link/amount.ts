/**
 * The amount a shopper types on a flexible link: read as they would write it in
 * their language (`12.50` or `12,50`; no thousands separators, which are ambiguous
 * between the two), checked against the currency's minor units and the link's
 * limits. Pure: the page keeps the text as typed and shows the problem beside it.
 */
export type AmountProblem = 'required' | 'not_a_number' | 'not_positive' | 'too_many_decimals' | 'below_min' | 'above_max';

export type AmountCheck = { readonly ok: true; readonly amount: number } | { readonly ok: false; readonly problem: AmountProblem };

export interface AmountLimits {
  readonly minAmount: number | null;
  readonly maxAmount: number | null;
}

/** The provider takes at most 2 decimals; a currency without minor units (JPY, KRW) takes none. */
const MAX_DECIMALS = 2;

export function currencyDecimals(currency: string): number {
  try {
    return Math.min(MAX_DECIMALS, new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? MAX_DECIMALS);
  } catch {
    return MAX_DECIMALS;
  }
}

const NUMBER = /^(\d+)(?:[.,](\d*))?$/;

export function checkAmount(typed: string, currency: string, limits: AmountLimits): AmountCheck {
  const text = typed.replace(/[\s\u00a0\u202f]/g, '');
  if (text === '') return { ok: false, problem: 'required' };
  const match = NUMBER.exec(text);
  if (!match) return { ok: false, problem: 'not_a_number' };
  const decimals = (match[2] ?? '').replace(/0+$/, '');
  if (decimals.length > currencyDecimals(currency)) return { ok: false, problem: 'too_many_decimals' };
  const amount = Number(`${match[1]}.${decimals || '0'}`);
  if (!(amount > 0)) return { ok: false, problem: 'not_positive' };
  if (limits.minAmount !== null && amount < limits.minAmount) return { ok: false, problem: 'below_min' };
  if (limits.maxAmount !== null && amount > limits.maxAmount) return { ok: false, problem: 'above_max' };
  return { ok: true, amount };
}
