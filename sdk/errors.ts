import { SDK_ERRORS, type ErrorAudience, type MerchantError, type PaymentError, type PorticoErrorCode, type SdkErrorCode } from '../protocol';

/** One of the SDK's own errors as plain data (what an `error` handler receives). */
export function sdkError(code: SdkErrorCode, details: Record<string, unknown> = {}, message: string = SDK_ERRORS[code].message): PaymentError {
  return { code, message, details, audience: SDK_ERRORS[code].audience };
}

/**
 * The one error type the SDK throws or rejects with. It carries the same fields a
 * merchant's `error` handler receives, so `catch (e) { e.code }` and `on('error')`
 * read alike.
 */
export class PorticoError extends Error implements MerchantError {
  override readonly name = 'PorticoError';
  /** Every code is in `PorticoErrorCode`: a `switch` over it can be exhaustive. */
  readonly code: PorticoErrorCode;
  readonly details: Readonly<Record<string, unknown>>;
  readonly original_code?: string;
  readonly audience: ErrorAudience;

  constructor(error: PaymentError, audience?: ErrorAudience) {
    super(error.message);
    this.code = error.code;
    this.details = error.details;
    if (error.original_code !== undefined) this.original_code = error.original_code;
    // The frame names the audience of its own errors; the provider's (declines) are the shopper's.
    this.audience = audience ?? error.audience ?? 'customer';
  }

  static of(code: SdkErrorCode, details: Record<string, unknown> = {}, message?: string): PorticoError {
    return new PorticoError(sdkError(code, details, message));
  }

  /** The plain shape handed to `error` handlers. */
  toJSON(): MerchantError {
    const plain: MerchantError = { code: this.code, message: this.message, details: this.details, audience: this.audience };
    return this.original_code === undefined ? plain : { ...plain, original_code: this.original_code };
  }
}
