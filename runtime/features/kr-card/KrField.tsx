/**
 * What each Korean card frame shows: one labelled input in a box, and below it the
 * one message there is (the field's problem once shown, or the payment's error),
 * in a live region so a screen reader says it once. Enter submits the form, which
 * tells the merchant (`submit`) to pay.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../platform/i18n/react';
import { useEnglishSection } from '../../platform/i18n/screen-strings';
import englishKrCard from '../../platform/i18n/locales/en/kr_card.json';
import { useEmit } from '../../host';
import type { KrFieldControl } from './use-kr-field';
import './kr-card.css';
import { BareInput } from '../../ui/BareInput';

const MESSAGE_ID = 'portico-kr-message';

export interface KrFieldProps {
  readonly control: KrFieldControl;
  /** A message that is not the field's own (a declined payment); it wins over the field's problem. */
  readonly error?: string | null;
  /** Marks the field wrong although its value passes (a decline about this field). */
  readonly errorIsAboutField?: boolean;
  readonly locked?: boolean;
  readonly busy?: boolean;
  /** Below the message: the paying frame's live "processing" / "complete" line. */
  readonly children?: ReactNode;
}

export function KrField({ control, error = null, errorIsAboutField = false, locked = false, busy = false, children }: KrFieldProps) {
  const { t } = useTranslation();
  // The PIN's and the identifier's English: only the Korean frames need it (screen-strings.ts).
  useEnglishSection(englishKrCard);
  const emit = useEmit();
  const { name, row, state, touched, value, inputRef, onInput, onFocus, onBlur } = control;
  const problem = touched && state.problem !== null ? state.problem : null;
  const message = error ?? (problem ? t(`${row.keys}.${problem}`) : null);
  const invalid = problem !== null || (error !== null && errorIsAboutField);

  return (
    <form
      className="portico-kr"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        emit('onSubmit', {});
      }}
    >
      <label className="portico-box portico-box__cell portico-kr__box">
        <span className="portico-visually-hidden">{t(`${row.keys}.label`)}</span>
        <BareInput
          inputRef={inputRef}
          name={name}
          type={row.type}
          inputMode="numeric"
          // Digits, MM / YY and YYMMDD read left to right in every language, Arabic included.
          dir="ltr"
          autoComplete={row.autoComplete}
          autoCorrect="off"
          spellCheck={false}
          placeholder={t(`${row.keys}.placeholder`)}
          value={value}
          readOnly={locked}
          aria-invalid={invalid}
          // Described by its own problem only: a decline about another field is said, not tied to this one.
          aria-describedby={invalid ? MESSAGE_ID : undefined}
          onChange={(event) => onInput(event.target.value)}
          onFocus={onFocus}
          onBlur={onBlur}
        />
      </label>
      <p id={MESSAGE_ID} className="portico-kr__message" role="alert">
        {message}
      </p>
      {children}
    </form>
  );
}
