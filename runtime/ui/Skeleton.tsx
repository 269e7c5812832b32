import { useTranslation } from '../platform/i18n/react';

/** Shown while a screen's chunk loads (spec §2). Motion stops under prefers-reduced-motion (base.css). */
export function Skeleton() {
  const { t } = useTranslation();
  return (
    <div className="portico-skeleton portico-skeleton--fill" role="status" aria-busy="true">
      <span className="portico-visually-hidden">{t('a11y.loading')}</span>
      <div className="portico-skeleton__bar portico-skeleton__bar--label" aria-hidden="true" />
      <div className="portico-skeleton__bar" aria-hidden="true" />
      <div className="portico-skeleton__row" aria-hidden="true">
        <div className="portico-skeleton__bar" />
        <div className="portico-skeleton__bar" />
      </div>
    </div>
  );
}
