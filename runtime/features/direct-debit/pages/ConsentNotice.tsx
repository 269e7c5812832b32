import { Button } from '../../../ui/Button';
import { useTranslation } from '../../../platform/i18n/react';

/** The states of a micro-deposit page that are not its form: each says what happened and who acts next. */
export type Notice = 'missing' | 'not_found' | 'expired' | 'failed' | 'already_verified' | 'exhausted' | 'disabled' | 'not_pending';

const NOTICE_KEYS: Readonly<Record<Notice, string>> = {
  missing: 'missing',
  not_found: 'notFound',
  expired: 'expired',
  failed: 'failed',
  already_verified: 'alreadyVerified',
  exhausted: 'exhausted',
  disabled: 'disabled',
  not_pending: 'notPending',
};

export function noticeTitle(notice: Notice, t: (key: string) => string): string {
  return t(`directDebit.page.${NOTICE_KEYS[notice]}Title`);
}

/** The notice's sentence (an alert when something went wrong), and "Try again" when the shopper can. */
export function ConsentNotice({ notice, onRetry }: { readonly notice: Notice; readonly onRetry: () => void }) {
  const { t } = useTranslation();
  const calm = notice === 'already_verified';
  return (
    <>
      <p className="portico-page__message" role={calm ? undefined : 'alert'}>
        {t(`directDebit.page.${NOTICE_KEYS[notice]}Text`)}
      </p>
      {notice === 'failed' && (
        <Button variant="primary" className="portico-page__pay" onClick={onRetry}>
          {t('directDebit.page.retry')}
        </Button>
      )}
    </>
  );
}
