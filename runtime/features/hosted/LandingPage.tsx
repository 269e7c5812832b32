import { useTranslation } from '../../platform/i18n/react';
import { useEnglishSection } from '../../platform/i18n/screen-strings';
import englishCheckout from '../../platform/i18n/locales/en/checkout.json';
import type { PageScreenProps } from '../../host/screen-contract';
import { PageShell } from '../../page/PageShell';

/**
 * `/` (spec §2 path route): the checkout origin's front door. Nobody pays here: a
 * shopper who lands on it (a link cut short, a typed address) is told where payments
 * start, not shown an error.
 */
export default function LandingPage({ location }: PageScreenProps) {
  useEnglishSection(englishCheckout);
  const { t } = useTranslation();
  return (
    <PageShell appearance={location.query.options?.appearance} title={t('checkout.landingTitle')}>
      <p className="portico-page__message">{t('checkout.landingText')}</p>
    </PageShell>
  );
}
