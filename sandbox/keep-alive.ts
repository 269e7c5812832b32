import type { ServerType } from '@hono/node-server';

/**
 * Node closes an idle keep-alive socket after 5 s; a client that picks that socket for
 * its next request in the same instant gets ECONNRESET (seen in e2e: a test's request
 * to the sandbox failed with "socket hang up"). Clients here (browsers, Playwright,
 * fetch) drop idle sockets sooner than 65 s, so they close first.
 */
export function outlastClientKeepAlive(server: ServerType): void {
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
}
