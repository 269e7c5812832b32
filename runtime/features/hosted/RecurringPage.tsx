import { Button } from '../../ui/Button';
import { useCallback, useMemo, useState } from 'react';
import type { ConsentSummary } from '../../../protocol';
import { useSecretClaims } from '../../platform/address/use-secret-claims';
import { withOutcome } from '../../platform/lib/with-outcome';
import type { Emit } from '../../host/context';
import { useTranslation } from '../../platform/i18n/react';
import { useEnglishSection } from '../../platform/i18n/screen-strings';
import englishConsent from '../../platform/i18n/locales/en/consent.json';
import englishRecurring from '../../platform/i18n/locales/en/recurring.json';
import type { PageScreenProps } from '../../host/screen-contract';
import { PageShell } from '../../page/PageShell';
import { usePageConsent } from '../../page/use-page-consent';
import { HostedDropin } from './HostedDropin';
import englishCheckout from '../../platform/i18n/locales/en/checkout.json';
import { FramedNotice } from './FramedNotice';
import { isFramed } from './use-framed';
import { useReturnUrls } from './use-return-urls';
import './checkout.css';

/** The merchant's page to go back to, told which consent and how it stands (http(s) only, as the router read it). */
const backUrl = (returnUrl: string, consent: Pick<ConsentSummary, 'id' | 'status'>) => withOutcome(returnUrl, consent.id, consent.status, 'consent_id');

/**
 * `/standalone/recurring`: the shopper saves a payment method for a merchant's later
 * payments on a page of its own (no merchant page around it). The merchant's server
 * created the consent and sends the shopper here with `options`: `client_secret` (the
 * customer's), `customer_id`, `consent_id`, and `return_url` for the way back. The
 * drop-in in recurring mode does the rest: the terms, the methods that can be saved,
 * the button that saves.
 */
export default function RecurringPage(props: PageScreenProps) {
  useEnglishSection(englishCheckout);
  if (isFramed()) return <FramedNotice appearance={props.location.query.options?.appearance} />;
  return <RecurringContent {...props} />;
}

function RecurringContent({ location }: PageScreenProps) {
  useEnglishSection(englishRecurring);
  useEnglishSection(englishConsent);
  const { t } = useTranslation();
  const options = location.query.options;
  const secret = location.query.client_secret;
  const merchant = useSecretClaims().business_name ?? t('consent.merchantFallback');
  const loaded = usePageConsent(options?.consent_id ?? null, secret);
  const [outcome, setOutcome] = useState<ConsentSummary | null>(null);
  // `successUrl` of redirectToCheckout(), else the `return_url` a merchant's server wrote: followed only when registered.
  const returnUrls = useReturnUrls(loaded.api, location.query.success_url ?? location.query.return_url, location.query.cancel_url);
  const returnUrl = returnUrls.checked ? returnUrls.success : null;
  const back = (consent: Pick<ConsentSummary, 'id' | 'status'>) =>
    returnUrl && (
      <a className="portico-button portico-button--primary portico-page__pay" href={backUrl(returnUrl, consent)}>
        {t('recurring.back', { merchant })}
      </a>
    );

  const page = loaded.page;
  if (page.state !== 'loaded') {
    const message = {
      loading: 'recurring.loading',
      missing: 'recurring.missing',
      not_found: 'recurring.notFound',
      expired: 'recurring.notFound',
      failed: 'recurring.loadFailed',
    }[page.state];
    return (
      <PageShell appearance={options?.appearance} title={t('recurring.title', { merchant })}>
        <p className="portico-page__message" role={page.state === 'loading' ? 'status' : 'alert'}>
          {t(message, { merchant })}
        </p>
        {page.state === 'failed' && (
          <Button variant="primary" className="portico-page__pay" onClick={loaded.reload}>
            {t('recurring.retry')}
          </Button>
        )}
      </PageShell>
    );
  }

  const consent: Pick<ConsentSummary, 'id' | 'status'> = outcome ?? { id: page.consent.id, status: page.consent.status as ConsentSummary['status'] };
  if (consent.status === 'VERIFIED') {
    return (
      <PageShell appearance={options?.appearance} title={t('recurring.savedTitle')}>
        <p className="portico-page__message" role="status">
          {outcome ? t('recurring.savedText', { merchant }) : t('recurring.alreadySaved')}
        </p>
        {back(consent)}
      </PageShell>
    );
  }
  if (consent.status === 'DISABLED') {
    return (
      <PageShell appearance={options?.appearance} title={t('recurring.disabledTitle')}>
        <p className="portico-page__message" role="alert">
          {t('recurring.disabledText', { merchant })}
        </p>
        {back(consent)}
      </PageShell>
    );
  }
  if (outcome?.next_action || page.consent.microDeposits) {
    return (
      <PageShell appearance={options?.appearance} title={t('recurring.pendingTitle')}>
        <p className="portico-page__message" role="status">
          {t('consent.pending')}
        </p>
        {back(consent)}
      </PageShell>
    );
  }
  return (
    <PageShell appearance={options?.appearance} title={t('recurring.title', { merchant })}>
      <RecurringDropin location={location} api={loaded.api} onConsent={setOutcome} />
      {returnUrls.checked && returnUrls.cancel && (
        <a className="portico-checkout__link" href={returnUrls.cancel}>
          {t('checkout.cancel', { merchant })}
        </a>
      )}
    </PageShell>
  );
}

interface RecurringDropinProps extends Pick<PageScreenProps, 'location'> {
  readonly api: ReturnType<typeof usePageConsent>['api'];
  readonly onConsent: (consent: ConsentSummary) => void;
}

/** The drop-in in recurring mode: its button verifies the consent here. */
function RecurringDropin({ location, api, onConsent }: RecurringDropinProps) {
  const given = location.query.options;
  const options = useMemo(
    () => ({ ...given, mode: 'recurring' as const, client_secret: location.query.client_secret ?? undefined }),
    [given, location.query.client_secret],
  );
  const onEvent = useCallback<Emit>(
    (event, payload) => {
      // Saved, or waiting for micro-deposits: the page says so in place of the form.
      if (event !== 'onConsent') return;
      const { consent } = payload as { consent: ConsentSummary };
      if (consent.status !== 'PENDING_VERIFICATION' || consent.next_action) onConsent(consent);
    },
    [onConsent],
  );
  return <HostedDropin api={api} intentId={null} options={options} submit="verifyConsent" onEvent={onEvent} />;
}
