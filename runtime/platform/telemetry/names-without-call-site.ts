/**
 * The declared names (event-names.ts) that no code of this product logs yet, each
 * with why. The listing test (call-sites.test.ts) allows exactly these: a name here
 * that gains a call site, or a declared name without one that is not here, fails it.
 */
import type { LogEventName } from './event-names';

export const NAMES_WITHOUT_CALL_SITE = {
  onGetCountryCallingCodeError:
    'Declared for a screen not built: no screen looks up a country calling code (the payment link takes a phone number as typed, konbini and Pay-easy a Japanese one).',
} as const satisfies Partial<Record<LogEventName, string>>;
