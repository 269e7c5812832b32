import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { ElementField } from '../../../protocol';
import { useEmit } from '../../host';
import { TextField } from '../../ui/TextField';

export interface AccountFieldProps {
  readonly id: string;
  /** Also the field `focus` and `blur` name to the merchant. */
  readonly name: ElementField;
  readonly label: string;
  readonly value: string;
  /** Reformats what was typed (12-34-56, IBAN groups); the caret stays after the same character. */
  readonly format?: (raw: string) => string;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  readonly inputRef: (el: HTMLInputElement | null) => void;
  /** Translated: shown under the field and named by `aria-describedby`. */
  readonly hint?: string | null;
  readonly error?: string | null;
  /** What confirms the typed code (the bank's name), read politely when it appears. */
  readonly confirmation?: string | null;
  readonly readOnly: boolean;
  readonly type?: 'text' | 'email';
  readonly inputMode?: 'numeric' | 'email' | 'text';
  readonly autoComplete: string;
  /** Numbers and codes read left to right in every language, Arabic included. */
  readonly ltr?: boolean;
  readonly children?: ReactNode;
}

const significant = (text: string) => text.replace(/[^0-9a-z]/gi, '').length;

/** The caret's place in `formatted` after `count` significant characters. */
function caretAfter(formatted: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/[0-9a-z]/i.test(formatted[i] ?? '') && ++seen === count) return i + 1;
  }
  return formatted.length;
}

/** One labelled field of the direct-debit form, with its hint, its problem and the bank's name under it. */
export function AccountField(props: AccountFieldProps) {
  const {
    id,
    name,
    label,
    value,
    format,
    onChange,
    onBlur,
    inputRef,
    hint,
    error,
    confirmation,
    readOnly,
    type = 'text',
    inputMode,
    autoComplete,
    ltr = false,
  } = props;
  const emit = useEmit();
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    // Only formatted fields (text inputs) move the caret: an email input has no selection to set.
    if (caret.current !== null && input.current && input.current === document.activeElement) input.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);

  const confirmId = confirmation ? `${id}-bank` : null;
  return (
    <TextField
      inputRef={(el) => {
        input.current = el;
        inputRef(el);
      }}
      id={id}
      label={label}
      hint={hint || undefined}
      error={error || null}
      describedBy={confirmId ?? undefined}
      below={
        <p id={confirmId ?? undefined} className="portico-dd__bank" aria-live="polite">
          {confirmation}
        </p>
      }
      name={name}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      autoCorrect="off"
      autoCapitalize={name === 'iban' ? 'characters' : 'off'}
      spellCheck={false}
      dir={ltr ? 'ltr' : undefined}
      required
      value={value}
      readOnly={readOnly}
      onChange={(event) => {
        const raw = event.target.value;
        if (!format) return onChange(raw);
        const next = format(raw);
        const at = event.target.selectionStart;
        caret.current = at === null ? null : caretAfter(next, significant(raw.slice(0, at)));
        onChange(next);
      }}
      onFocus={() => emit('onFocus', { field: name })}
      onBlur={() => {
        onBlur();
        emit('onBlur', { field: name });
      }}
    />
  );
}
