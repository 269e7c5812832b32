/**
 * `/page/direct-debit-verify-account/{region}/{id}?client_secret=…[&return_url=…]`: the
 * shopper enters the two micro-deposits sent to the account of consent `{id}`
 * (docs/sandbox/customers-consents.md, verify_continue). The consent is read first
 * (the provider's word, never the address's); the amounts are checked before they are
 * sent; a wrong answer says how many attempts remain, the third ends the consent;
 * right → verified, with a way back to the shop. `client_secret` is the customer's,
 * plain or inside `options`, as the other pages read theirs.
 */
import { useRef, useState } from 'react';
import { useSecretClaims } from '../../../platform/address/use-secret-claims';
import { continueMicroDeposits } from '../../../platform/api/consent-micro-deposits';
import { isFetchError } from '../../../platform/api/fetch-error';
import { isRecord, randomId } from '../../../../protocol';
import { useTranslation } from '../../../platform/i18n/react';
import { useEnglishSection } from '../../../platform/i18n/screen-strings';
import strings from '../../../platform/i18n/locales/en/directDebit.json';
import type { PageScreenProps } from '../../../host/screen-contract';
import { returnLink } from '../../../page/result-of';
import { PageShell } from '../../../page/PageShell';
import { AccountSummary } from './AccountSummary';
import { ConsentNotice, noticeTitle } from './ConsentNotice';
import { DepositForm } from './DepositForm';
import { noticeOf } from './notice-of';
import { usePageConsent } from '../../../page/use-page-consent';
import '../../../page/page.css';
import '../direct-debit.css';

export default function DirectDebitVerifyAccountPage({ location }: PageScreenProps) {
  useEnglishSection(strings);
  const { t } = useTranslation();
  const consentId = location.route?.name === 'page.directDebitVerifyAccount' ? location.route.params.id : null;
  const secret = location.query.client_secret;
  const merchant = useSecretClaims().business_name ?? null;
  const { page, api, reload, update } = usePageConsent(consentId, secret);
  const [message, setMessage] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);
  /** One request id per pair of amounts: a resend after a lost answer is the same attempt, never a second. */
  const attempt = useRef<{ readonly key: string; readonly id: string } | null>(null);

  const send = async (amounts: readonly [number, number]) => {
    if (!api || !consentId) return;
    const key = amounts.join('|');
    if (attempt.current?.key !== key) attempt.current = { key, id: randomId() };
    setMessage(null);
    try {
      const consent = await continueMicroDeposits(await api(), consentId, amounts, attempt.current.id);
      if (consent) {
        setVerified(consent.status === 'VERIFIED');
        update(consent);
      } else reload();
    } catch (error) {
      const body = isFetchError(error) && isRecord(error.data) ? error.data : {};
      const details = isRecord(body.details) ? body.details : {};
      if (isFetchError(error) && error.status === 0) return setMessage(t('directDebit.page.failedText'));
      // A new answer needs a new attempt id; a lost one (above) keeps it.
      attempt.current = null;
      if (body.code === 'verification_failed' && typeof details.attempts_remaining === 'number' && details.attempts_remaining > 0) {
        return setMessage(t('directDebit.page.wrong', { count: details.attempts_remaining }));
      }
      // The last attempt, a consent that moved on meanwhile, an expired secret: the provider's state says which.
      if (isFetchError(error) && error.status < 500) return reload();
      setMessage(t('directDebit.page.failedText'));
    }
  };

  const back = returnLink(location.query.return_url);
  const notice = noticeOf(page);
  const consent = page.state === 'loaded' ? page.consent : null;
  const title = verified ? t('directDebit.page.verifiedTitle') : notice ? noticeTitle(notice, t) : t('directDebit.page.verifyTitle');
  return (
    <PageShell appearance={location.query.options?.appearance} title={title}>
      {page.state === 'loading' && (
        <p className="portico-page__message" role="status">
          {t('directDebit.page.loading')}
        </p>
      )}
      {consent && <AccountSummary account={consent.account} merchant={merchant} />}
      {verified ? (
        <p className="portico-page__message" role="status">
          {t('directDebit.page.verifiedText')}
        </p>
      ) : notice ? (
        <ConsentNotice notice={notice} onRetry={reload} />
      ) : (
        consent?.microDeposits && (
          <>
            <p className="portico-page__message">{t('directDebit.page.verifyIntro')}</p>
            <DepositForm currency={consent.microDeposits.currency} onSubmit={send} message={message} />
          </>
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
