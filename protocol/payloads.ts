import type { CardField, ElementKind } from './element-kinds';
import type { PaymentError } from './errors';
import type { ParentCode } from './codes';
import type { HostEvent } from './events';

/** Appearance a merchant may pass (spec §3 theme appearance). */
export interface Appearance {
  readonly mode?: 'light' | 'dark';
  readonly variables?: {
    readonly colorBrand?: string;
    readonly colorText?: string;
    readonly colorBackground?: string;
  };
}

export interface ConfirmParams {
  /** Shown on the card statement and sent with the payment method. */
  readonly cardholderName?: string;
}

/** `update` carries one of these; dispatch is on `action`, never on which key is present. */
export type UpdateParams =
  | { readonly action: 'options'; readonly appearance?: Appearance; readonly locale?: string }
  | { readonly action: 'clear' };

export interface IntentSummary {
  readonly id: string;
  readonly status: string;
  readonly amount?: number;
  readonly currency?: string;
}

/** What each parent code carries in and answers with. Codes no screen handles yet take `unknown`. */
export interface ParentCallMap {
  confirm: { params: ConfirmParams; result: IntentSummary };
  update: { params: UpdateParams; result: { updated: true } };
  createPaymentConsent: { params: unknown; result: unknown };
  verifyConsent: { params: unknown; result: unknown };
  on3dsSuccess: { params: unknown; result: unknown };
  on3dsError: { params: unknown; result: unknown };
  on3dsCancel: { params: unknown; result: unknown };
  on3dsChallengeError: { params: unknown; result: unknown };
  onApplePaySessionUpdate: { params: unknown; result: unknown };
  onvalidatemerchant: { params: unknown; result: unknown };
  onpaymentauthorized: { params: unknown; result: unknown };
}

export interface CardChange {
  readonly empty: boolean;
  readonly complete: boolean;
  readonly brand: string | null;
  /** Per-field validity, so a merchant can enable its Pay button. */
  readonly fields: Readonly<Record<CardField, { empty: boolean; valid: boolean }>>;
}

export interface HostEventMap {
  /** `title` is the frame's translated accessible name for the iframe element. */
  onReady: { kind: ElementKind; title: string };
  onSubmit: Record<string, never>;
  onSuccess: { intent: IntentSummary };
  onError: PaymentError;
  onCancel: Record<string, never>;
  onChange: CardChange;
  onResize: { height: number };
  onRedirect: { url: string };
  onComplete: { intent: IntentSummary };
  onFocus: { field: string };
  onBlur: { field: string };
}

// Compile-time proof that the maps above cover their tables exactly.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const PAYLOAD_TABLES_COVERED: [Exact<keyof ParentCallMap, ParentCode>, Exact<keyof HostEventMap, HostEvent>] = [
  true,
  true,
];
