/** Polls `condition` every 50 ms until it holds or `timeoutMs` passed; says which. A wait for something to happen, never for nothing to. */
export async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  for (let waited = 0; waited < timeoutMs; waited += 50) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return condition();
}

/** `1 frame`, `3 frames`, `2 retries`. */
export function count(n: number, noun: string, plural = `${noun}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? noun : plural}`;
}
