/**
 * `/page/direct-debit-pending-verify?consent_id=…&client_secret=…`: what happens next
 * for a consent whose micro-deposits were sent (the same steps as the element's
 * MicroDepositsPending), with the account they go to. A consent past that point
 * (verified, ended, nothing sent) or a broken link says so instead.
 */
import { useSecretClaims } from '../../../platform/address/use-secret-claims';
import { useTranslation } from '../../../platform/i18n/react';
import { useEnglishSection } from '../../../platform/i18n/screen-strings';
import strings from '../../../platform/i18n/locales/en/directDebit.json';
import { MicroDepositSteps } from '../MicroDepositSteps';
import type { PageScreenProps } from '../../../host/screen-contract';
import { returnLink } from '../../../page/result-of';
import { PageShell } from '../../../page/PageShell';
import { AccountSummary } from './AccountSummary';
import { ConsentNotice, noticeTitle } from './ConsentNotice';
import { noticeOf } from './notice-of';
import { usePageConsent } from '../../../page/use-page-consent';
import '../../../page/page.css';
import '../direct-debit.css';

export default function DirectDebitPendingVerifyPage({ location }: PageScreenProps) {
  useEnglishSection(strings);
  const { t } = useTranslation();
  const secret = location.query.client_secret;
  const merchant = useSecretClaims().business_name ?? null;
  const { page, reload } = usePageConsent(location.query.consent_id, secret);
  const notice = noticeOf(page);
  const consent = page.state === 'loaded' ? page.consent : null;
  const back = returnLink(location.query.return_url);
  return (
    <PageShell appearance={location.query.options?.appearance} title={notice ? noticeTitle(notice, t) : t('directDebit.page.pendingTitle')}>
      {page.state === 'loading' && (
        <p className="portico-page__message" role="status">
          {t('directDebit.page.loading')}
        </p>
      )}
      {consent && <AccountSummary account={consent.account} merchant={merchant} />}
      {notice ? (
        <ConsentNotice notice={notice} onRetry={reload} />
      ) : (
        consent?.microDeposits && (
          <div className="portico-dd">
            <MicroDepositSteps currency={consent.microDeposits.currency} attemptsRemaining={consent.microDeposits.attemptsRemaining} />
          </div>
        )
      )}
      {back && page.state !== 'loading' && (
        <a className="portico-page__link" href={back.href}>
          {merchant ? t('directDebit.page.back', { merchant }) : t('directDebit.page.backUnknown')}
        </a>
      )}
    </PageShell>
  );
}
