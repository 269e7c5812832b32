import { existsSync } from 'node:fs';

/**
 * Debian's Chromium (never Playwright's download, which this network cannot reach).
 * The binary itself first: Debian's /usr/bin/chromium launcher adds desktop flags
 * (--enable-gpu-rasterization among them, rasterizing through SwiftShader on a machine
 * without a GPU) that made the suite about a fifth slower.
 */
const CHROMIUM_CANDIDATES = ['/usr/lib/chromium/chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function chromiumPath(): string | undefined {
  const fromEnv = process.env.PORTICO_CHROMIUM;
  if (fromEnv) return fromEnv;
  return CHROMIUM_CANDIDATES.find((path) => existsSync(path));
}

/** Without the first five Chromium floods the closed network with background requests; no GPU here, so none is emulated. */
export const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-gpu',
];
