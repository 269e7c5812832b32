import { useTranslation } from '../../../platform/i18n/react';
import { Button } from '../../../ui/Button';

/**
 * The way out of a bank-link page that has nothing more to do: close the window (a
 * popup, or a tab the browser lets a script close), or go back where the shopper came
 * from when there is somewhere to go back to.
 */
export function CloseOrBack() {
  const { t } = useTranslation();
  const canGoBack = window.history.length > 1;
  return (
    <div className="portico-page__actions">
      <Button variant="primary" onClick={() => window.close()}>
        {t('bankLink.close')}
      </Button>
      {canGoBack && (
        <Button variant="secondary" onClick={() => window.history.back()}>
          {t('bankLink.back')}
        </Button>
      )}
    </div>
  );
}
