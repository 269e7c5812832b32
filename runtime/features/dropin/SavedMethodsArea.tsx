import { useState, type ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { useTranslation } from '../../platform/i18n/react';
import { useEnglishSection } from '../../platform/i18n/screen-strings';
import englishSaved from '../../platform/i18n/locales/en/savedMethods.json';
import type { ConfirmActivity } from '../../payment';
import type { SavedChoice } from './use-saved-choice';

export interface SavedMethodsAreaProps {
  readonly saved: SavedChoice;
  readonly locked: boolean;
  readonly activity: ConfirmActivity;
  /** The Pay button (or the paid message) for a chosen saved method. */
  readonly footer: ReactNode;
  readonly onSelect: (choice: string) => void;
  readonly onDialog: (open: boolean) => void;
}

/**
 * Above the drop-in's methods: the customer's saved methods (their section, its own
 * chunk), or a line while they still load after the new methods showed, or a
 * failure with a retry. Neither of the last two stops a new method from paying.
 * Once the list has shown it stays, even emptied by removals: it says what was removed.
 */
export function SavedMethodsArea({ saved, locked, activity, footer, onSelect, onDialog }: SavedMethodsAreaProps) {
  useEnglishSection(englishSaved);
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const { state } = saved;
  if (state.kind === 'off') return null;
  if (state.kind === 'loading') {
    return (
      <p className="portico-dropin__saved-note" aria-busy="true">
        {t('savedMethods.loading')}
      </p>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div className="portico-dropin__saved-note" role="alert">
        <p>{t('savedMethods.loadFailed')}</p>
        <Button variant="secondary" className="portico-dropin__retry" onClick={state.retry}>
          {t('dropin.retry')}
        </Button>
      </div>
    );
  }
  // The render that first has methods remembers it in state, so the list stays once shown.
  if (saved.offered.length > 0 && !shown) setShown(true);
  if (!shown && saved.offered.length === 0) return null;
  const { Section } = state;
  return (
    <Section
      methods={saved.offered}
      selected={saved.selected}
      onSelect={onSelect}
      locked={locked}
      remove={saved.remove}
      activity={activity}
      footer={footer}
      onDialog={onDialog}
    />
  );
}
