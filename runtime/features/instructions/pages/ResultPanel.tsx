import { useTranslation } from '../../../platform/i18n/react';
import type { PaymentResult } from '../../../page/result-of';
import '../../../page/result.css';

/** Paid, pending or failed: a mark and one sentence, announced as it changes (pending turns to paid while the page is open). */
export function ResultPanel({ result, amount }: { readonly result: PaymentResult; readonly amount: string }) {
  const { t } = useTranslation();
  return (
    <div className={`portico-result portico-result--${result}`} role="status">
      <span className="portico-result__mark" aria-hidden="true">
        {result === 'paid' ? '✓' : result === 'failed' ? '!' : '…'}
      </span>
      <p className="portico-result__text">{t(`instructions.result.${result}_text`, { amount })}</p>
    </div>
  );
}
