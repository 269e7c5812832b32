/** Spec §9 timings the element screens share. */
export const CHANGE_THROTTLE_MS = 1000;
export const RESIZE_DEBOUNCE_MS = 60;
