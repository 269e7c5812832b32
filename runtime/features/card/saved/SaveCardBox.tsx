import { useTranslation } from '../../../platform/i18n/react';
import { Checkbox } from '../../../ui/Checkbox';

export interface SaveCardBoxProps {
  readonly checked: boolean;
  readonly disabled: boolean;
  readonly onChange: (checked: boolean) => void;
}

/**
 * "Save this card for future payments" on the drop-in's card, when the merchant named
 * a customer; a ticked box sends `save_payment_method: true` with the confirm. The
 * full-featured card's box and words, not imported from there (nor its `billing`
 * strings): a module shared by two lazy screens becomes a chunk of its own, and
 * each such chunk lengthens the preload table every card loads with the entry.
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
