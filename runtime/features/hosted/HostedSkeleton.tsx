import { useTranslation } from '../../platform/i18n/react';

/** The drop-in's shape while it loads: a row per method, then Pay. */
export function DropinBars() {
  return (
    <div className="portico-skeleton portico-checkout__bars" aria-hidden="true">
      <div className="portico-skeleton__bar" />
      <div className="portico-skeleton__bar" />
      <div className="portico-skeleton__bar" />
      <div className="portico-skeleton__bar portico-checkout__bar-pay" />
    </div>
  );
}

/**
 * The hosted payment page while its intent loads: grey bars where the total, the drop-in and
 * the secure line will be (checkout.css), under the page's real heading, so the page keeps its
 * shape from the first paint to the form.
 */
export function HostedSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="portico-checkout" role="status" aria-busy="true">
      <span className="portico-visually-hidden">{t('a11y.loading')}</span>
      <div className="portico-checkout__total" aria-hidden="true">
        <div className="portico-skeleton__bar portico-checkout__bar-label" />
        <div className="portico-skeleton__bar portico-checkout__bar-amount" />
      </div>
      <DropinBars />
    </div>
  );
}
