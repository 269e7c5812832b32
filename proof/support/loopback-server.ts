/**
 * A tiny web server on a loopback address of the scenario's choosing: another origin
 * for a hostile frame, a merchant the checkout does not know, a shop with a strict
 * Content-Security-Policy. A real server, not request interception: Chromium treats a
 * page Playwright fulfilled as public, and its local-network checks then block the
 * loopback checkout's frames (e2e/support/shop-server.ts says the same).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Served {
  readonly body: string;
  readonly type?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface LoopbackServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Serves `pages` (path → page) on `host` (`127.0.0.2`, `localhost`, …) at a free port; anything else is a 404. */
export async function serveOn(host: string, pages: ReadonlyMap<string, Served>): Promise<LoopbackServer> {
  const server: Server = createServer((request, response) => {
    const page = pages.get(new URL(request.url ?? '/', 'http://loopback').pathname);
    if (!page) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
      return;
    }
    response.writeHead(200, { 'Content-Type': page.type ?? 'text/html; charset=utf-8', ...page.headers }).end(page.body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A page with nothing on it: a frame of another origin to send from. */
export const BLANK_PAGE: Served = { body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>elsewhere</title></head><body></body></html>' };
