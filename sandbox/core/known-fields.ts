/**
 * A body field the endpoint does not take is refused, not ignored: a merchant who
 * sends `payment_consent` where it is not read, or misspells `merchant_order_id`,
 * learns it at once instead of finding the field silently lost.
 */
import { invalid } from './errors';

/** 400 `validation_error` (reason `unknown_field`) naming the first top-level field not in `known`. */
export function refuseUnknownFields(body: Record<string, unknown>, known: ReadonlySet<string>, endpoint: string): void {
  for (const field of Object.keys(body)) {
    if (!known.has(field)) {
      throw invalid(
        field,
        'unknown_field',
        `${field} is not a field of ${endpoint}: it would be ignored, so it is refused. Accepted: ${[...known].join(', ')}.`,
      );
    }
  }
}
