/**
 * A merchant's webhook endpoint for the tests (not used by production code): records
 * every delivery, answers each with the next status of `answers` (then 200), or not
 * at all while `hang` is set.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
  /** performance.now() when the delivery's body had arrived. */
  readonly at: number;
}

export interface Receiver {
  readonly url: string;
  readonly received: Received[];
  answers: number[];
  hang: boolean;
  close(): Promise<void>;
}

/** `host`: the address to listen on, and the url's host (another loopback address stands for another machine). */
export async function startReceiver(port = 0, host = '127.0.0.1'): Promise<Receiver> {
  const state = { answers: [] as number[], hang: false };
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: performance.now() });
      if (state.hang) return;
      res.writeHead(state.answers.shift() ?? 200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${bound}/hooks`,
    received,
    get answers() {
      return state.answers;
    },
    set answers(value) {
      state.answers = value;
    },
    get hang() {
      return state.hang;
    },
    set hang(value) {
      state.hang = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
