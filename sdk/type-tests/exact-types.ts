/**
 * The exact types a merchant branches on (valid.ts's rules): a switch over every error
 * code compiles as exhaustive; invalid.ts holds the misspellings that must not compile.
 */
import type { PorticoErrorCode } from '../index';

/** A merchant's switch over every code it can receive compiles as exhaustive (`never` at the end). */
export function exhaustiveCodes(code: PorticoErrorCode): string {
  switch (code) {
    case 'issuer_declined':
    case 'validation_error':
    case '3ds_failed':
    case '3ds_cancelled':
    case '3ds_timeout':
    case 'payment_rejected':
    case 'payment_expired':
    case 'wallet_token_invalid':
      return 'the shopper can fix it';
    case 'network_error':
    case 'timeout':
    case 'frame_handshake_timeout':
    case 'call_timeout':
    case 'provider_unavailable':
    case '3ds_challenge_error':
      return 'try again';
    default:
      return 'ours: ' + code;
  }
}
