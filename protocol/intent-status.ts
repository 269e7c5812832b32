/** Spec §4: the intent statuses counted as success, and the one treated as cancelled. */
const SUCCESS_STATUSES = ['SUCCEEDED', 'REQUIRES_CAPTURE', 'AUTHORIZED', 'DONE'] as const;
export const CANCELLED_STATUS = 'CANCELLED';

/** Every status a payment intent can have: still to pay, waiting (on the shopper, a store, a bank), paid, cancelled. */
export const INTENT_STATUSES = ['REQUIRES_PAYMENT_METHOD', 'REQUIRES_CUSTOMER_ACTION', 'PENDING', ...SUCCESS_STATUSES, CANCELLED_STATUS] as const;
export type IntentStatus = (typeof INTENT_STATUSES)[number];

export function isIntentStatus(value: unknown): value is IntentStatus {
  return (INTENT_STATUSES as readonly unknown[]).includes(value);
}

export function isSuccessStatus(status: unknown): boolean {
  return typeof status === 'string' && (SUCCESS_STATUSES as readonly string[]).includes(status);
}
