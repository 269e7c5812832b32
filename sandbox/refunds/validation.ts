/** The body of `POST /refunds/create`, as typed input or a `validation_error` naming the field. */
import { metadata, requestId } from '../core/body';
import { refuseUnknownFields } from '../core/known-fields';
import { amountField, optionalString, requiredString } from '../core/fields';
import type { CreateRefundInput } from './types';

type Json = Record<string, unknown>;

/** The intent a refund names, read first: its lock serialises the refunds of one intent. */
export function refundIntentId(body: Json): string {
  return requiredString(body, 'payment_intent_id', 64);
}

const FIELDS: ReadonlySet<string> = new Set(['request_id', 'payment_intent_id', 'amount', 'reason', 'metadata']);

export function parseCreateRefund(body: Json): CreateRefundInput {
  refuseUnknownFields(body, FIELDS, 'a refund create');
  const amount = body.amount === undefined || body.amount === null ? null : amountField(body.amount, 'amount');
  const reason = optionalString(body, 'reason', 200);
  return { request_id: requestId(body), payment_intent_id: refundIntentId(body), amount, reason, metadata: metadata(body.metadata) };
}
