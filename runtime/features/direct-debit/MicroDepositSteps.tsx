import { useTranslation } from '../../platform/i18n/react';
import { formatAmount } from '../../platform/i18n/format';

export interface MicroDepositStepsProps {
  /** The deposits' currency (the account's). */
  readonly currency: string;
  readonly attemptsRemaining: number;
}

/**
 * What happens after micro-deposits were sent: two small deposits in 1–2 business
 * days, then the shopper enters them on the verify page the merchant sends them to.
 * The same steps in the element (MicroDepositsPending) and on `/page/direct-debit-pending-verify`.
 */
export function MicroDepositSteps({ currency, attemptsRemaining }: MicroDepositStepsProps) {
  const { t, i18n } = useTranslation();
  return (
    <div className="portico-dd__steps">
      <p>{t('directDebit.deposits.sent', { amount: formatAmount(1, currency, i18n.language) })}</p>
      <ol className="portico-dd__step-list">
        <li>{t('directDebit.deposits.step1')}</li>
        <li>{t('directDebit.deposits.step2')}</li>
        <li>{t('directDebit.deposits.step3')}</li>
      </ol>
      <p className="portico-dd__muted">{t('directDebit.deposits.attempts', { count: attemptsRemaining })}</p>
      <p className="portico-dd__muted">{t('directDebit.deposits.noDebit')}</p>
    </div>
  );
}
