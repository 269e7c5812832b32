import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createMerchantApp, type MerchantOptions } from './merchant-app';
import { porticoClient } from './portico-client';
import { MerchantWebhooks, WEBHOOK_PATH } from './webhook-routes';
import { outlastClientKeepAlive } from '../sandbox/keep-alive';

export interface RunningMerchant {
  readonly port: number;
  readonly webhooks: MerchantWebhooks;
  close(): Promise<void>;
}

export async function startMerchant(opts: MerchantOptions & { port: number; hostname?: string }): Promise<RunningMerchant> {
  const webhooks = opts.webhooks ?? new MerchantWebhooks();
  const app = createMerchantApp({ ...opts, webhooks });
  const { server, port } = await new Promise<{ server: ServerType; port: number }>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: opts.port, hostname: opts.hostname ?? '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ server: s, port: info.port }),
    );
    s.once('error', reject);
  });
  outlastClientKeepAlive(server);
  // The provider posts to the socket itself (loopback), whatever name browsers use for the site.
  const host = opts.hostname === undefined || opts.hostname === '0.0.0.0' || opts.hostname === 'localhost' ? '127.0.0.1' : opts.hostname;
  try {
    await webhooks.register(porticoClient(opts), `http://${host}:${port}${WEBHOOK_PATH}`);
  } catch (error) {
    server.close();
    throw error;
  }
  return {
    port,
    webhooks,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
