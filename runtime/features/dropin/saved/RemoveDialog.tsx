/**
 * "Remove Visa •••• 1111?": the confirmation before a saved method is disabled
 * (ui/Dialog, an alert dialog). Focus starts on Keep, the action that loses nothing;
 * Tab and Shift+Tab stay within the dialog; Escape keeps the method. While the
 * removal runs both buttons are locked; a failure is said in the dialog, which
 * stays open to try again or keep.
 */
import { useRef } from 'react';
import { useTranslation } from '../../../platform/i18n/react';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';

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
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      role="alertdialog"
      className="portico-saved__dialog"
      titleClass="portico-saved__dialog-title"
      bodyClass="portico-saved__dialog-body"
      title={
        <>
          <span aria-hidden="true">{t('savedMethods.removeTitle', { method: title })}</span>
          <span className="portico-visually-hidden">{t('savedMethods.removeTitle', { method: spoken })}</span>
        </>
      }
      body={t('savedMethods.removeBody')}
      initialFocus={keep}
      busy={busy}
      onClose={onKeep}
    >
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
    </Dialog>
  );
}
