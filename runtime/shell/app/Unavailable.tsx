import { useTranslation } from '../../platform/i18n/react';

/** A route that parses but has no screen yet, or no route at all: a message, not a crash. */
export function Unavailable() {
  const { t } = useTranslation();
  return (
    <div className="portico-message">
      <p>{t('screen.unavailable')}</p>
    </div>
  );
}
