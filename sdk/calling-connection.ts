/**
 * The frame connection that calls the frame: each parent code through Comlink's `wrap()`
 * on the pinned port (the frame's guard, protocol/boundary/rpc.ts, reads each call before
 * its Comlink sees it). An answer is taken only as plain data or a thrown payment error;
 * anything else is left to time out, as unanswered.
 */
import { wrap, type Remote } from 'comlink';
import { isPaymentError, isPlainData, type CallParams, type ParentCode, type PaymentError } from '../protocol';
import { FrameConnection } from './frame-connection';

/** What the frame exposes: one method per parent code (runtime/host/call-registry.ts), each taking that code's params. */
type FrameCalls = { [C in ParentCode]: (params: CallParams<C>) => unknown };

export class CallingConnection extends FrameConnection {
  /** Comlink's proxy of each channel's port: made on the first call (a reloaded frame's channel gets its own). */
  readonly #frames = new WeakMap<MessagePort, Remote<FrameCalls>>();
  /** Each waiting call's rejection, for `close()`. */
  readonly #pending = new Set<(error: PaymentError) => void>();

  #frame(): Remote<FrameCalls> {
    const port = this.port;
    let frame = this.#frames.get(port);
    if (!frame) this.#frames.set(port, (frame = wrap<FrameCalls>(port)));
    return frame;
  }

  /**
   * Sends one allowed code with already-read params; it waits in the port for the handshake if need be.
   * Unanswered after `timeoutMs`, it fails with `timedOut`.
   */
  call<C extends ParentCode>(code: C, params: CallParams<C>, timeoutMs: number, timedOut: PaymentError): Promise<unknown> {
    const send = this.#frame()[code] as (params: CallParams<C>) => Promise<unknown>;
    return new Promise((resolve, reject) => {
      const fail = (error: PaymentError) => {
        clearTimeout(timer);
        this.#pending.delete(fail);
        reject(error);
      };
      const timer = setTimeout(() => fail(timedOut), timeoutMs);
      this.#pending.add(fail);
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
  override close(reason?: PaymentError): void {
    super.close();
    if (reason) for (const fail of [...this.#pending]) fail(reason);
  }
}
