/**
 * Error shapes that cross the frame boundary or reach a merchant's `error` handler.
 * Spec §8: an error posted to the parent page has `code` (default
 * `default_backend_error`), `message`, `details` and `original_code`.
 */
export interface PaymentError {
  readonly code: string;
  readonly message: string;
  readonly details: Readonly<Record<string, unknown>>;
  /** The issuer's response code (e.g. '51'), when the provider gave one. */
  readonly original_code?: string;
}

export const DEFAULT_ERROR_CODE = 'default_backend_error';

/** Who can act on an error (after Braintree's error audiences). */
export type ErrorAudience = 'merchant' | 'customer' | 'network' | 'internal';

/**
 * Errors the SDK and the frame raise themselves (not the provider's). Each has an
 * audience and the English sentence a developer sees; `details` says which input.
 */
export const PORTICO_ERRORS = {
  container_not_found: { audience: 'merchant', message: 'No element matches the mount target.' },
  unknown_element_kind: { audience: 'merchant', message: 'This element kind does not exist.' },
  invalid_options: { audience: 'merchant', message: 'An option is missing or malformed.' },
  element_destroyed: { audience: 'merchant', message: 'This element was destroyed and cannot be used again.' },
  element_not_mounted: { audience: 'merchant', message: 'Mount the element before calling this method.' },
  not_in_browser: { audience: 'merchant', message: 'Portico elements need a browser window.' },
  frame_handshake_timeout: {
    audience: 'network',
    message: 'The checkout frame did not answer in time. Check that the checkout origin is reachable and allows this page.',
  },
  origin_mismatch: {
    audience: 'merchant',
    message: 'The page embedding this element is not the origin declared in options.origin.',
  },
  call_timeout: { audience: 'network', message: 'The checkout frame did not answer the call in time.' },
  code_not_supported: { audience: 'merchant', message: 'This element does not handle that call.' },
  invalid_payload: { audience: 'merchant', message: 'The call payload is malformed.' },
  validation_error: { audience: 'customer', message: 'Some payment details are missing or invalid.' },
  busy: { audience: 'merchant', message: 'A confirmation is already in progress for this element.' },
  intent_missing: { audience: 'merchant', message: 'This element was created without intent_id and client_secret.' },
  [DEFAULT_ERROR_CODE]: { audience: 'internal', message: 'Something went wrong. Please try again.' },
} as const satisfies Record<string, { audience: ErrorAudience; message: string }>;

export type PorticoErrorCode = keyof typeof PORTICO_ERRORS;

export function porticoError(
  code: PorticoErrorCode,
  details: Record<string, unknown> = {},
  message: string = PORTICO_ERRORS[code].message,
): PaymentError {
  return { code, message, details };
}
