/**
 * A consent's terms as rows the shopper reads (label, value), in their language:
 * how much, how often, on which day, how many times. Pure, so each combination of
 * the provider's terms is tested without rendering.
 */
import type { BillingCycle } from '../../../protocol';
import type { PaymentConsent } from '../../platform/api/payment-consents';
import type { TFunction } from '../../platform/i18n/i18n';
import { formatAmount, formatCount } from '../../platform/i18n/format';

interface TermsRow {
  readonly label: string;
  readonly value: string;
}

export interface ConsentTermsText {
  readonly intro: string;
  readonly rows: readonly TermsRow[];
  readonly cancel: string;
}

const isCycle = (value: unknown): value is BillingCycle => value === 'DAY' || value === 'WEEK' || value === 'MONTH' || value === 'YEAR';
const positive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** What the terms are read from: a consent, or a pay-and-save element's `payment_consent` before any consent exists. */
export interface ConsentTermsSource {
  readonly next_triggered_by: PaymentConsent['next_triggered_by'];
  readonly merchant_trigger_reason?: string | null;
  readonly terms_of_use?: PaymentConsent['terms_of_use'];
}

export function consentTermsText(consent: ConsentTermsSource, merchantName: string | undefined, t: TFunction, language: string): ConsentTermsText {
  const merchant = merchantName ?? t('consent.merchantFallback');
  const terms = consent.terms_of_use ?? null;
  const currency = typeof terms?.payment_currency === 'string' ? terms.payment_currency : null;
  const money = (amount: number) => (currency ? formatAmount(amount, currency, language) : String(amount));
  const rows: TermsRow[] = [];

  if (terms) {
    const value =
      terms.payment_amount_type === 'FIXED' && positive(terms.fixed_payment_amount)
        ? t('consent.amountFixed', { amount: money(terms.fixed_payment_amount) })
        : positive(terms.max_payment_amount)
          ? t('consent.amountUpTo', { amount: money(terms.max_payment_amount) })
          : t('consent.amountVaries');
    rows.push({ label: t('consent.amount'), value });
  }

  const cycle = isCycle(terms?.billing_cycle) ? terms.billing_cycle : null;
  const often =
    consent.next_triggered_by === 'customer'
      ? t('consent.whenYouPay')
      : consent.merchant_trigger_reason === 'unscheduled' || !cycle
        ? t('consent.unscheduled', { merchant })
        : t(`consent.every.${cycle}`);
  rows.push({ label: t('consent.frequency'), value: often });

  const day = terms?.billing_cycle_charge_day;
  if (cycle && cycle !== 'DAY' && positive(day) && consent.next_triggered_by === 'merchant') {
    rows.push({ label: t('consent.chargeDay'), value: t(`consent.dayOf.${cycle}`, { day }) });
  }
  if (consent.next_triggered_by === 'merchant' && terms) {
    const count = terms.total_billing_cycles;
    rows.push({ label: t('consent.payments'), value: positive(count) ? formatCount(count, language) : t('consent.untilCancelled') });
  }

  return {
    intro: t(consent.next_triggered_by === 'customer' ? 'consent.introCustomer' : 'consent.introMerchant', { merchant }),
    rows,
    cancel: t('consent.cancel', { merchant }),
  };
}
