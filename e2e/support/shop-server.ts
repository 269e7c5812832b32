/**
 * A merchant's own site for apps a test built (the README's snippets in scratch apps):
 * its own origin, serving each app's Vite build at its base path, and passing `/api/*`
 * and the success page on to the demo merchant, which makes intents with the secret key.
 * A real server, not request interception: Chromium's local-network checks treat a page
 * Playwright fulfilled as public and block its frames to the loopback checkout.
 */
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
};

export interface ShopApp {
  /** The app's built files. */
  readonly dir: string;
  /** Sent with its pages (a Content-Security-Policy). */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface Shop {
  readonly url: string;
  close(): Promise<void>;
}

/** `apps`: base path (`/react-shop/`) → the app. */
export async function startShop(apps: ReadonlyMap<string, ShopApp>, merchantUrl: string): Promise<Shop> {
  const app = new Hono();
  const passOn = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
    return fetch(`${merchantUrl}${url.pathname}${url.search}`, {
      method: request.method,
      headers: { 'content-type': request.headers.get('content-type') ?? 'text/plain' },
      body,
    });
  };
  app.all('/api/*', (c) => passOn(c.req.raw));
  app.get('/success.html', (c) => passOn(c.req.raw));
  for (const [base, { dir, headers = {} }] of apps) {
    app.get(`${base}*`, async (c) => {
      const file = normalize(c.req.path.slice(base.length) || 'index.html');
      if (file.startsWith('..')) return c.notFound();
      const body = await readFile(join(dir, file)).catch(() => null);
      const type = TYPES[/\.\w+$/.exec(file)?.[0] ?? ''] ?? 'application/octet-stream';
      return body === null ? c.notFound() : c.body(body, 200, { 'Content-Type': type, ...(type.startsWith('text/html') ? headers : {}) });
    });
  }
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve({ server: s, port: info.port }));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
