/**
 * The frame half of the handshake (protocol/handshake.ts, steps 3, 5, 6). Until a
 * port is pinned, events wait in a queue; after, window messages are not read at all.
 */
import {
  envelope,
  isPlainData,
  porticoError,
  readAck,
  readCall,
  type CallMessage,
  type HostEvent,
  type HostEventMap,
  type ParentCode,
  type PaymentError,
} from '../../protocol';

export type CallHandlers = { readonly [C in ParentCode]?: (params: unknown) => Promise<unknown> };

export interface ParentBridge {
  emit<E extends HostEvent>(event: E, payload: HostEventMap[E]): void;
  close(): void;
}

export interface ParentBridgeOptions {
  readonly win: Window;
  readonly channel: string;
  /** Already checked by checkDeclaredOrigin (step 2). */
  readonly parentOrigin: string;
  /** Read at call time, so a screen can swap handlers without reconnecting. */
  readonly handlers: () => CallHandlers;
  readonly onPostError?: (error: unknown) => void;
}

function isPaymentError(value: unknown): value is PaymentError {
  return typeof value === 'object' && value !== null && typeof (value as PaymentError).code === 'string'
    && typeof (value as PaymentError).message === 'string' && isPlainData(value);
}

export function connectToParent(options: ParentBridgeOptions): ParentBridge {
  const { win, channel, parentOrigin } = options;
  let port: MessagePort | null = null;
  let closed = false;
  const queue: unknown[] = [];

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

  const answer = async (call: CallMessage) => {
    const handlers = options.handlers();
    const handler = Object.hasOwn(handlers, call.code) ? handlers[call.code] : undefined;
    if (!handler) {
      post(envelope(channel, 'result', { id: call.id, ok: false, error: porticoError('code_not_supported', { code: call.code }) }));
      return;
    }
    try {
      const value = await handler(call.params);
      post(envelope(channel, 'result', { id: call.id, ok: true, value: value ?? null }));
    } catch (error) {
      const shaped = isPaymentError(error) ? error : porticoError('default_backend_error', { code: call.code });
      post(envelope(channel, 'result', { id: call.id, ok: false, error: shaped }));
    }
  };

  const onWindowMessage = (event: MessageEvent) => {
    const accepted = readAck(event, { parent: win.parent, parentOrigin, channel });
    if (!accepted || port) return;
    port = accepted.port;
    win.removeEventListener('message', onWindowMessage);
    port.onmessage = (message) => {
      const call = readCall(message.data, channel);
      if (call && !closed) void answer(call);
    };
    for (const message of queue.splice(0)) post(message);
  };

  win.addEventListener('message', onWindowMessage);
  try {
    // Step 3: the declared origin, never '*': the browser drops it if the parent is elsewhere.
    win.parent.postMessage(envelope(channel, 'syn', {}), parentOrigin);
  } catch (error) {
    options.onPostError?.(error);
  }

  return {
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
