/**
 * "Remove Visa •••• 1111?": the confirmation before a saved method is disabled
 * (WAI-ARIA alert dialog). Focus starts on Keep, the action that loses nothing;
 * Tab and Shift+Tab stay within the dialog; Escape keeps the method. While the
 * removal runs both buttons are locked; a failure is said in the dialog, which
 * stays open to try again or keep.
 */
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../platform/i18n/react';
import { Button } from '../../../ui/Button';

export interface RemoveDialogProps {
  /** "Visa •••• 1111" and "Visa ending in 1111": shown and spoken. */
  readonly title: string;
  readonly spoken: string;
  readonly busy: boolean;
  readonly failed: boolean;
  readonly onRemove: () => void;
  readonly onKeep: () => void;
}

export function RemoveDialog({ title, spoken, busy, failed, onRemove, onKeep }: RemoveDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (!busy) onKeep();
      return;
    }
    if (event.key !== 'Tab') return;
    const buttons = [...(box.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      ref={box}
      className="portico-saved__dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onKeyDown={onKeyDown}
    >
      <h2 id={`${id}-title`} className="portico-saved__dialog-title">
        <span aria-hidden="true">{t('savedMethods.removeTitle', { method: title })}</span>
        <span className="portico-visually-hidden">{t('savedMethods.removeTitle', { method: spoken })}</span>
      </h2>
      <p id={`${id}-body`} className="portico-saved__dialog-body">
        {t('savedMethods.removeBody')}
      </p>
      <p className="portico-saved__message" role="alert">
        {failed ? t('savedMethods.removeFailed') : null}
      </p>
      <div className="portico-saved__actions">
        <Button variant="primary" busy={busy} onClick={onRemove}>
          {busy ? t('savedMethods.removing') : t('savedMethods.removeConfirm')}
        </Button>
        <Button ref={keep} variant="secondary" locked={busy} onClick={onKeep}>
          {t('savedMethods.keep')}
        </Button>
      </div>
    </div>
  );
}
