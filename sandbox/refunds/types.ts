/**
 * A refund of a paid payment intent, as the sandbox stores it and answers it
 * (collection `refunds`). Its statuses follow the provider's naming: RECEIVED when
 * taken, then SETTLED (the money went back) or FAILED (it did not, and the amount
 * may be refunded again).
 */
import type { Metadata } from '../model/intent-types';

export const REFUND_STATUSES = ['RECEIVED', 'SETTLED', 'FAILED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export interface Refund {
  readonly id: string;
  readonly request_id: string;
  readonly payment_intent_id: string;
  /** The attempt that took the money being refunded. */
  readonly payment_attempt_id: string | null;
  readonly amount: number;
  readonly currency: string;
  readonly reason: string | null;
  readonly status: RefundStatus;
  /** Why a FAILED refund failed. */
  readonly failure_code?: string;
  readonly metadata: Metadata;
  readonly created_at: string;
  readonly updated_at: string;
}

export interface CreateRefundInput {
  readonly request_id: string;
  readonly payment_intent_id: string;
  /** null: the whole amount still refundable. */
  readonly amount: number | null;
  readonly reason: string | null;
  readonly metadata: Metadata;
}
