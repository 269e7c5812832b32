/**
 * The frame's side of the pinned port, as the runtime builds it (parent-bridge.ts):
 * Comlink's `expose` of a closed record with one handler per parent code, behind the
 * protocol's `guardedEndpoint`, over a real MessageChannel (Node's, which clones like a
 * browser's). A scenario posts hostile messages on the other port, then one valid call,
 * and once that call is answered every message before it has been through the guard:
 * what reached a handler or drew an answer is counted, never waited for by a sleep.
 */
import { expose } from 'comlink';
import { PARENT_CODES, guardedEndpoint, rpcCallMessage, type ParentCode } from '../../protocol';

export interface RpcHarness {
  send(message: unknown, transfer?: readonly MessagePort[]): void;
  /** Posts a valid call and resolves once it is answered (every message before it was handled or dropped by then). */
  settle(): Promise<void>;
  /** Hostile messages that reached a handler (the settling calls are not counted). */
  readonly handled: number;
  /** Hostile messages Comlink answered. */
  readonly answered: number;
  /** Messages the guard dropped. */
  readonly dropped: number;
  close(): void;
}

const SETTLE_TIMEOUT_MS = 30_000;

export function rpcHarness(): RpcHarness {
  const { port1: page, port2: frame } = new MessageChannel();
  let ran = 0;
  let settles = 0;
  let answered = 0;
  let dropped = 0;
  const waiting = new Map<string, () => void>();
  const handlers = Object.create(null) as Record<ParentCode, (params: unknown) => Promise<unknown>>;
  for (const code of Object.keys(PARENT_CODES) as ParentCode[]) {
    handlers[code] = async () => {
      ran += 1;
      return { ran: code };
    };
  }
  expose(
    handlers,
    guardedEndpoint(frame, () => void (dropped += 1)),
  );
  page.addEventListener('message', (event: MessageEvent<{ id?: unknown }>) => {
    const id = event.data.id;
    const done = typeof id === 'string' ? waiting.get(id) : undefined;
    if (!done) return void (answered += 1);
    waiting.delete(id as string);
    done();
  });
  page.start();
  return {
    send: (message, transfer = []) => page.postMessage(message, [...transfer]),
    settle() {
      const id = `settle-${(settles += 1)}`;
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the settling call ${id} was not answered in ${SETTLE_TIMEOUT_MS} ms`)), SETTLE_TIMEOUT_MS);
        waiting.set(id, () => {
          clearTimeout(timer);
          resolve();
        });
        page.postMessage(rpcCallMessage(id, 'update', { action: 'clear' }));
      });
    },
    get handled() {
      return ran - settles;
    },
    get answered() {
      return answered;
    },
    get dropped() {
      return dropped;
    },
    close() {
      page.close();
      frame.close();
    },
  };
}
