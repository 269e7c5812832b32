import type { ReactNode } from 'react';
import { useTranslation } from '../../../platform/i18n/react';
import type { PaymentStatus } from '../../../payment';
import './wallet.css';

export interface WalletLayoutProps {
  readonly status: PaymentStatus;
  /** What went wrong, translated: announced by the alert when it changes. */
  readonly message: string | null;
  /** The wallet's button (or its placeholder while the wallet is being asked). */
  readonly children: ReactNode;
}

/** Around a wallet's button: the message under it, the payment's progress said politely, "paid" in its place once paid. */
export function WalletLayout({ status, message, children }: WalletLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="portico-wallet" aria-busy={status === 'processing'}>
      {status === 'succeeded' ? (
        <p className="portico-wallet__done" role="status">
          {t('card.succeeded')}
        </p>
      ) : (
        children
      )}
      <p className="portico-wallet__message" role="alert">
        {message}
      </p>
      <p className="portico-visually-hidden" aria-live="polite">
        {status === 'processing' ? t('card.processing') : ''}
      </p>
    </div>
  );
}

/** Holds the button's place while the wallet is asked whether it can pay (nothing to press yet). */
export function WalletPlaceholder() {
  return <div className="portico-wallet__placeholder" aria-hidden="true" />;
}
