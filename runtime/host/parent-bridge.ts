/**
 * The frame half of the handshake (protocol/boundary/handshake.ts, steps 3, 5, 6). Until a
 * port is pinned, events wait in a queue; after, window messages are not read at
 * all. Calls from the parent reach the exposed object through Comlink, behind the
 * protocol's guard endpoint; events go out as typed envelopes over the same port.
 */
import { expose } from 'comlink';
import { envelope, guardedEndpoint, readAck, type HostEvent, type HostEventMap } from '../../protocol';
import type { ExposedCalls } from './call-registry';
import type { BootLink } from './boot/boot-link';

export interface ParentBridge {
  emit<E extends HostEvent>(event: E, payload: HostEventMap[E]): void;
  /** Resolves on the parent's ACK: the declared origin answered, so the parent is that origin. */
  readonly connected: Promise<void>;
  close(): void;
}

export interface ParentBridgeOptions {
  readonly win: Window;
  /** The page to talk to: `win.parent` (the default), or `win.opener` for a popup (the 3DS challenge). */
  readonly target?: Window;
  readonly channel: string;
  /** Already checked by checkDeclaredOrigin (step 2). */
  readonly parentOrigin: string;
  readonly calls: ExposedCalls;
  readonly onPostError?: (error: unknown) => void;
  /** Hears each message the guard dropped (tests, telemetry). */
  readonly onDropped?: (data: unknown) => void;
  /** The boot script's handshake for this channel (host/boot/boot-link.ts): its port is adopted, and no SYN is posted. */
  readonly boot?: BootLink | null;
}

export function connectToParent(options: ParentBridgeOptions): ParentBridge {
  const { win, channel, parentOrigin } = options;
  const target = options.target ?? win.parent;
  let port: MessagePort | null = null;
  let closed = false;
  const queue: unknown[] = [];
  let onConnected: () => void = () => {};
  const connected = new Promise<void>((resolve) => {
    onConnected = resolve;
  });

  const post = (message: unknown) => {
    if (!port) {
      queue.push(message);
      return;
    }
    try {
      port.postMessage(message);
    } catch (error) {
      options.onPostError?.(error);
    }
  };

  const pin = (accepted: MessagePort) => {
    port = accepted;
    win.removeEventListener('message', onWindowMessage);
    expose(options.calls, guardedEndpoint(port, options.onDropped));
    for (const message of queue.splice(0)) post(message);
    onConnected();
  };
  const onWindowMessage = (event: MessageEvent) => {
    const accepted = readAck(event, { parent: target, parentOrigin, channel });
    if (!accepted || port || closed) return;
    pin(accepted.port);
  };

  const { boot } = options;
  if (boot) {
    // The boot script read its ACK as readAck does (scripts/vite-boot-markup.test.ts holds them alike).
    if (boot.port) pin(boot.port);
    else boot.adopt = (accepted) => (closed ? accepted.close() : pin(accepted));
  } else {
    win.addEventListener('message', onWindowMessage);
    try {
      // Step 3: the declared origin, never '*': the browser drops it if the parent is elsewhere.
      target.postMessage(envelope(channel, 'syn', {}), parentOrigin);
    } catch (error) {
      options.onPostError?.(error);
    }
  }

  return {
    connected,
    emit(event, payload) {
      if (!closed) post(envelope(channel, 'event', { event, payload }));
    },
    close() {
      closed = true;
      win.removeEventListener('message', onWindowMessage);
      port?.close();
      port = null;
    },
  };
}
