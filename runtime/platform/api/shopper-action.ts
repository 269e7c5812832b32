/**
 * What a non-card method's `next_action` asks of the shopper (docs/sandbox/methods.md):
 * go to a page, scan a QR code, or pay later by the instructions. Read from untrusted
 * JSON: a URL the shopper could be sent to passes only when it is http(s), so a
 * `javascript:` or `data:` address is never followed; anything else is `null`.
 */
import { isRecord, isWebUrl } from '../../../protocol';
import { readRedirectForm, type RedirectForm } from './redirect-form';
import type { NextAction } from './payment-intents';

/** The instructions of `display_instructions`: the common fields, and the method's own (read by its screen). */
export interface PaymentInstructions {
  readonly method: string;
  readonly amount: number;
  readonly currency: string;
  readonly deadline: string;
  /** The zone the shop's deadline is set in (IANA, `Asia/Tokyo`); read again before use (features/instructions/flow/deadline.ts). */
  readonly time_zone?: unknown;
  readonly beneficiary_name: string;
  readonly [field: string]: unknown;
}

export type ShopperAction =
  | { readonly type: 'redirect'; readonly url: string }
  | { readonly type: 'redirect_form'; readonly form: RedirectForm }
  | { readonly type: 'render_qrcode'; readonly qrcode: string; readonly url: string | null; readonly expiresAt: string | null }
  | { readonly type: 'display_instructions'; readonly instructions: PaymentInstructions }
  /** Recurring mode: a direct debit's two small deposits, confirmed later on the checkout's verify page. */
  | { readonly type: 'verify_micro_deposits'; readonly consentId: string; readonly currency: string; readonly attemptsRemaining: number };

const MAX_QR_CONTENT = 4096;

export function readShopperAction(next: NextAction | null | undefined): ShopperAction | null {
  if (!isRecord(next)) return null;
  switch (next.type) {
    case 'redirect':
      return (next.method === undefined || next.method === 'GET') && isWebUrl(next.url) ? { type: 'redirect', url: next.url } : null;
    case 'redirect_form': {
      const form = readRedirectForm(next);
      return form && form.method === 'POST' ? { type: 'redirect_form', form } : null;
    }
    case 'render_qrcode':
      if (typeof next.qrcode !== 'string' || next.qrcode === '' || next.qrcode.length > MAX_QR_CONTENT) return null;
      return {
        type: 'render_qrcode',
        qrcode: next.qrcode,
        url: isWebUrl(next.url) ? next.url : null,
        expiresAt: typeof next.expires_at === 'string' && !Number.isNaN(Date.parse(next.expires_at)) ? next.expires_at : null,
      };
    case 'display_instructions': {
      const instructions = readInstructions(next.instructions);
      return instructions ? { type: 'display_instructions', instructions } : null;
    }
    default:
      return null;
  }
}

function readInstructions(value: unknown): PaymentInstructions | null {
  if (!isRecord(value)) return null;
  const { method, amount, currency, deadline, beneficiary_name } = value;
  const ok =
    typeof method === 'string' &&
    typeof amount === 'number' &&
    typeof currency === 'string' &&
    typeof deadline === 'string' &&
    !Number.isNaN(Date.parse(deadline)) &&
    typeof beneficiary_name === 'string';
  return ok ? (value as PaymentInstructions) : null;
}
