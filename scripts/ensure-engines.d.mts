/** Whether each engine beyond Chromium can run, installing what is missing when root with apt. */
export function ensureEngines(): { firefox: boolean; webkit: boolean };
