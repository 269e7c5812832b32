import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../platform/i18n/react';
import { useEnglishSection } from '../../../platform/i18n/screen-strings';
import strings from '../../../platform/i18n/locales/en/instructions.json';
import type { ConfirmParams, PaymentMethodName } from '../../../../protocol';
import { useEmit, useOnClear, useOnFocusRequest } from '../../../host';
import { useConfirmIntent, type PaymentMethodDraft } from '../../../payment';
import { formatAmount } from '../../../platform/i18n/format';
import { InstructionsSheet, type SheetOf } from './InstructionsSheet';
import { MethodPaid } from './PaidPanel';
import { useResumeWaiting } from './use-resume-waiting';
import { HiddenSubmit } from '../../../ui/HiddenSubmit';
import './instructions.css';

/** The methods paid later by instructions (docs/sandbox/methods.md). */
export type InstructionsMethod = Extract<PaymentMethodName, 'konbini' | 'pay_easy' | 'spei' | 'bank_transfer' | 'paynow'>;

export interface InstructionsFlowProps {
  readonly method: InstructionsMethod;
  /** The payment method from the form; `{ ok: false, fields }` while a field is wrong. */
  readonly build: (params: ConfirmParams) => PaymentMethodDraft;
  /** The form refused to pay: show every problem, focus the first. */
  readonly onInvalid?: (fields: readonly string[]) => void;
  /** The form's field a provider's `validation_error` names (`details.field`), or `null`. */
  readonly fieldOf?: (providerField: unknown) => string | null;
  /** The provider refused that field: the form marks and focuses it (no alert above the form then). */
  readonly onRefused?: (field: string) => void;
  readonly onClear?: () => void;
  readonly onFocusRequest?: () => void;
  /** What the sheet shows for this method's instructions. */
  readonly sheet: SheetOf;
  /** The method's fields, if it has any; `locked` while the payment is on its way (values read-only). */
  readonly fields?: (locked: boolean) => ReactNode;
}

/**
 * One instructions method from form to "paid": the form (or a sentence on what
 * comes next), confirmed by the parent's `confirm` (or the drop-in's or page's Pay
 * button); then the instructions while the hook polls the intent; then "paid".
 * A refused or expired payment shows why above the form, with what was typed
 * still there, and a new Pay starts again. A payment already waiting (a reload)
 * is shown at once.
 */
export function InstructionsFlow({ method, build, onInvalid, fieldOf, onRefused, onClear, onFocusRequest, sheet, fields }: InstructionsFlowProps) {
  useEnglishSection(strings);
  const { t, i18n } = useTranslation();
  const emit = useEmit();
  const { status, error, action, reset, resume } = useConfirmIntent(build, onInvalid);
  useResumeWaiting(method, resume);
  useOnClear(() => {
    reset();
    onClear?.();
  });
  useOnFocusRequest(() => onFocusRequest?.());

  const instructions = action?.type === 'display_instructions' && action.instructions.method === method ? action.instructions : null;
  // The amount stays for the "paid" panel once the instructions are gone.
  const [paidAmount, setPaidAmount] = useState<string | null>(null);
  useEffect(() => {
    if (instructions) setPaidAmount(formatAmount(instructions.amount, instructions.currency, i18n.language));
  }, [instructions, i18n.language]);

  const refusedField = error?.code === 'validation_error' ? (fieldOf?.(error.details.field) ?? null) : null;
  const refuse = useEffectEvent((field: string) => onRefused?.(field));
  useEffect(() => {
    // Once per error: the form marks and focuses the field.
    if (refusedField) refuse(refusedField);
  }, [error, refusedField]);

  if (status === 'succeeded') {
    return (
      <div className="portico-instr">
        <MethodPaid amount={paidAmount} />
      </div>
    );
  }
  if (status === 'waiting' && instructions) {
    return (
      <div className="portico-instr">
        <InstructionsSheet {...sheet(instructions, t)} instructions={instructions} />
      </div>
    );
  }

  const alert = !error || refusedField ? null : error.code === 'payment_rejected' ? t('instructions.expired') : error.message;
  return (
    <form
      className="portico-instr portico-instr__form"
      noValidate
      aria-busy={status === 'processing'}
      onSubmit={(event) => {
        event.preventDefault();
        emit('onSubmit', {});
      }}
    >
      <p className="portico-instr__alert" role="alert">
        {alert}
      </p>
      <p className="portico-instr__intro">{t(`instructions.intro.${method}`)}</p>
      {fields?.(status === 'processing')}
      <HiddenSubmit />
    </form>
  );
}
