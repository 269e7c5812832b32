/**
 * Starts the two origins of the product: the checkout origin (sandbox API + built
 * runtime + SDK script) and the demo merchant. Used by `npm start`, the end-to-end
 * tests and the bench, so all three run the same thing.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startMerchant } from '../../examples/server';
import { DEMO_PAGES } from '../../examples/merchant-app';
import { REACT_APP_BUILDS } from '../../examples/react-app-routes';
import { DEFAULT_SECRET_KEY, startSandbox, type StartSandboxOptions } from '../../sandbox/server';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SDK_VERSION: string = (JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { version: string }).version;

export interface ServerOptions {
  /** 0 picks a free port. */
  readonly merchantPort: number;
  readonly checkoutPort: number;
  /** Host names in the printed URLs; different names make the two origins cross-site. */
  readonly merchantHost?: string;
  readonly checkoutHost?: string;
  readonly stateFile: string;
  /** A JSON state file of earlier versions to import when `stateFile` does not exist yet. */
  readonly legacyStateFile?: string;
  /** The built runtime to serve; dist/runtime by default (`npm run bench:compare` serves two). */
  readonly runtimeDir?: string;
  /** Drop the sandbox's per-request log lines (tests and the bench). */
  readonly quiet?: boolean;
  /** The sandbox's webhook retry schedule and time-out (the e2e tests shorten them). */
  readonly webhooks?: StartSandboxOptions['webhooks'];
}

export interface RunningServers {
  readonly merchantUrl: string;
  readonly checkoutUrl: string;
  readonly pages: ReadonlyArray<{ readonly title: string; readonly url: string }>;
  close(): Promise<void>;
}

async function registerOrigin(sandboxUrl: string, secretKey: string, origin: string): Promise<void> {
  const response = await fetch(`${sandboxUrl}/api/v1/pa/account/origins`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': secretKey },
    body: JSON.stringify({ origin }),
  });
  if (!response.ok) throw new Error(`registering the origin ${origin} failed: ${response.status} ${await response.text()}`);
}

export async function startServers(opts: ServerOptions): Promise<RunningServers> {
  const secretKey = process.env.PORTICO_SECRET_KEY ?? DEFAULT_SECRET_KEY;
  const sandbox = await startSandbox({
    port: opts.checkoutPort,
    stateFile: opts.stateFile,
    ...(opts.legacyStateFile !== undefined ? { legacyStateFile: opts.legacyStateFile } : {}),
    secretKey,
    publicHost: opts.checkoutHost ?? 'localhost',
    runtimeDir: opts.runtimeDir ?? `${ROOT}dist/runtime`,
    dashboardDir: `${ROOT}dist/dashboard`,
    sdkDir: `${ROOT}dist/sdk`,
    sdkVersion: SDK_VERSION,
    ...(opts.quiet ? { log: () => {} } : {}),
    ...(opts.webhooks ? { webhooks: opts.webhooks } : {}),
  });
  const checkoutUrl = `http://${opts.checkoutHost ?? 'localhost'}:${sandbox.port}`;
  const merchant = await startMerchant({
    port: opts.merchantPort,
    sandboxUrl: `http://127.0.0.1:${sandbox.port}`,
    checkoutOrigin: checkoutUrl,
    secretKey,
    sdkVersion: SDK_VERSION,
    sdkDir: `${ROOT}dist/sdk`,
    appsDir: `${ROOT}dist/examples`,
  }).catch(async (error: unknown) => {
    await sandbox.close();
    throw error;
  });
  const merchantUrl = `http://${opts.merchantHost ?? 'localhost'}:${merchant.port}`;
  // What a merchant does once in its dashboard: the demo site may frame the elements, and the hosted page send shoppers back to it.
  // Both loopback spellings of the demo site: a developer may open either, and an unregistered one shows no checkout.
  const demoOrigins = new Set([merchantUrl, `http://localhost:${merchant.port}`, `http://127.0.0.1:${merchant.port}`]);
  await Promise.all([...demoOrigins].map((origin) => registerOrigin(`http://127.0.0.1:${sandbox.port}`, secretKey, origin))).catch(async (error: unknown) => {
    await Promise.all([merchant.close(), sandbox.close()]);
    throw error;
  });
  return {
    merchantUrl,
    checkoutUrl,
    pages: [...DEMO_PAGES.filter((p) => p.path !== '/success.html'), ...REACT_APP_BUILDS].map((p) => ({ title: p.title, url: `${merchantUrl}${p.path}` })),
    async close() {
      await Promise.all([merchant.close(), sandbox.close()]);
    },
  };
}
