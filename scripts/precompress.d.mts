// Types for the TypeScript callers of precompress.mjs (the bench's floor frames, scripts/bench-floor/serve.ts).
/** The compressed siblings the build writes beside a text file, and how each is made. */
export const SIBLINGS: ReadonlyArray<{ readonly suffix: '.br' | '.gz'; compress(data: Buffer): Buffer }>;
