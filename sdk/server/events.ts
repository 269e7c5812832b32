/**
 * The events `webhooks.verify` returns: one member per type of protocol's event table,
 * told apart by `type`, each with the object its kind carries. A type added to the
 * table without an object here does not compile.
 */
import type { EventObjectKind, EventType } from '../../protocol/webhook-events';
import type { PaymentConsent, PaymentIntent, Refund } from './types';

/** A payment link as stored when it was paid, with the payment that paid it. */
export interface PaidPaymentLink {
  readonly id: string;
  readonly code: string;
  readonly title: string;
  readonly status: 'PAID';
  readonly reusable: boolean;
  readonly paid_intent_id: string;
  readonly paid_amount: number;
  readonly paid_currency: string;
  readonly created_at: string;
  readonly updated_at: string;
}

/** What `data.object` is, by the part of the type before the dot. Never a client secret. */
export interface EventObjects {
  readonly payment_intent: Omit<PaymentIntent, 'client_secret'>;
  readonly payment_consent: PaymentConsent;
  readonly payment_link: PaidPaymentLink;
  readonly refund: Refund;
}

export type PorticoEvent<T extends EventType = EventType> = {
  readonly [K in T]: {
    readonly id: string;
    readonly type: K;
    readonly created_at: string;
    readonly account_id: string;
    readonly data: { readonly object: EventObjects[EventObjectKind<K>] };
  };
}[T];
