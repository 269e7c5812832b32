/**
 * The merchant-page half of the handshake (see protocol/handshake.ts, steps 4, 6, 8).
 * Window messages are read only to accept SYN from our own iframe; everything
 * else travels over the private MessageChannel port.
 */
import {
  envelope,
  porticoError,
  readFrameMessage,
  readSyn,
  type HostEvent,
  type ParentCode,
  type PaymentError,
} from '../protocol';

interface Pending {
  resolve(value: unknown): void;
  reject(error: PaymentError): void;
  timer: ReturnType<typeof setTimeout>;
}

export interface FrameConnectionHooks {
  onEvent(event: HostEvent, payload: unknown): void;
}

export class FrameConnection {
  #port: MessagePort | null = null;
  #nextId = 1;
  readonly #pending = new Map<number, Pending>();
  readonly #queued: Array<() => void> = [];
  readonly #onWindowMessage = (event: MessageEvent) => this.#acceptSyn(event);

  constructor(
    private readonly iframe: HTMLIFrameElement,
    private readonly checkoutOrigin: string,
    private readonly channel: string,
    private readonly hooks: FrameConnectionHooks,
  ) {
    window.addEventListener('message', this.#onWindowMessage);
  }

  #acceptSyn(event: MessageEvent): void {
    const frame = this.iframe.contentWindow;
    if (!readSyn(event, { frame, frameOrigin: this.checkoutOrigin, channel: this.channel }) || !frame) return;
    // Step 8: a reloaded frame says SYN again; it gets a fresh port and the old one closes.
    this.#port?.close();
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = (message) => this.#onPortMessage(message.data);
    this.#port = port1;
    frame.postMessage(envelope(this.channel, 'ack', {}), this.checkoutOrigin, [port2]);
    for (const send of this.#queued.splice(0)) send();
  }

  #onPortMessage(data: unknown): void {
    const message = readFrameMessage(data, this.channel);
    if (!message) return;
    if (message.type === 'event') {
      this.hooks.onEvent(message.event, message.payload);
      return;
    }
    const pending = this.#pending.get(message.id);
    if (!pending) return;
    this.#pending.delete(message.id);
    clearTimeout(pending.timer);
    if (message.ok) pending.resolve(message.value);
    else pending.reject(message.error);
  }

  /** Sends one allowed code; waits for the handshake if it has not happened yet. */
  call(code: ParentCode, params: unknown, timeoutMs: number): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const id = this.#nextId++;
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(porticoError('call_timeout', { code, timeout_ms: timeoutMs }));
      }, timeoutMs);
      this.#pending.set(id, { resolve, reject, timer });
      const send = () => this.#port?.postMessage(envelope(this.channel, 'call', { id, code, params }));
      if (this.#port) send();
      else this.#queued.push(send);
    });
  }

  /** Stops listening, closes the port and fails whatever is still waiting. */
  close(reason: PaymentError): void {
    window.removeEventListener('message', this.#onWindowMessage);
    this.#port?.close();
    this.#port = null;
    this.#queued.length = 0;
    for (const pending of this.#pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(reason);
    }
    this.#pending.clear();
  }
}
