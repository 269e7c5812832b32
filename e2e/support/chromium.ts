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

/**
 * Playwright's own `--disable-features` (1.65: its chromiumSwitches), written out because Chromium
 * takes the last `--disable-features` it is given, not the union: a list of ours alone would
 * switch these back on (e2e/chromium-args.spec.ts checks that this holds every one Playwright passes).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
] as const;

/**
 * Chromium 156 gives every browser window (one per test's context, one per popup) its
 * omnibox's suggestion popup as a WebUI page in a renderer of its own, loaded at once though
 * no test ever shows it: about a fifth of the CPU the end-to-end suite used on 2 cores
 * (sampled per process kind while it ran).
 */
const DISABLED_FEATURES = [...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Without the first five Chromium floods the closed network with background requests; no GPU here, so none is emulated. */
export const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-gpu',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];
