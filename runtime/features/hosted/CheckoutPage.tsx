import { useEffect, useMemo } from 'react';
import { CANCELLED_STATUS, isSuccessStatus } from '../../../protocol';
import { useSecretClaims } from '../../platform/address/use-secret-claims';
import { useTranslation } from '../../platform/i18n/react';
import { logEvent } from '../../platform/telemetry';
import { useEnglishSection } from '../../platform/i18n/screen-strings';
import englishCheckout from '../../platform/i18n/locales/en/checkout.json';
import englishConsent from '../../platform/i18n/locales/en/consent.json';
import englishInstructions from '../../platform/i18n/locales/en/instructions.json';
import type { ParsedLocation } from '../../platform/router';
import type { PageScreenProps } from '../../host/screen-contract';
import { PageStatus } from '../../page/PageStatus';
import { CheckoutResult } from './CheckoutResult';
import { PageShell } from '../../page/PageShell';
import { usePageIntent } from '../../page/use-page-intent';
import { BrokenLink } from './BrokenLink';
import { FramedNotice } from './FramedNotice';
import { HostedPayment } from './HostedPayment';
import { HostedSkeleton } from './HostedSkeleton';
import RecurringPage from './RecurringPage';
import { isFramed } from './use-framed';
import { useReturnUrls } from './use-return-urls';
import { identityFields, identityOfAddress, merchantIdentity } from '../../page/merchant-identity';

/** The intent the address names: the route's segment, or `options.intent_id`; two different ones are refused. */
function intentIdOf(location: ParsedLocation): { readonly id: string | null; readonly conflict: boolean } {
  const fromPath = location.route?.name === 'standalone.checkoutIntent' ? location.route.params.intentId : null;
  const fromQuery = location.query.intent_id;
  return { id: fromPath ?? fromQuery, conflict: fromPath !== null && fromQuery !== null && fromPath !== fromQuery };
}

/**
 * `/standalone/checkout` and `/standalone/checkout/{intentId}` (spec §2): the hosted
 * payment page, opened by `redirectToCheckout()` or by a link the merchant's server
 * built. It reads the intent the address names, shows the merchant and the amount, and
 * takes the payment with the drop-in; `mode: 'recurring'` is the recurring page.
 */
export default function CheckoutPage(props: PageScreenProps) {
  useEnglishSection(englishCheckout);
  const { location } = props;
  const appearance = location.query.options?.appearance;
  if (isFramed()) return <FramedNotice appearance={appearance} />;
  if (location.query.optionsError) return <BrokenLink kind="options" reason={location.query.optionsError} />;
  const { id, conflict } = intentIdOf(location);
  if (conflict) return <BrokenLink kind="mismatch" reason="intent_id_mismatch" />;
  if (location.query.mode === 'recurring') return <RecurringPage {...props} />;
  return <HostedCheckout {...props} intentId={id} />;
}

function HostedCheckout({ location, intentId }: PageScreenProps & { readonly intentId: string | null }) {
  useEnglishSection(englishInstructions);
  useEnglishSection(englishConsent);
  const { t } = useTranslation();
  const { query } = location;
  const named = useMemo<ParsedLocation>(() => ({ ...location, query: { ...query, intent_id: intentId } }), [location, query, intentId]);
  const { page, api, reload } = usePageIntent(named);
  useEffect(() => {
    if (page.state === 'failed' || page.state === 'not_found') logEvent('onAwxPayLoadError', 'error', { page: 'checkout', state: page.state });
  }, [page.state]);
  const urls = useReturnUrls(api, query.success_url, query.cancel_url);
  const identity = merchantIdentity(useSecretClaims().business_name ?? t('consent.merchantFallback'), identityOfAddress());
  const merchant = identity.name;
  const appearance = query.options?.appearance;

  if (page.state !== 'loaded' || !api || !query.client_secret || !urls.checked) {
    const state = page.state === 'loaded' ? 'loading' : page.state;
    return (
      <PageShell appearance={appearance} title={t('checkout.title', { merchant })} merchant={identity}>
        {state === 'loading' ? <HostedSkeleton /> : <PageStatus state={state} onRetry={reload} />}
      </PageShell>
    );
  }
  const { intent } = page;
  const resultOptions = {
    intent_id: intent.id,
    client_secret: query.client_secret,
    ...(query.success_url ? { success_url: query.success_url } : {}),
    ...(query.cancel_url ? { cancel_url: query.cancel_url } : {}),
    ...(appearance ? { appearance } : {}),
    ...identityFields(identity),
  };
  // Paid or cancelled already (a reload, a second tab, an old link): say so, never offer to pay again.
  if (isSuccessStatus(intent.status) || intent.status === CANCELLED_STATUS) {
    return <CheckoutResult intent={intent} merchant={identity} urls={urls} forward={false} resultOptions={resultOptions} appearance={appearance} />;
  }
  return (
    <PageShell appearance={appearance} title={t('checkout.title', { merchant })} merchant={identity}>
      <HostedPayment
        api={api}
        intent={intent}
        clientSecret={query.client_secret}
        options={query.options}
        merchant={merchant}
        merchantLinks={identityFields(identity)}
        successUrl={query.success_url}
        cancelUrl={query.cancel_url}
      />
      {urls.cancel && (
        <a className="portico-checkout__link" href={urls.cancel}>
          {t('checkout.cancel', { merchant })}
        </a>
      )}
    </PageShell>
  );
}
