/**
 * Spec §3's quote (id, target_currency, sent as `quote_id` and `target_currency`), as the
 * provider answers it and as the drop-in's currency switcher holds it in the frame's
 * session (payment/session-store.ts). The calls are the switcher's (features/dropin/currency/).
 */
export interface Quote {
  readonly id: string;
  /** The intent's currency. */
  readonly payment_currency: string;
  readonly target_currency: string;
  /** Units of `target_currency` per unit of `payment_currency`. */
  readonly rate: number;
  /** The intent's amount in `target_currency`. */
  readonly target_amount: number;
  readonly created_at: string;
  readonly expires_at: string;
}

/** A quote with the local time (ms since the epoch) at which the provider stops taking it (quote-clock.ts). */
export interface HeldQuote {
  readonly quote: Quote;
  readonly deadline: number;
}
