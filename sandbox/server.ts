/**
 * The sandbox on a real socket: opens the state database, serves the app, and reports
 * the URL and the real port (port 0 picks a free one).
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createSandboxApp } from './app';
import { SandboxStore } from './core/store';
import { outlastClientKeepAlive } from './keep-alive';
import { WebhookDispatcher, type RetrySchedule } from './webhooks/dispatcher';
import { allowedTargets } from './webhooks/target';

export const DEFAULT_SECRET_KEY = 'sk_test_portico_local';

export interface StartSandboxOptions {
  port: number;
  /** Interface to bind; default 127.0.0.1 (the sandbox is not meant for other machines). */
  hostname?: string;
  /** The SQLite state file (created when missing; a JSON state file of earlier versions is imported). */
  stateFile: string;
  /** A JSON state file of earlier versions to import when `stateFile` does not exist yet. */
  legacyStateFile?: string;
  secretKey?: string;
  runtimeDir?: string;
  /** The built dashboard (dist/dashboard), served at /dashboard/. */
  dashboardDir?: string;
  sdkDir?: string;
  sdkVersion?: string;
  /**
   * The host name browsers reach the checkout by (`localhost`, `127.0.0.1`,
   * `checkout.test`): with the port, the canonical checkout origin: the one the
   * telemetry sink takes beacons from, and the one written into URLs handed out for a
   * request whose Host is not one of the sandbox's own. Default: the host of the URL reported.
   */
  publicHost?: string;
  /** Webhook delivery: the retry schedule and time-out (tests shorten them), and hosts beyond loopback that endpoints may be on. */
  webhooks?: { readonly schedule?: RetrySchedule; readonly timeoutMs?: number; readonly pollMs?: number; readonly hosts?: readonly string[] };
  /** Request and state-file log lines; default console.log. */
  log?: (line: string) => void;
}

export interface RunningSandbox {
  url: string;
  port: number;
  close(): Promise<void>;
}

function urlHost(hostname: string | undefined): string {
  if (hostname === undefined || hostname === '0.0.0.0' || hostname === '::') return 'localhost';
  return hostname.includes(':') ? `[${hostname}]` : hostname;
}

export async function startSandbox(opts: StartSandboxOptions): Promise<RunningSandbox> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const store = await SandboxStore.open(opts.stateFile, { log, ...(opts.legacyStateFile !== undefined ? { legacyFile: opts.legacyStateFile } : {}) });
  // Known once the socket listens (port 0 picks the port); no request comes before.
  let publicOrigins: readonly string[] = [];
  const webhookTargets = allowedTargets(opts.webhooks?.hosts);
  const dispatcher = new WebhookDispatcher(store, {
    allowTarget: webhookTargets,
    log,
    ...(opts.webhooks?.schedule ? { schedule: opts.webhooks.schedule } : {}),
    ...(opts.webhooks?.timeoutMs !== undefined ? { timeoutMs: opts.webhooks.timeoutMs } : {}),
    ...(opts.webhooks?.pollMs !== undefined ? { pollMs: opts.webhooks.pollMs } : {}),
  });
  const app = createSandboxApp({
    webhookDispatcher: dispatcher,
    webhookTargets,
    publicOrigins: () => publicOrigins,
    // The sink takes beacons from the canonical checkout origin only.
    checkoutOrigin: () => publicOrigins[0],
    store,
    secretKey: opts.secretKey ?? DEFAULT_SECRET_KEY,
    runtimeDir: opts.runtimeDir,
    ...(opts.dashboardDir !== undefined ? { dashboardDir: opts.dashboardDir } : {}),
    sdkDir: opts.sdkDir,
    sdkVersion: opts.sdkVersion,
    log,
  });
  const hostname = opts.hostname ?? '127.0.0.1';
  const { server, port } = await new Promise<{ server: ServerType; port: number }>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: opts.port, hostname }, (info: AddressInfo) => resolve({ server: s, port: info.port }));
    s.once('error', reject);
  });
  outlastClientKeepAlive(server);
  // Deliveries left pending by an earlier run are sent again from here.
  dispatcher.start();
  // The canonical origin first, then every loopback name the socket answers to.
  const hosts = [opts.publicHost ?? urlHost(opts.hostname), urlHost(opts.hostname), 'localhost', '127.0.0.1', '[::1]'];
  publicOrigins = [...new Set(hosts.map((host) => new URL(`http://${host}:${port}`).origin))];
  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost(opts.hostname)}:${port}`,
    port,
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        if ('closeAllConnections' in server) server.closeAllConnections();
      })
        .then(() => dispatcher.stop())
        .then(() => store.flush())
        .then(() => store.close());
      return closing;
    },
  };
}
