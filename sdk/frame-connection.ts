/**
 * The merchant-page half of the handshake (see protocol/boundary/handshake.ts, steps 4, 6, 8).
 * Window messages are read only to accept SYN from our own iframe; everything
 * else travels over the private MessageChannel port: events in, through their reader; calls
 * out (sdk/calling-connection.ts, which the 3-D Secure module, making none, does not bundle).
 * The channel exists from the start: calls made before the handshake wait in the
 * port until the frame receives the other end.
 */
import { envelope, readFrameEvent, readRefused, readSyn, type HostEvent } from '../protocol';

export class FrameConnection {
  #channel = new MessageChannel();
  /** Whether `#channel`'s second port went to the frame already. */
  #sent = false;
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
  }

  /** This page's end of the current channel (a reloaded frame gets a new one). */
  protected get port(): MessagePort {
    return this.#channel.port1;
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

  /** Stops listening and closes the port. */
  close(): void {
    window.removeEventListener('message', this.#onWindowMessage);
    this.#channel.port1.close();
  }
}
