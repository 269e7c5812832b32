/**
 * The parent calls an element handles, and the object the frame exposes to Comlink.
 * The exposed object is closed: it has exactly the codes of PARENT_CODES as own
 * methods and no prototype. A code with no handler answers `code_not_supported`;
 * a handler's failure answers its payment error, or a default one — never an Error
 * instance with a stack.
 */
import { PARENT_CODES, isPaymentError, porticoError, type CallParams, type CallResult, type ParentCode, type PaymentError } from '../../protocol';

export type CallHandler<C extends ParentCode> = (params: CallParams<C>) => Promise<CallResult<C>>;

export type ExposedCalls = { readonly [C in ParentCode]: (params: CallParams<C>) => Promise<CallResult<C>> };

export class CallRegistry {
  readonly #handlers = new Map<ParentCode, (params: never) => Promise<unknown>>();

  /** Registers the handler of `code`; the returned function removes it (if it is still the one). */
  set<C extends ParentCode>(code: C, handler: CallHandler<C>): () => void {
    const stored = handler as (params: never) => Promise<unknown>;
    this.#handlers.set(code, stored);
    return () => {
      if (this.#handlers.get(code) === stored) this.#handlers.delete(code);
    };
  }

  /** Runs `code` as the parent asked; rejects with a payment error. */
  async run<C extends ParentCode>(code: C, params: CallParams<C>): Promise<CallResult<C>> {
    const handler = this.#handlers.get(code) as CallHandler<C> | undefined;
    if (!handler) throw porticoError('code_not_supported', { code });
    try {
      return await handler(params);
    } catch (error) {
      throw toPaymentError(error, code);
    }
  }

  exposed(): ExposedCalls {
    const calls = Object.create(null) as Record<ParentCode, (params: never) => Promise<unknown>>;
    for (const code of Object.keys(PARENT_CODES) as ParentCode[]) {
      calls[code] = (params) => this.run(code, params);
    }
    return Object.freeze(calls) as unknown as ExposedCalls;
  }
}

function toPaymentError(error: unknown, code: ParentCode): PaymentError {
  return isPaymentError(error) ? error : porticoError('default_backend_error', { code });
}
