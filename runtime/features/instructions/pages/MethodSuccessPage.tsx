import { useEffect } from 'react';
import { useTranslation } from '../../../platform/i18n/react';
import { useEnglishSection } from '../../../platform/i18n/screen-strings';
import strings from '../../../platform/i18n/locales/en/instructions.json';
import { formatAmount } from '../../../platform/i18n/format';
import type { PageScreenProps } from '../../../host/screen-contract';
import { PageShell } from '../../../page/PageShell';
import '../../../page/page.css';
import { PageStatus } from '../../../page/PageStatus';
import { usePageIntent } from '../../../page/use-page-intent';
import { ResultPanel } from './ResultPanel';
import { resultOf, returnLink } from '../../../page/result-of';
import { usePendingIntentPolling } from '../../../page/use-pending-intent-polling';
import { isCheckoutResultUrl } from '../../../page/checkout-result-url';
import { useSecretClaims } from '../../../platform/address/use-secret-claims';
import { identityOfAddress, merchantIdentity } from '../../../page/merchant-identity';
import { Receipt } from '../../../page/Receipt';

/**
 * `/page/{method}/success#?intent_id=…&client_secret=…&return_url=…`: where a
 * shopper lands after paying elsewhere (a bank's page, an app, any method). It reads
 * the intent (the address's own `status` is never trusted), says paid, still pending
 * (and looks again until that changes) or not completed, and links back to the shop
 * when `return_url` is http(s).
 */
export default function MethodSuccessPage({ location }: PageScreenProps) {
  useEnglishSection(strings);
  const { t, i18n } = useTranslation();
  const loaded = usePageIntent(location);
  const { page, reload } = loaded;
  const result = page.state === 'loaded' ? resultOf(page.intent) : null;

  usePendingIntentPolling(loaded);

  const back = returnLink(location.query.return_url);
  // Paid from the hosted page: its own result page reads the intent again and says the rest.
  const handOver = back !== null && isCheckoutResultUrl(back.href, window.location.origin) ? back.href : null;
  useEffect(() => {
    if (handOver) window.location.replace(handOver);
  }, [handOver]);
  const title = result ? t(`instructions.result.${result}_title`) : t('instructions.result.checking');
  const name = useSecretClaims().business_name;
  return (
    <PageShell appearance={location.query.options?.appearance} title={title} {...(name ? { merchant: merchantIdentity(name, identityOfAddress()) } : {})}>
      {page.state === 'loaded' ? (
        <ResultPanel result={resultOf(page.intent)} amount={formatAmount(page.intent.amount, page.intent.currency, i18n.language)} />
      ) : (
        // While loading, the heading says "Checking your payment…".
        page.state !== 'loading' && <PageStatus state={page.state} onRetry={reload} />
      )}
      {back && (
        <a className="portico-page__link" href={back.href}>
          {t('instructions.result.back', { host: back.host })}
        </a>
      )}
      {page.state === 'loaded' && <Receipt intent={page.intent} merchant={name ?? back?.host ?? null} />}
    </PageShell>
  );
}
