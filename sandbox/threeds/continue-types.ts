/**
 * confirm_continue's `type`: which 3DS step the caller has finished. A leaf module,
 * so intent body parsing can name the steps without importing the 3DS flow.
 */
export const CONTINUE_TYPES = ['3ds_check_enrollment', '3ds_validate'] as const;
export type ContinueType = (typeof CONTINUE_TYPES)[number];
