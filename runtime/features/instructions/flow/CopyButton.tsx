import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../platform/i18n/react';
import { Button } from '../../../ui/Button';
import { copyText, selectText } from './copy-text';

/** How long the button says "Copied". */
const DONE_MS = 2000;

export interface CopyButtonProps {
  readonly field: string;
  /** The row's label, already translated: the button is "Copy {label}" to a screen reader. */
  readonly label: string;
  readonly value: string;
  /** The id of the element showing the value, selected when the clipboard refuses. */
  readonly valueId: string;
  /** Tells the sheet what to announce (one live region for all the rows). */
  readonly onResult: (message: string, failed: boolean) => void;
}

/** A copy button beside one number; a refused clipboard selects the number and says to copy it by hand. */
export function CopyButton({ field, label, value, valueId, onResult }: CopyButtonProps) {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    const copied = await copyText(value, field);
    if (copied) {
      setDone(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setDone(false), DONE_MS);
      onResult(t('instructions.copy.announce', { label }), false);
    } else {
      selectText(document.getElementById(valueId));
      onResult(t('instructions.copy.failed', { label }), true);
    }
  };

  return (
    <Button
      variant="secondary"
      className={done ? 'portico-instr__copy portico-instr__copy--done' : 'portico-instr__copy'}
      data-field={field}
      onClick={() => void copy()}
    >
      <svg className="portico-instr__copy-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          d={done ? 'M5 12.5l4.5 4.5L19 7.5' : 'M9 9h10.5v11H9zM15 9V4H4.5v11H9'}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      {/* Heard as "Copy Payment code": the visible word starts the name (WCAG 2.5.3). */}
      {done ? t('instructions.copy.done') : t('instructions.copy.button')} <span className="portico-visually-hidden">{label}</span>
    </Button>
  );
}
