/**
 * The merchant-page half of the handshake (see protocol/boundary/handshake.ts, steps 4, 6, 8).
 * Window messages are read only to accept SYN from our own iframe; everything
 * else travels over the private MessageChannel port: calls out as Comlink `APPLY`
 * messages (protocol/boundary/rpc.ts), events and answers in, each through its reader.
 * The channel exists from the start: calls made before the handshake wait in the
 * port until the frame receives the other end.
 */
import {
  envelope,
  readFrameEvent,
  readRefused,
  readRpcAnswer,
  readSyn,
  rpcCallMessage,
  type CallParams,
  type HostEvent,
  type ParentCode,
  type PaymentError,
} from '../protocol';

interface Pending {
  resolve(value: unknown): void;
  reject(error: PaymentError): void;
}

export class FrameConnection {
  #channel = new MessageChannel();
  /** Whether `#channel`'s second port went to the frame already. */
  #sent = false;
  #nextId = 1;
  readonly #pending = new Map<string, Pending>();
  readonly #onWindowMessage = (event: MessageEvent) => this.#acceptSyn(event);

  constructor(
    /** The frame's window: an iframe's `contentWindow`, or a popup. */
    private readonly target: () => Window | null,
    private readonly checkoutOrigin: string,
    private readonly channelId: string,
    private readonly onEvent: (event: HostEvent, payload: unknown) => void,
    /** The frame refused this page (not the declared origin): no SYN will come. */
    private readonly onRefused: () => void = () => {},
  ) {
    this.#listen();
    window.addEventListener('message', this.#onWindowMessage);
  }

  /** Whether the frame said SYN: its document runs and talks to this page. */
  get answered(): boolean {
    return this.#sent;
  }

  #listen(): void {
    this.#channel.port1.onmessage = ({ data }) => {
      const event = readFrameEvent(data, this.channelId);
      if (event) return this.onEvent(event.event, event.payload);
      const answer = readRpcAnswer(data);
      const pending = answer && this.#pending.get(answer.id);
      if (!answer || !pending) return;
      this.#pending.delete(answer.id);
      if (answer.ok) pending.resolve(answer.value);
      else pending.reject(answer.error);
    };
  }

  #acceptSyn(event: MessageEvent): void {
    const frame = this.target();
    const expected = { frame, frameOrigin: this.checkoutOrigin, channel: this.channelId };
    if (frame && readRefused(event, expected)) return this.onRefused();
    if (!frame || !readSyn(event, expected)) return;
    // Step 8: a reloaded frame says SYN again; its port was sent already, so it gets a fresh channel.
    if (this.#sent) {
      this.#channel.port1.close();
      this.#channel = new MessageChannel();
      this.#listen();
    }
    this.#sent = true;
    frame.postMessage(envelope(this.channelId, 'ack', {}), this.checkoutOrigin, [this.#channel.port2]);
  }

  /**
   * Sends one allowed code with already-read params; it waits in the port for the handshake if need be.
   * Unanswered after `timeoutMs`, it fails with `timedOut` (made by the caller: the 3-D Secure module,
   * which makes no calls, then bundles none of the SDK's error sentences).
   */
  call<C extends ParentCode>(code: C, params: CallParams<C>, timeoutMs: number, timedOut: PaymentError): Promise<unknown> {
    const id = String(this.#nextId++);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(timedOut);
      }, timeoutMs);
      const settle =
        <T>(done: (value: T) => void) =>
        (value: T) => {
          clearTimeout(timer);
          done(value);
        };
      this.#pending.set(id, { resolve: settle(resolve), reject: settle(reject) });
      this.#channel.port1.postMessage(rpcCallMessage(id, code, params));
    });
  }

  /** Stops listening, closes the port and fails whatever is still waiting. */
  close(reason: PaymentError): void {
    window.removeEventListener('message', this.#onWindowMessage);
    this.#channel.port1.close();
    for (const pending of this.#pending.values()) pending.reject(reason);
    this.#pending.clear();
  }
}
