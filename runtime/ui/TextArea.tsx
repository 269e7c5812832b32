import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FormField, describedByOf } from './FormField';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'aria-invalid' | 'aria-describedby'> {
  readonly id: string;
  readonly label: string;
  readonly hint?: ReactNode;
  readonly error: string | null;
  /** More ids that describe the field, read after its hint and before its error. */
  readonly describedBy?: string;
  readonly below?: ReactNode;
  readonly textAreaRef?: Ref<HTMLTextAreaElement>;
}

/** A labelled text of several lines in the text field's look (ui/text-field.css: it grows downwards only). */
export function TextArea({ id, label, hint, error, describedBy, below, textAreaRef, ...area }: TextAreaProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} below={below}>
      {() => (
        <textarea
          {...area}
          ref={textAreaRef}
          id={id}
          className="portico-input"
          aria-invalid={error !== null}
          aria-describedby={describedByOf(id, Boolean(hint), error !== null, describedBy)}
        />
      )}
    </FormField>
  );
}
