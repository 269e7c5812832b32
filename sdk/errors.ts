import { PORTICO_ERRORS, type ErrorAudience, type PaymentError, type PorticoErrorCode } from '../protocol';

/**
 * The one error type the SDK throws or rejects with. It carries the same fields a
 * merchant's `error` handler receives, so `catch (e) { e.code }` and `on('error')`
 * read alike.
 */
export class PorticoError extends Error implements PaymentError {
  override readonly name = 'PorticoError';
  readonly code: string;
  readonly details: Readonly<Record<string, unknown>>;
  readonly original_code?: string;
  readonly audience: ErrorAudience;

  constructor(error: PaymentError, audience?: ErrorAudience) {
    super(error.message);
    this.code = error.code;
    this.details = error.details;
    if (error.original_code !== undefined) this.original_code = error.original_code;
    this.audience = audience ?? audienceOf(error.code);
  }

  static of(code: PorticoErrorCode, details: Record<string, unknown> = {}, message?: string): PorticoError {
    return new PorticoError({ code, message: message ?? PORTICO_ERRORS[code].message, details });
  }

  /** The plain shape handed to `error` handlers. */
  toJSON(): PaymentError {
    const plain: PaymentError = { code: this.code, message: this.message, details: this.details };
    return this.original_code === undefined ? plain : { ...plain, original_code: this.original_code };
  }
}

function audienceOf(code: string): ErrorAudience {
  return Object.hasOwn(PORTICO_ERRORS, code) ? PORTICO_ERRORS[code as PorticoErrorCode].audience : 'customer';
}
