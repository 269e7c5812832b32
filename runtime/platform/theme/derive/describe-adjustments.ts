import type { ContrastAdjustment } from './palette';

/** One line for the merchant's console naming every colour that moved, or `null`. */
export function describeAdjustments(adjustments: readonly ContrastAdjustment[]): string | null {
  if (adjustments.length === 0) return null;
  const parts = adjustments.map(
    ({ token, from, to, against, before, after }) => `${token} ${from} → ${to} (${before.toFixed(2)}:1 → ${after.toFixed(2)}:1 on ${against})`,
  );
  return `Portico appearance: some colours did not reach WCAG AA contrast with your colours and were adjusted: ${parts.join('; ')}.`;
}
