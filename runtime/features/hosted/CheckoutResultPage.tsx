import { useMemo } from 'react';
import { useSecretClaims } from '../../platform/address/use-secret-claims';
import { useTranslation } from '../../platform/i18n/react';
import { useEnglishSection } from '../../platform/i18n/screen-strings';
import englishCheckout from '../../platform/i18n/locales/en/checkout.json';
import englishInstructions from '../../platform/i18n/locales/en/instructions.json';
import englishConsent from '../../platform/i18n/locales/en/consent.json';
import type { PageScreenProps } from '../../host/screen-contract';
import { PageStatus } from '../../page/PageStatus';
import { PageShell } from '../../page/PageShell';
import { usePageIntent } from '../../page/use-page-intent';
import { useReturnUrls } from './use-return-urls';
import type { CheckoutResultOptions } from '../../page/checkout-result-url';
import { CheckoutResult } from './CheckoutResult';
import { identityFields, identityOfAddress, merchantIdentity } from '../../page/merchant-identity';
import { usePendingIntentPolling } from '../../page/use-pending-intent-polling';

/**
 * `/checkout-success` and `/checkout-fail` (spec §2): where the hosted page, a bank's
 * page or the 3-D Secure challenge leaves the shopper. The address only says which
 * intent; the page reads it (and reads it again while it is still pending), and shows
 * what the provider says, whichever of the two routes this is.
 */
export default function CheckoutResultPage({ location }: PageScreenProps) {
  useEnglishSection(englishCheckout);
  useEnglishSection(englishInstructions);
  useEnglishSection(englishConsent);
  const { t } = useTranslation();
  const { query } = location;
  const merchant = merchantIdentity(useSecretClaims().business_name ?? t('consent.merchantFallback'), identityOfAddress());
  const loaded = usePageIntent(location);
  const { page, api, intentId, reload } = loaded;
  const urls = useReturnUrls(api, query.success_url, query.cancel_url);

  usePendingIntentPolling(loaded);

  const resultOptions = useMemo<CheckoutResultOptions | null>(
    () =>
      query.client_secret && intentId
        ? {
            intent_id: intentId,
            client_secret: query.client_secret,
            ...(query.success_url ? { success_url: query.success_url } : {}),
            ...(query.cancel_url ? { cancel_url: query.cancel_url } : {}),
            ...(query.options?.appearance ? { appearance: query.options.appearance } : {}),
            ...identityFields(merchantIdentity('', identityOfAddress())),
          }
        : null,
    [intentId, query],
  );

  const appearance = query.options?.appearance;
  if (page.state !== 'loaded' || !urls.checked || !resultOptions) {
    return (
      <PageShell appearance={appearance} title={t('checkout.checking')} merchant={merchant}>
        {page.state !== 'loading' && page.state !== 'loaded' && <PageStatus state={page.state} onRetry={reload} />}
      </PageShell>
    );
  }
  return <CheckoutResult intent={page.intent} merchant={merchant} urls={urls} resultOptions={resultOptions} appearance={appearance} />;
}
