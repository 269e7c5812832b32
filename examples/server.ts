import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createMerchantApp, type MerchantOptions } from './merchant-app';
import { outlastClientKeepAlive } from '../sandbox/keep-alive';

export interface RunningMerchant {
  readonly port: number;
  close(): Promise<void>;
}

export async function startMerchant(opts: MerchantOptions & { port: number; hostname?: string }): Promise<RunningMerchant> {
  const app = createMerchantApp(opts);
  const { server, port } = await new Promise<{ server: ServerType; port: number }>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: opts.port, hostname: opts.hostname ?? '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ server: s, port: info.port }));
    s.once('error', reject);
  });
  outlastClientKeepAlive(server);
  return {
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
