import { useTranslation } from '../platform/i18n/react';
import { useEnglishSection } from '../platform/i18n/screen-strings';
import englishCheckout from '../platform/i18n/locales/en/checkout.json';
import type { MerchantIdentity } from './merchant-identity';

/**
 * Under a page's card: who keeps the payment safe ("Secured by Portico", with a lock) and,
 * when the merchant gave them, its terms and privacy pages (opened in a new tab: the
 * payment stays where it is).
 */
export function PageFooter({ merchant }: { readonly merchant: MerchantIdentity }) {
  useEnglishSection(englishCheckout);
  const { t } = useTranslation();
  const links = [
    merchant.terms ? { href: merchant.terms, label: t('checkout.terms') } : null,
    merchant.privacy ? { href: merchant.privacy, label: t('checkout.privacy') } : null,
  ].filter((link) => link !== null);
  return (
    // Inside the page's root section a footer is no landmark by itself: said outright.
    <footer className="portico-page__footer" role="contentinfo">
      <p className="portico-page__secured">
        <svg className="portico-page__lock" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M7 10.5V8a5 5 0 0 1 10 0v2.5M5.5 10.5h13v10h-13zM12 14.5v2.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
        {t('checkout.securedBy')}
      </p>
      {links.length > 0 && (
        <ul className="portico-page__policies" aria-label={t('checkout.policies', { merchant: merchant.name })}>
          {links.map((link) => (
            <li key={link.href + link.label}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </footer>
  );
}
