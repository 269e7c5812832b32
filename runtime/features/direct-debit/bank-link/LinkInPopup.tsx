/**
 * What the element says while the provider's page is open in the popup: finish there,
 * and a button to bring that window back to the front should it be behind the page.
 */
import { useTranslation } from '../../../platform/i18n/react';
import { useEnglishSection } from '../../../platform/i18n/screen-strings';
import englishBankLink from '../../../platform/i18n/locales/en/bankLink.json';
import { Button } from '../../../ui/Button';

export function LinkInPopup({ onShow, className }: { readonly onShow: () => void; readonly className?: string }) {
  useEnglishSection(englishBankLink);
  const { t } = useTranslation();
  return (
    <p className={className} role="status">
      {t('bankLink.element.inPopup')}{' '}
      <Button variant="inline" onClick={onShow}>
        {t('bankLink.element.show')}
      </Button>
    </p>
  );
}
