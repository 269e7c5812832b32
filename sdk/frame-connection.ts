/**
 * The merchant-page half of the handshake (see protocol/boundary/handshake.ts, steps 4, 6, 8).
 * Window messages are read only to accept SYN from our own iframe; everything
 * else travels over the private MessageChannel port: calls out through Comlink's `wrap()`
 * (the frame's guard, protocol/boundary/rpc.ts, reads each one before its Comlink sees it),
 * events in through their reader, answers back through Comlink, each checked here.
 * The channel exists from the start: calls made before the handshake wait in the
 * port until the frame receives the other end.
 */
import { wrap, type Remote } from 'comlink';
import {
  envelope,
  isPaymentError,
  isPlainData,
  readFrameEvent,
  readRefused,
  readSyn,
  type CallParams,
  type HostEvent,
  type ParentCode,
  type PaymentError,
} from '../protocol';

/** What the frame exposes: one method per parent code (runtime/host/call-registry.ts), each taking that code's params. */
type FrameCalls = { [C in ParentCode]: (params: CallParams<C>) => unknown };

export class FrameConnection {
  #channel = new MessageChannel();
  #frame!: Remote<FrameCalls>;
  /** Whether `#channel`'s second port went to the frame already. */
  #sent = false;
  /** Each waiting call's rejection, for `close()`. */
  readonly #pending = new Set<(error: PaymentError) => void>();
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
    const port = this.#channel.port1;
    port.onmessage = ({ data }) => {
      const event = readFrameEvent(data, this.channelId);
      if (event) this.onEvent(event.event, event.payload);
    };
    this.#frame = wrap<FrameCalls>(port);
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
    const send = this.#frame[code] as (params: CallParams<C>) => Promise<unknown>;
    return new Promise((resolve, reject) => {
      const fail = (error: PaymentError) => {
        clearTimeout(timer);
        this.#pending.delete(fail);
        reject(error);
      };
      const timer = setTimeout(() => fail(timedOut), timeoutMs);
      this.#pending.add(fail);
      // Only plain data, or a payment error the frame threw, is an answer; anything else is left to time out, as unanswered.
      send(params).then(
        (value) => {
          if (!isPlainData(value)) return;
          clearTimeout(timer);
          this.#pending.delete(fail);
          resolve(value);
        },
        (error: unknown) => {
          if (isPaymentError(error)) fail(error);
        },
      );
    });
  }

  /** Stops listening, closes the port and fails whatever is still waiting. */
  close(reason: PaymentError): void {
    window.removeEventListener('message', this.#onWindowMessage);
    this.#channel.port1.close();
    for (const fail of [...this.#pending]) fail(reason);
  }
}
