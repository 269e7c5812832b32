/** How the rows put counts into words. */

/** `1 frame`, `3 frames`, `2 retries`. */
export function count(n: number, noun: string, plural = `${noun}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? noun : plural}`;
}

/** Each distinct line once, in first-seen order, with how often it came when more than once. */
export function distinct(lines: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
  return [...counts].map(([line, n]) => (n > 1 ? `${line} (×${n})` : line));
}
