/** Polls `condition` every 50 ms until it holds or `timeoutMs` passed; says which. A wait for something to happen, never for nothing to. */
export async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  for (let waited = 0; waited < timeoutMs; waited += 50) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return condition();
}
