import { useTranslation } from '../../i18n/react';
import { useEnglishSection } from '../../i18n/screen-strings';
import billingStrings from '../../i18n/locales/en/billing.json';
import './save-card.css';

export interface SaveCardBoxProps {
  readonly checked: boolean;
  readonly disabled: boolean;
  readonly onChange: (checked: boolean) => void;
}

/**
 * "Save this card for future payments": shown by a card body when the merchant named
 * a customer (the full-featured card, the drop-in's card); a ticked box sends
 * `save_payment_method: true` with the confirm.
 */
export function SaveCardBox({ checked, disabled, onChange }: SaveCardBoxProps) {
  useEnglishSection(billingStrings);
  const { t } = useTranslation();
  return (
    <label className="portico-save-card">
      <input type="checkbox" name="save" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      {t('billing.save')}
    </label>
  );
}
