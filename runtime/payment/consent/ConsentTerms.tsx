import { useId } from 'react';
import { useFrameClaims } from '../../host/use-frame-claims';
import { useTranslation } from '../../platform/i18n/react';
import { useEnglishSection } from '../../platform/i18n/screen-strings';
import englishConsent from '../../platform/i18n/locales/en/consent.json';
import { consentTermsText, type ConsentTermsSource } from './terms-rows';
import './consent-terms.css';

interface ConsentTermsProps {
  readonly consent: ConsentTermsSource;
}

/** What the shopper agrees to by saving their method: shown before they save, in their language. */
/** The merchant is named by the frame's client secret, the one the consent was read with (spec §3 business_name). */
export function ConsentTerms({ consent }: ConsentTermsProps) {
  useEnglishSection(englishConsent);
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const text = consentTermsText(consent, useFrameClaims().business_name, t, i18n.language);
  return (
    <section className="portico-consent-terms" aria-labelledby={titleId}>
      <h2 id={titleId} className="portico-consent-terms__title">
        {t('consent.title')}
      </h2>
      <p>{text.intro}</p>
      <dl className="portico-consent-terms__rows">
        {text.rows.map((row) => (
          <div key={row.label} className="portico-consent-terms__row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="portico-consent-terms__cancel">{text.cancel}</p>
    </section>
  );
}
