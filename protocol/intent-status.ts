/** Spec §4: the intent statuses counted as success, and the one treated as cancelled. */
export const SUCCESS_STATUSES = ['SUCCEEDED', 'REQUIRES_CAPTURE', 'AUTHORIZED', 'DONE'] as const;
export const CANCELLED_STATUS = 'CANCELLED';

export function isSuccessStatus(status: unknown): boolean {
  return typeof status === 'string' && (SUCCESS_STATUSES as readonly string[]).includes(status);
}
