/**
 * The parent calls an element handles, and the object the frame exposes to Comlink.
 * The exposed object is closed: it has exactly the codes of PARENT_CODES as own
 * methods and no prototype. A code with no handler answers `code_not_supported`;
 * a handler's failure answers its payment error, or a default one — never an Error
 * instance with a stack.
 */
import {
  PARENT_CODES,
  isPaymentError,
  porticoError,
  type CallParams,
  type CallResult,
  type ElementRequest,
  type ElementRequestResults,
  type ParentCode,
  type PaymentError,
} from '../../protocol';

/**
 * A parent code, or an element request (protocol/element-requests.ts): a request arrives inside
 * `update` (the frame's update handler runs it here), so it is never exposed to Comlink itself.
 */
export type CallName = ParentCode | ElementRequest;
type ParamsOf<C extends CallName> = C extends ParentCode ? CallParams<C> : { readonly action: C };
type ResultOf<C extends CallName> = C extends ParentCode ? CallResult<C> : C extends ElementRequest ? ElementRequestResults[C] : never;

export type CallHandler<C extends CallName> = (params: ParamsOf<C>) => Promise<ResultOf<C>>;

export type ExposedCalls = { readonly [C in ParentCode]: (params: CallParams<C>) => Promise<CallResult<C>> };

export class CallRegistry {
  readonly #handlers = new Map<CallName, (params: never) => Promise<unknown>>();

  /** Registers the handler of `code`; the returned function removes it (if it is still the one). */
  set<C extends CallName>(code: C, handler: CallHandler<C>): () => void {
    const stored = handler as (params: never) => Promise<unknown>;
    this.#handlers.set(code, stored);
    return () => {
      if (this.#handlers.get(code) === stored) this.#handlers.delete(code);
    };
  }

  /** Runs `code` as the parent asked; rejects with a payment error. */
  async run<C extends CallName>(code: C, params: ParamsOf<C>): Promise<ResultOf<C>> {
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

function toPaymentError(error: unknown, code: CallName): PaymentError {
  return isPaymentError(error) ? error : porticoError('default_backend_error', { code });
}
