import { useTranslation } from '../../../platform/i18n/react';
import { Checkbox } from '../../../ui/Checkbox';

export interface SaveCardBoxProps {
  readonly checked: boolean;
  readonly disabled: boolean;
  readonly onChange: (checked: boolean) => void;
}

/**
 * "Save this card for future payments" on the drop-in's card, when the merchant named
 * a customer; a ticked box sends `save_payment_method: true` with the confirm.
 * Its English comes with the drop-in (SavedMethodsArea).
 */
export function SaveCardBox({ checked, disabled, onChange }: SaveCardBoxProps) {
  const { t } = useTranslation();
  return (
    <Checkbox name="save" checked={checked} disabled={disabled} onChange={onChange}>
      {t('savedMethods.saveCard')}
    </Checkbox>
  );
}
