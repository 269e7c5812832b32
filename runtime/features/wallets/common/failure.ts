/**
 * Failures of a wallet button outside the confirm itself (reading the intent, the
 * express checkout's intent check): the provider's error described as the confirm
 * describes it, with the shopper's text in their language.
 */
import type { PaymentError } from '../../../../protocol';
import { describePaymentError, PAYMENT_ERROR_KEY } from '../../../platform/api/payment-error';
import type { TFunction } from '../../../platform/i18n/i18n';

type Translate = TFunction;

/** A network or provider failure: `network_error`, `timeout`, or the generic one. */
export function providerFailure(caught: unknown, t: Translate, details: Record<string, unknown>): PaymentError {
  const described = describePaymentError(caught);
  const audience = described.code === 'network_error' || described.code === 'timeout' ? 'network' : 'internal';
  return { code: described.code, message: t(described.messageKey), details: { ...described.details, ...details }, audience };
}

/** What the shopper reads of `error`: its own text when it is theirs, else the generic sentence. */
export function shopperText(error: PaymentError, t: Translate): string {
  return error.audience === 'customer' || error.audience === 'network' ? error.message : t(PAYMENT_ERROR_KEY.default);
}
