import { existsSync } from 'node:fs';

/** Debian's Chromium (never Playwright's download, which this network cannot reach). */
export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/lib/chromium/chromium'];

export function chromiumPath(): string | undefined {
  const fromEnv = process.env.PORTICO_CHROMIUM;
  if (fromEnv) return fromEnv;
  return CHROMIUM_CANDIDATES.find((path) => existsSync(path));
}

/** Without these Chromium floods the closed network with background requests. */
export const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
