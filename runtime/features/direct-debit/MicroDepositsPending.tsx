import { useTranslation } from '../../platform/i18n/react';
import { Notice } from '../../ui/Notice';
import { MicroDepositSteps } from './MicroDepositSteps';

/**
 * The lead's recurring-mode action (runtime/platform/api/shopper-action.ts once it lands): a
 * consent verified with typed account details waits for the shopper's micro-deposit
 * amounts. Structural here, so the body builds before and after that type exists.
 */
export interface MicroDepositsAction {
  readonly type: 'verify_micro_deposits';
  readonly consentId: string;
  readonly currency: string;
  readonly attemptsRemaining: number;
}

export function isMicroDepositsAction(action: unknown): action is MicroDepositsAction {
  if (typeof action !== 'object' || action === null) return false;
  const { type, consentId, currency, attemptsRemaining } = action as Record<string, unknown>;
  return type === 'verify_micro_deposits' && typeof consentId === 'string' && typeof currency === 'string' && typeof attemptsRemaining === 'number';
}

/** In the element, once the deposits were sent: what happens next (the heading takes focus, so it is read). */
export function MicroDepositsPending({ action }: { readonly action: MicroDepositsAction }) {
  const { t } = useTranslation();
  return (
    <Notice className="portico-dd portico-dd__pending" labelledBy="portico-dd-pending-heading" role="status">
      <h3 id="portico-dd-pending-heading" className="portico-dd__pending-heading">
        {t('directDebit.deposits.heading')}
      </h3>
      <MicroDepositSteps currency={action.currency} attemptsRemaining={action.attemptsRemaining} />
    </Notice>
  );
}
