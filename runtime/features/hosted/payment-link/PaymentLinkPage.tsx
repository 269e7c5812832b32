import { Button } from '../../../ui/Button';
import { useEffect, useState } from 'react';
import type { LinkStatus } from './payment-links';
import { useTranslation } from '../../../platform/i18n/react';
import { logEvent } from '../../../platform/telemetry';
import { useEnglishSection } from '../../../platform/i18n/screen-strings';
import englishBilling from '../../../platform/i18n/locales/en/billing.json';
import englishCheckout from '../../../platform/i18n/locales/en/checkout.json';
import englishPaymentLink from '../../../platform/i18n/locales/en/paymentLink.json';
import type { PageScreenProps } from '../../../host/screen-contract';
import { PageShell } from '../../../page/PageShell';
import { FramedNotice } from '../FramedNotice';
import { isFramed } from '../use-framed';
import { LinkCheckout } from './LinkCheckout';
import { usePaymentLink } from './use-payment-link';
import { merchantIdentity } from '../../../page/merchant-identity';
import './payment-link.css';

/** The code of `/pay/{code}` or `/pay/{region}/{code}`. */
function codeOf(location: PageScreenProps['location']): string {
  const route = location.route;
  return route?.name === 'paymentLink' || route?.name === 'paymentLink.region' ? route.params.code : '';
}

/**
 * `/pay/{code}` and `/pay/{region}/{code}` (spec §2): a merchant's payment link. The
 * page reads the link by its code, says who is asking for how much, takes the amount
 * (flexible links) and what the link collects, then makes the intent and pays it
 * with the hosted drop-in. A link that can take no payment says why. The region
 * picks the provider's regional API in production; the sandbox has one, so it only
 * has to be a well-formed segment of the address.
 */
export default function PaymentLinkPage({ location }: PageScreenProps) {
  useEnglishSection(englishPaymentLink);
  useEnglishSection(englishBilling);
  useEnglishSection(englishCheckout);
  const { t } = useTranslation();
  const appearance = location.query.options?.appearance;
  const { loaded, api, reload } = usePaymentLink(codeOf(location));
  // Paid, expired or deactivated while the page was open (create_intent's 409).
  const [closed, setClosed] = useState<Exclude<LinkStatus, 'UNPAID'> | null>(null);
  useEffect(() => {
    if (loaded.state === 'failed' || loaded.state === 'not_found') logEvent('onAwxPayLoadError', 'error', { page: 'payment_link', state: loaded.state });
  }, [loaded.state]);
  if (isFramed()) return <FramedNotice appearance={appearance} />;

  if (loaded.state !== 'loaded') {
    const title = { loading: 'paymentLink.pageTitle', not_found: 'paymentLink.notFound.title', failed: 'paymentLink.loadFailed.title' }[loaded.state];
    return (
      // Its own instance (key): the loaded link's page is drawn anew, so arriving moves no focus (nothing was lost).
      <PageShell key="unloaded" appearance={appearance} title={t(title)}>
        {loaded.state === 'loading' && (
          <p className="portico-page__message" role="status">
            {t('paymentLink.loading')}
          </p>
        )}
        {loaded.state === 'not_found' && <p className="portico-page__message">{t('paymentLink.notFound.text')}</p>}
        {loaded.state === 'failed' && (
          <>
            <p className="portico-page__message" role="alert">
              {t('paymentLink.loadFailed.text')}
            </p>
            <Button variant="primary" className="portico-page__pay" onClick={reload}>
              {t('paymentLink.retry')}
            </Button>
          </>
        )}
      </PageShell>
    );
  }

  const { link } = loaded;
  const merchant = link.merchant ?? t('paymentLink.merchantFallback');
  const identity = merchantIdentity(merchant, link.identity);
  const status = closed ?? link.status;
  if (status !== 'UNPAID') {
    return (
      <PageShell appearance={appearance} title={t(`paymentLink.closed.${status}.title`)} merchant={identity}>
        <p className="portico-link__for">{link.title}</p>
        <p className="portico-page__message">{t(`paymentLink.closed.${status}.text`, { merchant })}</p>
      </PageShell>
    );
  }
  return (
    <PageShell appearance={appearance} title={link.title} merchant={identity}>
      <p className="portico-link__to">{t('paymentLink.to', { merchant })}</p>
      {link.description && <p className="portico-link__description">{link.description}</p>}
      <LinkCheckout link={link} api={api} options={location.query.options} merchant={merchant} onClosed={setClosed} />
    </PageShell>
  );
}
