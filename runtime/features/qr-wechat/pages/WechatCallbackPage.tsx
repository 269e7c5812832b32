import { useEffect } from 'react';
import { CANCELLED_STATUS, isSuccessStatus } from '../../../../protocol';
import { useTranslation } from '../../../platform/i18n/react';
import { useEnglishSection } from '../../../platform/i18n/screen-strings';
import qrStrings from '../../../platform/i18n/locales/en/qr.json';
import { useIntentPolling } from '../../../payment/use-intent-polling';
import { formatAmount } from '../../../platform/i18n/format';
import { merchantReturnOf, withOutcome } from '../wechat/wechat-pages';
import type { PageScreenProps } from '../../../host/screen-contract';
import { navigate } from '../../../page/navigate';
import { PageShell } from '../../../page/PageShell';
import '../../../ui/page-card.css';
import { UnreadIntent } from '../../../page/UnreadIntent';
import { useIntent } from '../../../page/use-intent';

/**
 * `/wechat/jsapi-callback?intent_id=…&client_secret=…`: where WeChat sends the shopper
 * back once they paid or gave up (the intent's `return_url`, set by the `wechat`
 * element's confirm). It asks the provider, never the address (a `status` there is
 * ignored): paid, refused, or still waiting for WeChat's word (it polls until then).
 * Paid, it goes on to the merchant's page the element named, when it named one.
 */
export default function WechatCallbackPage({ location }: PageScreenProps) {
  useEnglishSection(qrStrings);
  const { t, i18n } = useTranslation();
  const { read, retry, refresh } = useIntent(location.query.intent_id, location.query.client_secret);
  const intent = read.kind === 'read' ? read.intent : null;
  const paid = intent !== null && isSuccessStatus(intent.status);
  const pending = intent?.status === 'REQUIRES_CUSTOMER_ACTION';
  const refused = intent?.status === CANCELLED_STATUS || intent?.latest_payment_attempt?.status === 'FAILED';
  const back = intent ? merchantReturnOf(intent.return_url, window.location.origin) : null;
  const onward = intent && back ? withOutcome(back, intent.id, intent.status) : null;

  useIntentPolling(pending, async () => {
    const next = await refresh();
    return next.kind === 'read' && next.intent.status !== 'REQUIRES_CUSTOMER_ACTION';
  });
  useEffect(() => {
    if (paid && onward) navigate.replace(onward);
  }, [paid, onward]);

  if (read.kind !== 'read') {
    const texts = { loading: t('qr.page.checking'), invalid: t('qr.page.invalidLink'), network: t('payment.error.network'), retry: t('qr.page.retry') };
    return <UnreadIntent read={read} retry={retry} texts={texts} />;
  }
  if (paid) {
    return (
      <PageShell title={t('qr.callback.paid')}>
        <p className="portico-page__success">
          {t('qr.callback.paidDetail', { amount: formatAmount(read.intent.amount, read.intent.currency, i18n.language) })}
        </p>
        <p role="status">{onward ? t('qr.callback.returning') : t('qr.callback.close')}</p>
        {onward && (
          <div className="portico-page__actions">
            <a className="portico-button portico-button--primary" href={onward}>
              {t('qr.page.back')}
            </a>
          </div>
        )}
      </PageShell>
    );
  }
  if (pending) {
    return (
      <PageShell title={t('qr.callback.pending')} focusOnChange={false}>
        <p className="portico-page__muted" role="status">
          {t('qr.page.checking')}
        </p>
      </PageShell>
    );
  }
  return (
    <PageShell title={t('qr.callback.failed')}>
      {refused && <p className="portico-page__error">{t('payment.error.payment_rejected')}</p>}
      {onward && (
        <div className="portico-page__actions">
          <a className="portico-button portico-button--primary" href={onward}>
            {t('qr.page.back')}
          </a>
        </div>
      )}
    </PageShell>
  );
}
