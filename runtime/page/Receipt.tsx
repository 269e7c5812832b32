import { useId } from 'react';
import type { PaymentIntent } from '../platform/api/payment-intents';
import { useTranslation } from '../platform/i18n/react';
import { useEnglishSection } from '../platform/i18n/screen-strings';
import englishDropin from '../platform/i18n/locales/en/dropin.json';
import englishCheckout from '../platform/i18n/locales/en/checkout.json';
import { formatAmount, isolate } from '../platform/i18n/format';
import { BRAND_NAMES } from '../../protocol';
import { receiptMethod, receiptTime } from './receipt-lines';
import './receipt.css';

export interface ReceiptProps {
  readonly intent: PaymentIntent;
  /** The business name, as the page's header shows it; `null` when the page does not know it (the line is left out). */
  readonly merchant: string | null;
}

/** A moment as a receipt prints it: date, time and zone, in the shopper's language and clock. */
function formatReceiptTime(iso: string, locale: string): string {
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };
  return isolate(new Intl.DateTimeFormat(locale, options).format(new Date(iso)), locale);
}

/**
 * The receipt under a result: who was paid, how much, when, how (card brand and last four,
 * or the method's name) and the payment's reference, to quote to the merchant. A line the
 * provider gave nothing for is left out.
 */
export function Receipt({ intent, merchant }: ReceiptProps) {
  // The methods' names are the drop-in's.
  useEnglishSection(englishDropin);
  useEnglishSection(englishCheckout);
  const { t, i18n } = useTranslation();
  const id = useId();
  const language = i18n.language;
  const time = receiptTime(intent);
  const method = receiptMethod(intent);
  const methodText =
    method?.kind === 'card'
      ? t('checkout.receipt.card', { brand: method.brand ? BRAND_NAMES[method.brand] : t('dropin.method.card'), last4: isolate(method.last4, language) })
      : method
        ? t(`dropin.method.${method.name}`)
        : null;
  const lines = [
    merchant ? { key: 'merchant', label: t('checkout.receipt.merchant'), value: merchant } : null,
    { key: 'amount', label: t('checkout.receipt.amount'), value: formatAmount(intent.amount, intent.currency, language) },
    time ? { key: 'date', label: t('checkout.receipt.date'), value: formatReceiptTime(time, language) } : null,
    methodText ? { key: 'method', label: t('checkout.receipt.method'), value: methodText } : null,
    { key: 'reference', label: t('checkout.receipt.reference'), value: intent.id },
  ].filter((line) => line !== null);
  return (
    <section className="portico-receipt" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="portico-receipt__title">
        {t('checkout.receipt.title')}
      </h2>
      <dl className="portico-receipt__lines">
        {lines.map((line) => (
          <div key={line.key} className="portico-receipt__line" data-line={line.key}>
            <dt>{line.label}</dt>
            <dd className={line.key === 'reference' ? 'portico-receipt__reference' : undefined}>{line.value}</dd>
          </div>
        ))}
      </dl>
      {merchant && <p className="portico-receipt__keep">{t('checkout.receipt.keep', { merchant })}</p>}
    </section>
  );
}
