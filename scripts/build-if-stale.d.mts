// Types for the TypeScript callers of build-if-stale.mjs (the artefact tests).
/** Why dist/ must be rebuilt, or null when it is up to date. */
export function staleReason(): string | null;
/** Runs `npm run build` when dist/ is stale; waits for a build another process runs. */
export function buildIfStale(): void;
