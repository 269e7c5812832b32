/** Spec §9 timings the element screens share. */
export const CHANGE_THROTTLE_MS = 1000;
export const RESIZE_DEBOUNCE_MS = 60;
/** A frame's first height waits at most this long for its loading parts (runtime/host/use-frame-size.ts). */
export const FIRST_SIZE_WAIT_MS = 3000;
/** The BIN lookup asks once the card's first 8 digits are known, after typing has paused this long. */
export const BIN_LOOKUP_DIGITS = 8;
export const BIN_LOOKUP_DEBOUNCE_MS = 300;
