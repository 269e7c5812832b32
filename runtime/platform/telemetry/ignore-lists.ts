/**
 * Spec §7: the heartbeat and the provider's own checkout paths (where telemetry
 * itself goes) appear only in logging's ignore lists. An error about a request to
 * one of them is not logged: a failed beacon must not log its own failure.
 */
const IGNORED_PATHS = /api\/authenticate\/heartbeat|\/api\/v1\/checkout\//;

/** Whether `text` (a URL, an error message, a stack) names an ignored path. */
export const namesIgnoredPath = (text: string): boolean => IGNORED_PATHS.test(text);
